/**
 * Type-checks the blocks of the README and the guides (docs/*.md) against the package source, and
 * runs the ones marked `run`.
 *
 * Each block becomes its own ES module (preamble, then the block, then `export {}`), type-checked
 * in one TypeScript program for every file, with the project's tsconfig; `game-commerce-s2s` and its
 * subpaths resolve to `src/` (PACKAGE_SOURCES), so a snippet is checked against the code as it is
 * now, not a stale build. Every message names the Markdown file and line it comes from
 * (`docs/client.md:52`).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { ReadmeBlock } from './extract-blocks.js';

const root = resolve(import.meta.dirname, '../..');

/** Where each import path of the package lives in this repository (package.json `exports`). */
export const PACKAGE_SOURCES: Readonly<Record<string, string>> = {
  'game-commerce-s2s': 'src/index.ts',
  'game-commerce-s2s/webhooks': 'src/webhooks/index.ts',
  'game-commerce-s2s/testing': 'src/testing/index.ts',
  'game-commerce-s2s/schema': 'src/schema.ts',
  'game-commerce-s2s/stores/redis': 'src/stores/redis/index.ts',
  'game-commerce-s2s/stores/postgres': 'src/stores/postgres/index.ts',
  'game-commerce-s2s/openapi.json': 'generated/openapi.json',
  'game-commerce-s2s/emulator': 'src/emulator/index.ts',
};

/**
 * The base URL the README and the guides use for "your service". A block that runs is pointed at the mock by
 * replacing it, so the snippet a reader copies is exactly the one that ran.
 */
export const README_BASE_URL = 'https://api.example.com/your-prefix';

/** The block as one module: preamble, block, and `export {}` so top-level await is allowed. */
export function moduleText(block: ReadmeBlock): string {
  return `${block.preamble === '' ? '' : `${block.preamble}\n`}${block.code}\nexport {};\n`;
}

/** Maps a 0-based line of the module back to the line of its Markdown file. */
export function readmeLine(block: ReadmeBlock, moduleLine: number): string {
  const preambleLines = block.preamble === '' ? 0 : block.preamble.split('\n').length;
  if (moduleLine < preambleLines) {
    return `${block.preambleLine! + moduleLine} (preamble of the block at line ${block.line})`;
  }
  const codeLine = moduleLine - preambleLines;
  return codeLine < block.code.split('\n').length ? String(block.line + 1 + codeLine) : `${block.line} (end of block)`;
}

/**
 * The project's own files, parsed once per test process: the README test and the extractor's
 * tests build several programs over the same source, and parsing it is most of the cost.
 */
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const paths = Object.fromEntries(Object.entries(PACKAGE_SOURCES).map(([name, file]) => [name, [join(root, file)]]));
  return { ...parsed!.options, noEmit: true, paths };
}

/** The blocks of one Markdown file, named as messages should name it (`docs/client.md`). */
export interface MarkdownBlocks {
  name: string;
  blocks: readonly ReadmeBlock[];
}

/** A module name for a block that no other file's block shares (`docs-client-md-line-52.ts`). */
export function moduleName(markdownName: string, block: ReadmeBlock): string {
  return `${markdownName.replace(/[^A-Za-z0-9]+/g, '-')}-line-${block.line}.ts`;
}

/**
 * Type-checks every block; returns one message per error, e.g.
 * `README.md:52: TS2304 Cannot find name 'res'.` An empty list means every block compiles.
 */
export function typeCheckBlocks(blocks: readonly ReadmeBlock[], readmeName = 'README.md'): string[] {
  return typeCheckMarkdown([{ name: readmeName, blocks }]);
}

/**
 * Type-checks the blocks of several Markdown files in one program (one parse of `src/` for all),
 * e.g. `docs/client.md:52: TS2304 Cannot find name 'res'.`
 */
export function typeCheckMarkdown(markdownFiles: readonly MarkdownBlocks[]): string[] {
  // Virtual files in a folder of the repository, so node_modules, package.json `type` and the
  // tsconfig apply to them as to any project file; nothing is written to disk.
  const files = new Map(
    markdownFiles.flatMap(({ name, blocks }) =>
      blocks.map((block) => [join(root, '.readme-blocks', moduleName(name, block)), { name, block }] as const),
    ),
  );
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => (files.has(file) ? moduleText(files.get(file)!.block) : readFile.call(host, file));
  host.getSourceFile = (file, language, ...rest) => {
    if (files.has(file)) return ts.createSourceFile(file, moduleText(files.get(file)!.block), language);
    const key = `${file}\0${JSON.stringify(language)}`;
    if (!parsedFiles.has(key)) parsedFiles.set(key, getSourceFile.call(host, file, language, ...rest));
    return parsedFiles.get(key);
  };
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host });
  const messages: string[] = [];
  for (const [file, { name, block }] of files) {
    const source = program.getSourceFile(file)!;
    for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
      messages.push(`${name}:${readmeLine(block, line)}: TS${diagnostic.code} ${text}`);
    }
  }
  return messages;
}

/** Rewrites the package's import paths to relative paths into the source, from `fromDir`. */
export function toSourceImports(code: string, fromDir: string): string {
  return code.replace(/(['"])(game-commerce-s2s(?:\/[\w.-]+)*)\1/g, (whole, quote: string, name: string) => {
    const file = PACKAGE_SOURCES[name];
    if (!file) return whole;
    const target = relative(fromDir, join(root, file)).replace(/\.ts$/, '.js');
    return `${quote}${target.startsWith('.') ? target : `./${target}`}${quote}`;
  });
}

/**
 * Runs a block (marked `run`) as a module against `baseUrl`: README_BASE_URL is replaced by it and
 * the package's imports point at the source. Resolves when the module's top level has finished.
 * The module is named after its Markdown file and line: two files' blocks on the same line are two
 * modules, not one imported twice (an import of a URL already loaded would not run it again).
 */
export async function runBlock(block: ReadmeBlock, baseUrl: string, markdownName = 'README.md'): Promise<void> {
  const file = join(root, 'scripts/readme/.run', moduleName(markdownName, block));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, toSourceImports(moduleText(block), dirname(file)).replaceAll(README_BASE_URL, baseUrl));
  try {
    await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}
