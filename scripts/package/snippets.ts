/**
 * The README's and the guides' TypeScript blocks as a user meets them: copied into a project that
 * installed the packed tarball, and type-checked there with TypeScript 5.9 and 7.0, as ES modules and
 * as CommonJS. scripts/readme/ checks the same blocks against src/; only this check sees what the
 * build ships (a type that lives in a file the build leaves out, a declaration merged into a module
 * that is not published). Used by check-package.ts; a failure names the Markdown file and line.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT, userDocs } from '../docs/markdown-files.js';
import { moduleName, moduleText, readmeLine } from '../readme/check-blocks.js';
import { extractTypeScriptBlocks, type ReadmeBlock } from '../readme/extract-blocks.js';

/** The folders the blocks are written to: an ES module package's files, and CommonJS ones. */
export const MODULE_SYSTEMS = ['esm', 'cjs'] as const;
export type ModuleSystem = (typeof MODULE_SYSTEMS)[number];

/** What the blocks import besides this package and Node, installed beside the tarball at the locked versions. */
export const SNIPPET_PACKAGES = [
  'express',
  '@types/express',
  'fastify',
  'hono',
  'pino',
  'pg',
  '@types/pg',
  '@opentelemetry/api',
  '@opentelemetry/core',
  '@opentelemetry/sdk-trace-base',
] as const;

/**
 * A block in CommonJS cannot await at its top level; the README says to put such calls inside an
 * async function, which is the only change a CommonJS reader makes, so this one diagnostic is
 * not held against the block there.
 */
const TOP_LEVEL_AWAIT_IN_COMMONJS = new Set(['TS1309']);

export interface SnippetProject {
  /** The folder holding the tsconfig.json, and the blocks' modules in `esm/` and `cjs/`. */
  dir: string;
  /** Module file (relative to `dir`, e.g. `cjs/README-md-line-81.ts`) → the Markdown file and block it holds. */
  blocks: Map<string, { name: string; block: ReadmeBlock; system: ModuleSystem }>;
}

/**
 * Writes every block of the README and the guides twice into `dir` (inside the consumer project): as
 * an ES module under `esm/` and as CommonJS under `cjs/`, with one tsconfig for both, so one
 * compiler run (which reads the package's declarations once) checks the two.
 */
export function writeSnippetProject(dir: string): SnippetProject {
  const blocks = new Map<string, { name: string; block: ReadmeBlock; system: ModuleSystem }>();
  for (const system of MODULE_SYSTEMS) {
    mkdirSync(join(dir, system), { recursive: true });
    // NodeNext takes each file's module system from the nearest package.json.
    writeFileSync(
      join(dir, system, 'package.json'),
      JSON.stringify({ type: system === 'esm' ? 'module' : 'commonjs' }),
    );
    for (const name of userDocs()) {
      for (const block of extractTypeScriptBlocks(readFileSync(join(REPOSITORY_ROOT, name), 'utf8'))) {
        const file = `${system}/${moduleName(name, block)}`;
        writeFileSync(join(dir, file), moduleText(block));
        blocks.set(file, { name, block, system });
      }
    }
  }
  const compilerOptions = {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    resolveJsonModule: true,
    types: ['node'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [...blocks.keys()] }, null, 2));
  return { dir, blocks };
}

const DIAGNOSTIC = /^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/;

/**
 * The errors of `tsc -p <dir> --pretty false` output, each named by the Markdown line it comes
 * from and the module system (`docs/testing-your-integration.md:52 (cjs): TS2339 Property 'pay'
 * does not exist ...`); an error in
 * another file (the package's declarations) is named by its path in the consumer project.
 */
export function snippetErrors(output: string, project: SnippetProject): string[] {
  const errors: string[] = [];
  for (const line of output.split('\n')) {
    const match = DIAGNOSTIC.exec(line.trim());
    if (!match) {
      // A continuation line of the previous message, or tsc's own complaint (no diagnostic shape).
      if (line.startsWith(' ') && errors.length > 0) errors[errors.length - 1] += ` ${line.trim()}`;
      else if (/error/i.test(line)) errors.push(line.trim());
      continue;
    }
    const [, file, lineNumber, code, message] = match as unknown as [string, string, string, string, string];
    const source = project.blocks.get(file); // tsc runs in the project's folder: paths are relative to it
    if (source?.system === 'cjs' && TOP_LEVEL_AWAIT_IN_COMMONJS.has(code)) continue;
    const where = source
      ? `${source.name}:${readmeLine(source.block, Number(lineNumber) - 1)} (${source.system})`
      : `${file}:${lineNumber}`;
    errors.push(`${where}: ${code} ${message}`);
  }
  return errors;
}
