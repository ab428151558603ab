/**
 * `npm start` (and `npm run contract:live` with CONTRACT_LIVE=1): the contract suite, then the
 * coverage table of every operation and webhook. Exits non-zero when a test failed or an operation
 * was not proven validated. `run.ts --target emulator` runs the same suite against the emulator
 * (src/emulator/) instead of the Prism mock.
 *
 * `run.ts --document <file>` (what `contract --document` spawns): the contract run on any OpenAPI
 * document, from the document alone (support/document-run.ts). Exit 0 when every operation passed
 * and was proven validated, 1 when one did not, 2 when the document cannot be read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { coverageRows, formatCoverage } from './support/coverage.js';
import { loadDocument } from './support/document.js';
import { MockStartError, readContractDocument, runDocumentContract } from './support/document-run.js';
import { COVERAGE_FILE, EMULATOR_COVERAGE_FILE, FIXTURES_DIR } from './support/paths.js';
import { liveSkipReason } from './support/target.js';

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/** The vitest project, results file and name of each target the suite runs against. */
const TARGETS = {
  mock: { project: 'contract', coverage: COVERAGE_FILE, label: 'embedded Prism mock' },
  emulator: { project: 'contract-emulator', coverage: EMULATOR_COVERAGE_FILE, label: 'embedded emulator' },
} as const;

async function runSuite(targetName: keyof typeof TARGETS): Promise<number> {
  const live = process.env.CONTRACT_LIVE === '1';
  if (live && targetName !== 'mock') {
    console.error('--target emulator cannot be combined with a live run');
    return 2;
  }
  const target = TARGETS[targetName];
  if (live) {
    const reason = liveSkipReason();
    if (reason) {
      console.log(reason);
      return 0;
    }
  }
  const started = performance.now();
  const { startVitest } = await import('vitest/node'); // not loaded by --document runs, which do not need it
  const vitest = await startVitest('test', [], { project: [target.project], run: true, watch: false });
  const failed = vitest.state.getCountOfFailedTests() > 0 || process.exitCode === 1;
  await vitest.close();

  const rows = coverageRows(loadDocument(), target.coverage, FIXTURES_DIR);
  const against = live ? 'live, through prism proxy' : target.label;
  console.log(`\nContract coverage (${against}; ${seconds(started)} s including start-up):\n`);
  console.log(formatCoverage(rows));
  return failed || rows.some((r) => r.proof === 'NOT VALIDATED') ? 1 : 0;
}

async function runDocument(file: string): Promise<number> {
  const started = performance.now();
  let document: Awaited<ReturnType<typeof readContractDocument>>;
  try {
    document = await readContractDocument(file);
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  const runDir = mkdtempSync(join(tmpdir(), 'contract-run-'));
  const logFile = join(runDir, 'prism.log');
  const result = await runDocumentContract({ document, logFile }).catch((error: unknown) => error as Error);
  if (result instanceof MockStartError) {
    console.error(`${result.message} (its log: ${logFile})`);
    return 2;
  }
  if (result instanceof Error) throw result;
  const { info } = document;
  const title = `${info?.title ?? 'untitled'} ${info?.version ?? ''}`.trim();
  console.log(`\nContract coverage of ${file}`);
  console.log(`(${title}; embedded Prism mock; ${seconds(started)} s including Prism start-up):\n`);
  console.log(formatCoverage(result.rows));
  if (result.webhooks.length > 0) {
    console.log(`\n${result.webhooks.length} webhook(s) declared, not exercised: Prism does not serve webhooks,`);
    console.log("and this run's webhook checks are specific to the Game Commerce signature.");
  }
  // The mock's log is kept only to explain a failure.
  if (result.failed) console.log(`\nThe mock's log: ${logFile}`);
  else rmSync(runDir, { recursive: true, force: true });
  return result.failed ? 1 : 0;
}

const { values } = parseArgs({ options: { document: { type: 'string' }, target: { type: 'string' } } });
const document = values.document ?? process.env.CONTRACT_DOCUMENT;
const targetName = values.target ?? 'mock';

const runs = (): Promise<number> => {
  if (!(targetName in TARGETS)) {
    console.error(`unknown --target ${targetName}: use mock or emulator`);
    return Promise.resolve(2);
  }
  if (document && targetName !== 'mock') {
    console.error('--document runs against a mock of that document; it cannot be combined with --target emulator');
    return Promise.resolve(2);
  }
  return document ? runDocument(resolve(document)) : runSuite(targetName as keyof typeof TARGETS);
};

runs().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
