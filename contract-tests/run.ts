/**
 * The contract suite run (what `contract` spawns: `npm start`, `npm run contract:live`):
 * the vitest `contract` project against the embedded Prism mock, or with CONTRACT_LIVE=1 a real
 * environment through a validating Prism proxy, or with `--target emulator` the same suite (the
 * `contract-emulator` project) against the emulator (src/emulator/), folded into
 * `ContractResults` (suite-results.ts).
 *
 * `--results <file>`: write the results there as JSON for the command to report (the table, the
 * `--reporter` formats); without it, print the table here. Exit 0 when the verdict is `passed`, 1
 * when it is `failed`, 2 when the run could not happen.
 */
import { parseArgs } from 'node:util';
import type { Reporter } from 'vitest/node';
import { useColor } from './commands/color.js';
import type { ContractResults } from './report/contract-results.js';
import { formatContractTable } from './report/format-contract-table.js';
import { writeFileAtomic } from '../src/cli/report/write-report.js';
import { loadDocument } from './support/document.js';
import { COVERAGE_FILE, EMULATOR_COVERAGE_FILE } from './support/paths.js';
import { type FailedTest, readRecords, skippedResults, suiteResults } from './support/suite-results.js';
import { liveSkipReason } from './support/target.js';

const firstLine = (text: string) => text.split('\n').find((line) => line.trim() !== '') ?? text;

/** Collects what vitest says failed, through the public reporter API. */
function failureCollector() {
  const failedTests: FailedTest[] = [];
  const errors: string[] = [];
  const reporter: Reporter = {
    onTestRunEnd(testModules, unhandledErrors) {
      for (const module of testModules) {
        for (const error of module.errors()) errors.push(`${module.relativeModuleId}: ${firstLine(error.message)}`);
        for (const test of module.children.allTests()) {
          const result = test.result();
          if (result.state !== 'failed') continue;
          const message = firstLine(result.errors?.[0]?.message ?? 'failed');
          failedTests.push({ id: test.id, name: test.fullName, message });
        }
      }
      for (const error of unhandledErrors)
        errors.push(`unhandled: ${firstLine(String((error as Error)?.message ?? error))}`);
    },
  };
  return { reporter, failedTests, errors };
}

/** The vitest project, results file and name of each target the suite runs against. */
const TARGETS = {
  mock: { project: 'contract', coverage: COVERAGE_FILE, against: 'embedded Prism mock', notMade: {} },
  emulator: {
    project: 'contract-emulator',
    coverage: EMULATOR_COVERAGE_FILE,
    against: 'embedded emulator',
    // The recorded fixtures do not depend on the target; the mock run checks them once.
    notMade: { fixture: 'the recorded fixtures are checked by the mock run (contract)' },
    // The emulator is made to answer every status each operation declares (emulator/statuses.test.ts).
    everyStatus: true,
  },
} as const;

async function runSuite(targetName: keyof typeof TARGETS): Promise<ContractResults> {
  const live = process.env.CONTRACT_LIVE === '1';
  if (live && targetName !== 'mock') throw new Error('--target emulator cannot be combined with a live run');
  const target = live ? 'live' : targetName;
  const against = live ? 'live, through prism proxy' : TARGETS[targetName].against;
  const document = loadDocument();
  const skipped = live ? liveSkipReason() : undefined;
  if (skipped) return skippedResults(document, skipped, { target, against });
  const started = performance.now();
  const { startVitest } = await import('vitest/node');
  const collected = failureCollector();
  const vitest = await startVitest('test', [], {
    project: [TARGETS[targetName].project],
    run: true,
    watch: false,
    reporters: ['default', collected.reporter],
  });
  await vitest.close();
  // Vitest sets a failing exit code for errors it prints but no test carries (a global setup that threw).
  if (process.exitCode === 1 && collected.failedTests.length === 0 && collected.errors.length === 0)
    collected.errors.push('vitest reported a failure outside any test (see its output above)');
  process.exitCode = 0;
  return suiteResults(document, readRecords(TARGETS[targetName].coverage), {
    target,
    against,
    durationSeconds: (performance.now() - started) / 1000,
    failedTests: collected.failedTests,
    errors: collected.errors,
    notMade: TARGETS[targetName].notMade,
    everyStatus: 'everyStatus' in TARGETS[targetName],
  });
}

// Vitest (tinyrainbow) colours a pipe unless told; the colour decision is made once (color.ts).
if (!useColor({ isTTY: process.stdout.isTTY })) {
  delete process.env.FORCE_COLOR;
  process.env.NO_COLOR = '1';
}
const { values } = parseArgs({ options: { results: { type: 'string' }, target: { type: 'string' } } });
const targetName = values.target ?? 'mock';
(targetName in TARGETS
  ? runSuite(targetName as keyof typeof TARGETS)
  : Promise.reject(new Error(`unknown --target ${targetName}: use mock or emulator`))
).then(
  async (results) => {
    if (values.results) await writeFileAtomic(values.results, `${JSON.stringify(results, null, 2)}\n`);
    else console.log(`\n${formatContractTable(results)}`);
    process.exit(results.verdict === 'passed' ? 0 : 1);
  },
  (error: unknown) => {
    console.error(`the contract run could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
