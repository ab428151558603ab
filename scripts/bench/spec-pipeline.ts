/**
 * `npx tsx scripts/bench/spec-pipeline.ts`: how long a maintainer waits at a spec bump on a
 * provider-sized document (synthetic-document.ts: 170 operations, 400 schemas), and on one split over
 * 2,003 files (multi-file-document.ts: 500 operations, relative `$ref`s between files, written into a
 * temporary folder by the bench itself). Times, as whole commands the way a maintainer runs them:
 * - `npm run generate -- --document <v1> --out <tmp>` (target under 10 s),
 * - `spec diff <v1> <v2>` (target under 2 s),
 * - `contract --document <v1>`, Prism start-up included (target under 60 s).
 * Generate and diff run ROUNDS times and the median is printed; the contract run once (it is long
 * and its variance is small next to its length). No assertions: timing belongs in a report.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeMultiFileDocument } from './multi-file-document.js';
import { buildSyntheticDocument } from './synthetic-document.js';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const root = join(import.meta.dirname, '..', '..');
const tsx = createRequire(join(root, 'package.json')).resolve('tsx');

interface Step {
  label: string;
  targetSeconds: number;
  args: string[];
  rounds: number;
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
  const v1 = join(dir, 'v1.json');
  const v2 = join(dir, 'v2.json');
  writeFileSync(v1, JSON.stringify(buildSyntheticDocument()));
  writeFileSync(v2, JSON.stringify(buildSyntheticDocument({ bumped: true })));
  const steps: Step[] = [
    {
      label: 'generate',
      targetSeconds: 10,
      args: ['scripts/generate/index.ts', '--document', v1, '--out', join(dir, 'generated')],
      rounds: ROUNDS,
    },
    { label: 'spec diff', targetSeconds: 2, args: ['src/cli/index.ts', 'spec', 'diff', v1, v2], rounds: ROUNDS },
    { label: 'contract run', targetSeconds: 60, args: ['src/cli/index.ts', 'contract', '--document', v1], rounds: 1 },
  ];
  const tree = writeMultiFileDocument(join(dir, 'tree-v1'));
  const bumpedTree = writeMultiFileDocument(join(dir, 'tree-v2'), { bumped: true });
  const multiFile: Step[] = [
    {
      label: 'generate',
      targetSeconds: 10,
      args: ['scripts/generate/index.ts', '--document', tree.root, '--out', join(dir, 'tree-generated')],
      rounds: ROUNDS,
    },
    {
      label: 'spec diff',
      targetSeconds: 2,
      args: ['src/cli/index.ts', 'spec', 'diff', tree.root, bumpedTree.root],
      rounds: ROUNDS,
    },
    {
      label: 'contract run',
      targetSeconds: 60,
      args: ['src/cli/index.ts', 'contract', '--document', tree.root],
      rounds: 1,
    },
  ];
  for (const [title, list] of [
    [`Synthetic document: 170 operations, 400 schemas (node ${process.version})`, steps],
    [`Multi-file document: ${tree.files} files, 500 operations (node ${process.version})`, multiFile],
  ] as const) {
    console.log(`\n${title}\n`);
    timeSteps(list);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function timeSteps(steps: readonly Step[]): void {
  for (const step of steps) {
    const runs = Array.from({ length: step.rounds }, () => time(step.args));
    const seconds = median(runs.map((run) => run.seconds));
    const statuses = [...new Set(runs.map((run) => run.status))].join(',');
    const verdict = seconds <= step.targetSeconds ? 'within' : 'OVER';
    console.log(
      `${step.label.padEnd(13)} ${seconds.toFixed(2).padStart(6)} s  (median of ${step.rounds}; exit ${statuses}; ` +
        `target ${step.targetSeconds} s: ${verdict})`,
    );
    if (runs.some((run) => run.status === 2 || run.status === null)) console.log(runs[0]?.output.slice(-2000));
  }
}
