/**
 * `npm test`: the project's checks in order, one line each, stopping at the first failure, then one
 * verdict line, e.g.
 * `npm test: generate-check, lint-spec, typecheck, lint, imports, links, vitest (614 passed), package, …, proof — all passed`.
 * How output is held back or shown is in scripts/test-all/run-stages.ts. `--verbose` (or
 * `TEST_VERBOSE=1`) streams every stage's output as it runs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runStages, type Stage } from './test-all/run-stages.js';

const scratch = mkdtempSync(join(tmpdir(), 'gcs2s-test-all-'));
const vitestReport = join(scratch, 'vitest.json');

/** Vitest's JSON reporter gives the counts; its default reporter still prints for a failure. */
function vitestSummary(): string {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as { numPassedTests: number; numPendingTests: number };
  const skipped = report.numPendingTests > 0 ? `, ${report.numPendingTests} skipped` : '';
  return `${report.numPassedTests} passed${skipped}`;
}

const npmRun = (...script: string[]) => ['npm', 'run', '--silent', ...script];

const STAGES: Stage[] = [
  { name: 'generate-check', command: npmRun('generate', '--', '--check') },
  { name: 'lint-spec', command: npmRun('lint:spec') },
  { name: 'typecheck', command: npmRun('typecheck') },
  // Biome: formatting and lint of the hand-written code (biome.jsonc); warnings fail too.
  { name: 'lint', command: npmRun('lint') },
  // dependency-cruiser (.dependency-cruiser.cjs): the layers of src/, no cycle, nothing in src/
  // importing contract-tests/ or scripts/, no entry reaching the emulator.
  { name: 'imports', command: npmRun('lint:imports') },
  // remark-validate-links (.remarkrc.mjs): every relative link and #anchor in the Markdown resolves.
  { name: 'links', command: npmRun('lint:links') },
  {
    name: 'vitest',
    command: npmRun('test:vitest', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`),
    summary: vitestSummary,
  },
  { name: 'package', command: npmRun('check:package') },
  // After the package stage, which builds dist/: Bun, Deno and workerd run the built package.
  { name: 'runtimes', command: npmRun('test:runtimes') },
  { name: 'docs', command: npmRun('docs') },
  // Exactly once across four receiver processes and one rate limit across three clients, on the
  // real Redis and PostgreSQL (about a minute, so it runs once, last).
  { name: 'proof', command: npmRun('test:proof') },
];

try {
  const verbose = process.argv.includes('--verbose') || process.env.TEST_VERBOSE === '1';
  const passed = await runStages(STAGES, { cwd: resolve(import.meta.dirname, '..'), verbose });
  if (!passed) process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
