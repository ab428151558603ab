/**
 * `contract --document <file>`: the contract run on any OpenAPI document, in this process, from
 * the document alone (contract-tests/support/document-run.ts). It is bundled into the published
 * CLI (a chunk loaded only by this command), so it works from an installed package as from a
 * clone; it needs the optional peers the mock needs (Prism) and @apidevtools/swagger-parser.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentResults } from '../../../contract-tests/support/document-results.js';
import {
  MockStartError,
  readContractDocument,
  runDocumentContract,
} from '../../../contract-tests/support/document-run.js';
import { CliError } from '../cli-error.js';
import { cannotRead } from '../document/document-input-error.js';
import type { ContractResults } from '../report/contract-results.js';

export async function runDocument(file: string): Promise<ContractResults> {
  const started = performance.now();
  let document: Awaited<ReturnType<typeof readContractDocument>>;
  try {
    document = await readContractDocument(file);
  } catch (error) {
    throw new CliError(cannotRead(file, error), 2);
  }
  const runDir = mkdtempSync(join(tmpdir(), 'contract-run-'));
  const logFile = join(runDir, 'prism.log');
  const run = await runDocumentContract({ document, logFile }).catch((error: unknown) => error as Error);
  if (run instanceof MockStartError) throw new CliError(`${run.message} (its log: ${logFile})`, 2);
  if (run instanceof Error) {
    rmSync(runDir, { recursive: true, force: true });
    throw run;
  }
  const results = documentResults(document, file, run, (performance.now() - started) / 1000);
  // The mock's log is kept only to explain a failure (a document with no operation starts no mock).
  if (results.verdict === 'failed' && existsSync(logFile)) results.notes.push(`The mock's log: ${logFile}`);
  else rmSync(runDir, { recursive: true, force: true });
  return results;
}
