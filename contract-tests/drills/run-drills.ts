/**
 * The drill runner (issue #10 §6, issue 24): the whole maintainer pipeline, run for real on each document
 * of a list from drills.ts, into a temporary folder: generate, type-check the client against what was generated,
 * `spec diff` against the previous drill, and the contract run against a mock of the document.
 * Every step runs as a command, so the exit codes and reports are the real ones. To keep `npm test`
 * lean, each step runs for two drills at a time, every consumer of a list is type-checked by one tsc
 * run (after all of them were generated), and the corpus is split over two test files (drills.test.ts,
 * shapes.test.ts).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, type ScriptOptions, type ScriptRun } from '../../src/cli/spec-bump/run-script.js';
import type { Drill, Expected } from './drills.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DRILLS = import.meta.dirname;
const require = createRequire(join(ROOT, 'package.json'));
const TSC = require.resolve('typescript/bin/tsc');

export function runDrills(drills: readonly Drill[]): void {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'bump-drill-'));
    // The type-check resolves openapi-fetch and @types/node from the repository's own install.
    symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** Runs `node [--import tsx] <args>` from the repository root, as `npm run` would. */
  const run = (args: string[], options?: ScriptOptions): Promise<ScriptRun> => runScript(ROOT, ROOT, args, options);

  function expectOutcome(step: string, result: ScriptRun, expected: Expected): void {
    const context = `${step} printed:\n${result.output.slice(-4000)}`;
    expect(result.status, context).toBe(expected.exit);
    for (const pattern of expected.prints ?? []) expect(result.output, context).toMatch(pattern);
    for (const pattern of expected.never ?? []) expect(result.output, context).not.toMatch(pattern);
  }

  const path = (file: string): string => join(DRILLS, file);

  function generate(drill: Drill, out: string, overlay?: string): Promise<ScriptRun> {
    const args = ['scripts/generate/index.ts', '--document', path(drill.file), '--out', out];
    return run(overlay === undefined ? args : [...args, '--overlay', path(overlay)]);
  }

  /** A project holding a copy of src/ beside the drill's generated/, so the client compiles against it. */
  function writeUsageProject(dir: string, usage: string): string {
    const imports = usage.split('\n').filter((line) => /^\s*import /.test(line));
    const body = usage.split('\n').filter((line) => !/^\s*import /.test(line));
    cpSync(join(ROOT, 'src'), join(dir, 'src'), { recursive: true, filter: (from) => !/\.test(-d)?\.ts$/.test(from) });
    // ESM, as the repository is: the copied src/ uses import/export with NodeNext resolution.
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    const header = ["import { createClient } from './src/client/index.js';", ...imports.map((l) => l.trim())];
    writeFileSync(join(dir, 'usage.ts'), `${header.join('\n')}\n${body.join('\n')}\n`);
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
    return join(dir, 'usage.ts');
  }

  const dir = (drill: Drill): string => join(work, drill.file.replace(/\.yaml$/, ''));
  const named = (list: readonly Drill[]) => list.map((drill) => [drill.file, drill] as const);

  // Each step runs for every drill, up to the drills project's maxConcurrency at a time (the steps are
  // whole commands: most of their time is spent in other processes). Steps a drill does not list are
  // not registered at all, rather than reported as skipped.
  describe('generate', () => {
    it.concurrent.each(named(drills))(
      '%s',
      async (_file, drill) => {
        mkdirSync(dir(drill), { recursive: true });
        const out = join(dir(drill), 'generated');
        expectOutcome('generate', await generate(drill, out), drill.generate);
        // A refused document leaves nothing behind: the pre-flight runs before any file is written.
        if (drill.generate.exit !== 0) expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
        if (drill.overlay) {
          expectOutcome('generate --overlay', await generate(drill, out, drill.overlay.file), drill.overlay.generate);
        }
        if ((drill.overlay?.generate ?? drill.generate).exit === 0) {
          expect(readdirSync(out)).toEqual(expect.arrayContaining(['openapi.json', 'operations.ts', 'schema.d.ts']));
        }
      },
      120_000,
    );
  });

  describe('every drill consumer', () => {
    it("type-checks against its drill's generated client, as a maintainer would use it (one tsc run)", async () => {
      const usages = drills.flatMap((drill) =>
        drill.usage === undefined ? [] : [writeUsageProject(dir(drill), drill.usage)],
      );
      const { compilerOptions } = JSON.parse(readFileSync(join(usages[0]!, '..', 'tsconfig.json'), 'utf8'));
      const tsconfig = join(work, 'tsconfig.consumers.json');
      writeFileSync(tsconfig, JSON.stringify({ compilerOptions, files: usages }));
      const result = await run([TSC, '-p', tsconfig], { typescript: false });
      // Each error names its drill's folder, so a failure reads like the per-drill check it replaces.
      expect(result.status, result.output.replaceAll(work, '<drills>')).toBe(0);
    }, 180_000);
  });

  const diffed = drills.filter((d) => d.diff !== undefined);
  if (diffed.length > 0)
    describe('spec diff against the previous drill', () => {
      it.concurrent.each(named(diffed))(
        '%s',
        async (_file, drill) => {
          const result = await run(['src/cli/index.ts', 'spec', 'diff', path(drill.previous ?? ''), path(drill.file)]);
          expectOutcome('spec diff', result, drill.diff!);
        },
        60_000,
      );
    });

  describe('the contract run against a mock of the document', () => {
    it.concurrent.each(named(drills.filter((d) => d.contract !== undefined)))(
      '%s',
      async (_file, drill) => {
        const result = await run(['src/cli/index.ts', 'contract', '--document', path(drill.file)]);
        expectOutcome('contract', result, drill.contract!);
      },
      180_000,
    );
  });
}
