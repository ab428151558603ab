/**
 * `npx tsx scripts/bench/spec-pipeline.ts`: how long a maintainer waits at a spec bump of our own
 * document, as whole commands the way they run them:
 * - `npm run generate -- --out <tmp>` on openapi/openapi.yaml, bundled from its files (target under 10 s),
 * - `spec diff openapi/released/openapi.json openapi/openapi.yaml`, the bump's gate (target under 2 s).
 * Each runs ROUNDS times and the median is printed. No assertions: timing belongs in a report.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const root = join(import.meta.dirname, '..', '..');
const tsx = createRequire(join(root, 'package.json')).resolve('tsx');

interface Step {
  label: string;
  targetSeconds: number;
  args: string[];
}

/** Runs `node --import tsx <args>` from the repository root; returns seconds and the exit code. */
function time(args: string[]): { seconds: number; status: number | null; output: string } {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', tsx, ...args], { cwd: root, encoding: 'utf8' });
  return { seconds: (performance.now() - started) / 1000, status: run.status, output: `${run.stdout}${run.stderr}` };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const dir = mkdtempSync(join(tmpdir(), 'spec-pipeline-'));
try {
  const steps: Step[] = [
    { label: 'generate', targetSeconds: 10, args: ['scripts/generate/index.ts', '--out', join(dir, 'generated')] },
    {
      label: 'spec diff',
      targetSeconds: 2,
      args: ['src/cli/index.ts', 'spec', 'diff', 'openapi/released/openapi.json', 'openapi/openapi.yaml'],
    },
  ];
  console.log(`\nOur document, openapi/openapi.yaml (node ${process.version})\n`);
  for (const step of steps) {
    const runs = Array.from({ length: ROUNDS }, () => time(step.args));
    const seconds = median(runs.map((run) => run.seconds));
    const statuses = [...new Set(runs.map((run) => run.status))].join(',');
    const verdict = seconds <= step.targetSeconds ? 'within' : 'OVER';
    console.log(
      `${step.label.padEnd(10)} ${seconds.toFixed(2).padStart(6)} s  (median of ${ROUNDS}; exit ${statuses}; ` +
        `target ${step.targetSeconds} s: ${verdict})`,
    );
    // Exit 1 from spec diff is a verdict (breaking changes since the release); 2 is a failure.
    if (runs.some((run) => run.status === 2 || run.status === null)) console.log(runs[0]?.output.slice(-2000));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
