/**
 * `npm test`: runs the project's checks in order, stops at the first failure, and ends with one
 * verdict line naming every stage that ran, e.g.
 * `npm test: generate-check, lint-spec, typecheck, vitest (590 passed), package, docs — all passed`.
 *
 * A passing stage prints one line; its own output (tool banners, npm's config warnings, Vitest's
 * file list) is held back because none of it needs reading when the stage passed. A failing stage
 * prints everything it wrote, stdout and stderr in the order written, before the verdict, so a
 * failure is never hidden. `--verbose` (or `TEST_VERBOSE=1`) streams every stage's output as it runs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Stage {
  name: string;
  /** An npm script and its arguments. */
  script: string[];
  /** A short result to print after the name, read once the stage passed. */
  summary?: () => string;
}

const root = resolve(import.meta.dirname, '..');
const verbose = process.argv.includes('--verbose') || process.env.TEST_VERBOSE === '1';
const scratch = mkdtempSync(join(tmpdir(), 'gcs2s-test-all-'));
const vitestReport = join(scratch, 'vitest.json');

/** Vitest's JSON reporter writes the counts; the default reporter still prints for a failure. */
function vitestSummary(): string {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as { numPassedTests: number; numPendingTests: number };
  const skipped = report.numPendingTests > 0 ? `, ${report.numPendingTests} skipped` : '';
  return `${report.numPassedTests} passed${skipped}`;
}

const STAGES: Stage[] = [
  { name: 'generate-check', script: ['generate', '--', '--check'] },
  { name: 'lint-spec', script: ['lint:spec'] },
  { name: 'typecheck', script: ['typecheck'] },
  {
    name: 'vitest',
    script: ['test:vitest', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    summary: vitestSummary,
  },
  { name: 'package', script: ['check:package'] },
  { name: 'docs', script: ['docs'] },
];

/** Runs one npm script; resolves with its exit code and everything it printed, interleaved. */
function run(script: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npm', ['run', '--silent', ...script], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', verbose ? 'inherit' : 'pipe', verbose ? 'inherit' : 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolvePromise({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }));
  });
}

const passed: string[] = [];
let failed: string | undefined;
try {
  for (const stage of STAGES) {
    const started = performance.now();
    const { code, output } = await run(stage.script);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      if (!verbose) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      console.log(`✗ ${stage.name} failed (exit ${code}, ${seconds} s): npm run ${stage.script.join(' ')}`);
      failed = stage.name;
      break;
    }
    const label = stage.summary ? `${stage.name} (${stage.summary()})` : stage.name;
    console.log(`✓ ${label} (${seconds} s)`);
    passed.push(label);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failed) {
  const notRun = STAGES.slice(passed.length + 1).map((stage) => stage.name);
  const before = passed.length > 0 ? `${passed.join(', ')} passed; ` : '';
  const after = notRun.length > 0 ? `; not run: ${notRun.join(', ')}` : '';
  console.log(`npm test: ${before}${failed} FAILED${after}`);
  process.exitCode = 1;
} else {
  console.log(`npm test: ${passed.join(', ')} — all passed`);
}
