/**
 * `npm run test:mutation`: Stryker on the modules that guard money and keys (stryker.config.mjs),
 * incrementally from the committed stryker-incremental.json, then the check that every survivor in
 * verification, the replay window, idempotency and redaction is listed as equivalent
 * (stryker.equivalent-mutants.txt, scripts/mutation/survivors.ts).
 *
 * Exits non-zero when the score is below `thresholds.break` (90 %) or a guarded survivor is not
 * listed. Arguments go to `stryker run`: `-- --force` re-tests every mutant, `-- --mutate <file>`
 * narrows the run while working on one module (the incremental file then keeps the other results).
 * `-- --check-only` re-checks the last report against the equivalents file without running Stryker.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { checkSurvivors, describeSurvivor, type MutationReport, parseEquivalents } from './survivors.js';

const root = resolve(import.meta.dirname, '../..');
const REPORT = join(root, 'reports/mutation/mutation.json');
const EQUIVALENTS = join(root, 'stryker.equivalent-mutants.txt');

const bin = join(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json'), '../bin/stryker.js');
// `--check-only`: check the last run's report against the equivalents file, without running Stryker.
const args = process.argv.slice(2);
if (!args.includes('--check-only')) {
  const stryker = spawnSync(process.execPath, [bin, 'run', ...args], { cwd: root, stdio: 'inherit' });
  if (stryker.status !== 0) {
    console.error(`stryker run failed (exit ${stryker.status ?? stryker.signal}): see above`);
    process.exit(stryker.status ?? 1);
  }
}

const report = JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport;
const equivalents = parseEquivalents(readFileSync(EQUIVALENTS, 'utf8'));
const { unlisted, listed, stale } = checkSurvivors(report, equivalents);
for (const equivalent of stale) {
  console.warn(`stryker.equivalent-mutants.txt:${equivalent.line} matches no survivor any more; remove it`);
}
if (unlisted.length > 0) {
  console.error(
    `\n${unlisted.length} mutant(s) survive in verification, the replay window, idempotency or redaction. ` +
      'Kill each with a test, or (only if no test could tell it apart) list it in stryker.equivalent-mutants.txt:',
  );
  for (const survivor of unlisted) console.error(`  line ${survivor.line}: ${describeSurvivor(survivor)}`);
  process.exit(1);
}
console.log(`\nguarded modules: every survivor (${listed.length}) is listed as equivalent`);
