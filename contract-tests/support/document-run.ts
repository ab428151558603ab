/**
 * The contract run on any OpenAPI document (`contract --document <file>`), from the document alone:
 * no generated client and no recorded fixtures exist for a document that is not ours. An embedded
 * Prism mock serves the document; every operation gets a request it must accept (examples, else
 * generated values) whose answer is checked, and requests that break it, which must be rejected.
 *
 * Webhooks are listed but not exercised here: Prism does not serve them, and the webhook checks of
 * the full run are specific to this API's signature scheme.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { startMockServer } from '../../src/cli/mock/start-mock.js';
import { createDocumentAjv } from './ajv.js';
import { operationKey, type CoverageRow } from './coverage.js';
import { listOperations, listWebhooks, type JsonObject, type OperationEntry } from './document.js';
import { probeOperation } from './probe-operation.js';

/** Prism refused the document: the run could not happen (exit 2), which is not a contract failure. */
export class MockStartError extends Error {
  override readonly name = 'MockStartError';
}

export interface DocumentRunOptions {
  /** The document, as `readContractDocument` returns it. */
  document: JsonObject;
  /** Where Prism's JSON log lines are written. */
  logFile: string;
  /** How many operations are probed at once. @default 8 */
  concurrency?: number;
}

export interface DocumentRunResult {
  rows: CoverageRow[];
  /** Webhooks the document declares (not exercised on a foreign document). */
  webhooks: string[];
  /** True when an operation failed for the client or the document, or was not proven validated. */
  failed: boolean;
}

/** Read and bundle the document; throws with the parser's message when it cannot be read. */
export async function readContractDocument(file: string): Promise<JsonObject> {
  return (await SwaggerParser.bundle(file)) as JsonObject;
}

export async function runDocumentContract(options: DocumentRunOptions): Promise<DocumentRunResult> {
  const { document } = options;
  const ajv = createDocumentAjv(document, { lenient: true });
  const log = createWriteStream(options.logFile, { flags: 'w' });
  const server = await startMockServer({ document: structuredClone(document), log }).catch(async (error: unknown) => {
    log.end();
    throw new MockStartError(`the mock cannot serve this document: ${(error as Error).message}`);
  });
  const operations = listOperations(document);
  const counts = new Map<string, number>();
  for (const entry of operations) counts.set(operationKey(entry), (counts.get(operationKey(entry)) ?? 0) + 1);
  // A duplicated operationId (a defect generate reports) must not hide one of the two operations.
  const keyOf = (entry: OperationEntry) =>
    counts.get(operationKey(entry))! > 1
      ? `${operationKey(entry)} (${entry.method.toUpperCase()} ${entry.path})`
      : operationKey(entry);
  const rows: CoverageRow[] = new Array(operations.length);
  try {
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < operations.length; index = next++) {
        const entry = operations[index]!;
        const result = await probeOperation(server.url, document, ajv, entry).catch((error: unknown) => ({
          proof: undefined,
          details: [],
          statuses: [],
          problems: [
            { kind: 'client' as const, message: `the run could not exercise it: ${(error as Error).message}` },
          ],
        }));
        rows[index] = {
          kind: 'operation',
          key: keyOf(entry),
          exercised: true,
          validated: !result.problems.some((p) => p.kind === 'client'),
          bodyValidated: result.problems.length === 0,
          proof: result.proof,
          proofDetails: result.details,
          problems: result.problems,
          statuses: result.statuses,
        };
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  } finally {
    await server.close();
    log.end();
    await once(log, 'close');
  }
  const unproven = (r: CoverageRow) => r.proof === 'NOT VALIDATED' || r.proof === undefined;
  const failed = rows.some((r) => unproven(r) || r.problems.some((p) => p.kind !== 'mock'));
  return { rows, webhooks: listWebhooks(document).map((w) => w.path), failed };
}
