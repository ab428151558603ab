/**
 * The contract run on any OpenAPI document (`contract --document <file>`), from the document alone:
 * no generated client and no recorded fixtures exist for a document that is not ours. An embedded
 * Prism mock serves the document; every operation gets a request it must accept (examples, else
 * generated values, each checked with ajv before it is sent) whose answer is checked, and requests
 * that break it, which must be rejected. Every webhook's payload is checked against its schema and
 * the validators generate emits (webhook-probe.ts); Prism does not serve webhooks, so no mock is needed.
 *
 * What the run itself could not do (build a valid request, reach the mock) is a `run` problem: the
 * row is not exercised, and it is never counted against the client or the document. The mock's faults
 * and whatever it prints stay in its log (mock-guard.ts).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { refParserInFolder } from '../../src/cli/document/ref-parser-options.js';
import { createDocumentAjv, type DocumentAjv } from './ajv.js';
import { operationKey, type CoverageRow } from './coverage.js';
import { listOperations, listWebhooks, type JsonObject, type OperationEntry } from './document.js';
import { MockConnectionError } from './mock-connection.js';
import { guardMock } from './mock-guard.js';
import { probeOperation } from './probe-operation.js';
import { startPrism } from './prism.js';
import { probeWebhook, webhookValidatorsOf } from './webhook-probe.js';

/** Prism refused the document: the run could not happen (exit 2), which is not a contract failure. */
export class MockStartError extends Error {
  override readonly name = 'MockStartError';
}

/** A mock the run talks to: the embedded Prism by default; tests give one that drops connections. */
export interface RunMock {
  url: string;
  close(): Promise<void>;
}

export interface DocumentRunOptions {
  /** The document, as `readContractDocument` returns it. */
  document: JsonObject;
  /** Where Prism's JSON log lines (and the mock's faults) are written. */
  logFile: string;
  /** How many operations are probed at once. @default 8 */
  concurrency?: number;
  /** Starts the mock. @default the embedded Prism, logging to `logFile` */
  startMock?: (document: JsonObject, logFile: string) => Promise<RunMock>;
}

export interface DocumentRunResult {
  /** One row per operation, then one per webhook. */
  rows: CoverageRow[];
  /** True when a row failed for the client or the document, or was not proven validated. */
  failed: boolean;
  /** True when the run could not check a row itself (a `run` problem). */
  incomplete: boolean;
  /** How many rows were exercised; 0 means the run checked nothing. */
  checked: number;
  /** Faults inside the mock that were caught and logged. */
  mockFaults: number;
}

/**
 * Read and bundle the document; throws with the parser's message when it cannot be read. Its refs are
 * followed only to files inside its folder, within the limits every command keeps (document-folder.ts).
 */
export async function readContractDocument(file: string): Promise<JsonObject> {
  const parser = refParserInFolder(file);
  try {
    return (await SwaggerParser.bundle(file, parser.options)) as JsonObject;
  } catch (error) {
    throw parser.refusal() ?? error;
  }
}

/** The embedded mock on this document, appending to the run's log. */
const embeddedMock = (document: JsonObject, logFile: string): Promise<RunMock> =>
  startPrism({ document, logFile, logFlags: 'a' });

async function probeOperations(
  baseUrl: string,
  document: JsonObject,
  ajv: DocumentAjv,
  concurrency: number,
): Promise<CoverageRow[]> {
  const operations = listOperations(document);
  const counts = new Map<string, number>();
  for (const entry of operations) counts.set(operationKey(entry), (counts.get(operationKey(entry)) ?? 0) + 1);
  // A duplicated operationId (a defect generate reports) must not hide one of the two operations.
  const keyOf = (entry: OperationEntry) =>
    counts.get(operationKey(entry))! > 1
      ? `${operationKey(entry)} (${entry.method.toUpperCase()} ${entry.path})`
      : operationKey(entry);
  const rows: CoverageRow[] = new Array(operations.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < operations.length; index = next++) {
      const entry = operations[index]!;
      const place = { key: keyOf(entry), method: entry.method.toUpperCase(), path: entry.path };
      const started = performance.now();
      try {
        const result = await probeOperation(baseUrl, document, ajv, entry);
        rows[index] = {
          kind: 'operation',
          ...place,
          durationMs: performance.now() - started,
          exercised: result.exercised,
          validated: result.exercised && !result.problems.some((p) => p.kind === 'client'),
          bodyValidated: result.exercised && result.problems.length === 0,
          proof: result.proof,
          proofDetails: result.details,
          problems: result.problems,
          statuses: result.statuses,
        };
      } catch (error) {
        // Whatever stopped the probe (a mock that keeps dropping the connection) is the run's problem.
        const why =
          error instanceof MockConnectionError ? error.message : `the run failed: ${(error as Error).message}`;
        const problems = [{ kind: 'run' as const, message: why.split('\n')[0]! }];
        rows[index] = {
          kind: 'operation',
          ...place,
          durationMs: performance.now() - started,
          exercised: false,
          validated: false,
          bodyValidated: false,
          problems,
        };
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return rows;
}

export async function runDocumentContract(options: DocumentRunOptions): Promise<DocumentRunResult> {
  const { document, logFile } = options;
  const ajv = createDocumentAjv(document, { lenient: true });
  let operations: CoverageRow[] = [];
  let mockFaults = 0;
  // A document with no operation (webhooks only, or nothing) needs no mock.
  if (listOperations(document).length > 0) {
    const guard = guardMock(logFile);
    try {
      const start = options.startMock ?? embeddedMock;
      const mock = await start(structuredClone(document), logFile).catch((error: unknown) => {
        throw new MockStartError(`the mock cannot serve this document: ${(error as Error).message.split('\n')[0]}`);
      });
      try {
        operations = await probeOperations(mock.url, document, ajv, options.concurrency ?? 8);
      } finally {
        await mock.close();
      }
    } finally {
      mockFaults = guard.faults();
      guard.restore();
    }
  }
  const validators = await webhookValidatorsOf(document);
  const webhooks = listWebhooks(document).map((entry) => {
    const started = performance.now();
    const row = probeWebhook(document, ajv, entry, validators);
    return { ...row, durationMs: performance.now() - started };
  });
  const rows = [...operations, ...webhooks];
  const unproven = (r: CoverageRow) => r.exercised && (r.proof === 'NOT VALIDATED' || r.proof === undefined);
  const blamed = (r: CoverageRow) => r.problems.some((p) => p.kind === 'client' || p.kind === 'document');
  return {
    rows,
    failed: rows.some((r) => unproven(r) || blamed(r)),
    incomplete: rows.some((r) => r.problems.some((p) => p.kind === 'run')),
    checked: rows.filter((r) => r.exercised).length,
    mockFaults,
  };
}
