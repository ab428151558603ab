/**
 * `npm start` (and `npm run contract:live` with CONTRACT_LIVE=1): the contract suite, then the
 * coverage table of every operation and webhook. Exits non-zero when a test failed.
 */
import { startVitest } from 'vitest/node';
import { coverageRows, formatCoverage } from './support/coverage.js';
import { loadDocument } from './support/document.js';
import { COVERAGE_FILE, FIXTURES_DIR } from './support/paths.js';
import { liveSkipReason } from './support/target.js';

async function main(): Promise<number> {
  const live = process.env.CONTRACT_LIVE === '1';
  if (live) {
    const reason = liveSkipReason();
    if (reason) {
      console.log(reason);
      return 0;
    }
  }
  const started = performance.now();
  const vitest = await startVitest('test', [], { project: ['contract'], run: true, watch: false });
  const failed = vitest.state.getCountOfFailedTests() > 0 || process.exitCode === 1;
  await vitest.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  console.log(`\nContract coverage (${live ? 'live, through prism proxy' : 'embedded Prism mock'}; ${seconds} s including Prism start-up):\n`);
  console.log(formatCoverage(coverageRows(loadDocument(), COVERAGE_FILE, FIXTURES_DIR)));
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
