/**
 * The bump drill (issue #10 §6): the whole maintainer pipeline, run for real on each document of
 * drills.ts, into a temporary folder: generate, type-check the client against what was generated,
 * `spec diff` against the previous drill, and the contract run against a mock of the document.
 * Every step runs as the command a maintainer types, so the exit codes and reports are the real ones.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Drill, drills, type Expected } from './drills.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DRILLS = import.meta.dirname;
const require = createRequire(join(ROOT, 'package.json'));
const TSX = require.resolve('tsx');
const TSC = require.resolve('typescript/bin/tsc');

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'bump-drill-'));
  // The type-check resolves openapi-fetch and @types/node from the repository's own install.
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  status: number | null;
  output: string;
}

/** Runs `node [--import tsx] <args>` from the repository root, as `npm run` would. */
function run(args: string[], { typescript = true } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(typescript ? ['--import', TSX] : []), ...args], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

function expectOutcome(step: string, result: Run, expected: Expected): void {
  const context = `${step} printed:\n${result.output.slice(-4000)}`;
  expect(result.status, context).toBe(expected.exit);
  for (const pattern of expected.prints ?? []) expect(result.output, context).toMatch(pattern);
  for (const pattern of expected.never ?? []) expect(result.output, context).not.toMatch(pattern);
}

const path = (file: string): string => join(DRILLS, file);

function generate(drill: Drill, out: string, overlay?: string): Promise<Run> {
  const args = ['scripts/generate/index.ts', '--document', path(drill.file), '--out', out];
  return run(overlay === undefined ? args : [...args, '--overlay', path(overlay)]);
}

/** A project holding a copy of src/ beside the drill's generated/, so the client compiles against it. */
function writeUsageProject(dir: string, usage: string): string {
  cpSync(join(ROOT, 'src'), join(dir, 'src'), { recursive: true, filter: (from) => !/\.test(-d)?\.ts$/.test(from) });
  // ESM, as the repository is: the copied src/ uses import/export with NodeNext resolution.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(join(dir, 'usage.ts'), `import { createClient } from './src/client/index.js';\n${usage}\n`);
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    verbatimModuleSyntax: true,
    noEmit: true,
    types: ['node'],
    typeRoots: [join(work, 'node_modules', '@types')],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['usage.ts'] }));
  return join(dir, 'tsconfig.json');
}

describe.each(drills)('bump drill $file', (drill) => {
  const dir = (): string => join(work, drill.file.replace(/\.yaml$/, ''));

  it(`generate: exit ${drill.generate.exit}${drill.overlay ? ', then with the overlay' : ''}`, async () => {
    mkdirSync(dir(), { recursive: true });
    const out = join(dir(), 'generated');
    expectOutcome('generate', await generate(drill, out), drill.generate);
    // A refused document leaves nothing behind: the pre-flight runs before any file is written.
    if (drill.generate.exit !== 0) expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
    if (drill.overlay) {
      expectOutcome('generate --overlay', await generate(drill, out, drill.overlay.file), drill.overlay.generate);
    }
    if ((drill.overlay?.generate ?? drill.generate).exit === 0) {
      expect(readdirSync(out)).toEqual(expect.arrayContaining(['openapi.json', 'operations.ts', 'schema.d.ts']));
    }
  }, 60_000);

  // Steps a drill does not list are not registered at all, rather than reported as skipped.
  const { usage, diff, contract } = drill;
  if (usage !== undefined)
    it('the generated client type-checks as a maintainer would use it', async () => {
      const tsconfig = writeUsageProject(dir(), usage);
      const result = await run([TSC, '-p', tsconfig], { typescript: false });
      expect(result.status, result.output).toBe(0);
    }, 60_000);

  if (diff !== undefined)
    it(`spec diff against ${drill.previous}`, async () => {
      const result = await run(['src/cli/index.ts', 'spec', 'diff', path(drill.previous ?? ''), path(drill.file)]);
      expectOutcome('spec diff', result, diff);
    }, 30_000);

  if (contract !== undefined)
    it('the contract run against a mock of the document', async () => {
      const result = await run(['src/cli/index.ts', 'contract', '--document', path(drill.file)]);
      expectOutcome('contract', result, contract);
    }, 180_000);
});
