/**
 * `contract --document <file>`: the contract run on any OpenAPI document, in this process, from
 * the document alone (contract-tests/support/document-run.ts). It is bundled into the published
 * CLI, so it works from an installed package as from a clone; it needs the optional peers the mock
 * needs (Prism) and @apidevtools/swagger-parser, and says so when one is missing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliError } from '../cli-error.js';
import type { ContractResults } from '../report/contract-results.js';

const PEERS =
  '@apidevtools/swagger-parser@13.0.0 @stoplight/prism-http-server@5.12.2 @stoplight/prism-http@5.12.0 @stoplight/prism-core@5.8.0';

async function loadRun() {
  try {
    const [run, results] = await Promise.all([
      import('../../../contract-tests/support/document-run.js'),
      import('../../../contract-tests/support/document-results.js'),
    ]);
    return { ...run, ...results };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND';
    if (!missing) throw error;
    throw new CliError(`contract --document needs the optional peers: npm install --save-dev ${PEERS}`, 2);
  }
}

const firstLine = (text: string) => text.split('\n')[0]?.trim() ?? text;

export async function runDocument(file: string): Promise<ContractResults> {
  const { documentResults, MockStartError, readContractDocument, runDocumentContract } = await loadRun();
  const started = performance.now();
  let document: Awaited<ReturnType<typeof readContractDocument>>;
  try {
    document = await readContractDocument(file);
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${firstLine((error as Error).message)}`, 2);
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
  // The mock's log is kept only to explain a failure.
  if (results.verdict === 'failed') results.notes.push(`The mock's log: ${logFile}`);
  else rmSync(runDir, { recursive: true, force: true });
  return results;
}
