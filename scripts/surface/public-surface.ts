/**
 * The package's public surface: every name each entry of package.json's `exports` gives a consumer
 * (values and types alike), read from its source file with the TypeScript compiler, as
 * `<entry> <name>` lines. public-surface.test.ts holds it to the committed public-surface.txt and
 * to the cap; `npm run surface:update` rewrites that file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');
export const SNAPSHOT = join(import.meta.dirname, 'public-surface.txt');
/** The most names the entries may export together. */
export const MAX_EXPORTS = 80;

/** Each `exports` entry with types, mapped from its built file (`./dist/webhooks.d.ts`) to its source. */
export function entrySources(): Map<string, string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import?: { types?: string } }>;
  };
  const tsup = readFileSync(join(ROOT, 'tsup.config.ts'), 'utf8');
  const entries = new Map<string, string>();
  for (const [entry, target] of Object.entries(pkg.exports)) {
    const types = typeof target === 'object' ? target.import?.types : undefined;
    if (types === undefined) continue;
    const built = types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '');
    // tsup.config.ts names each built file's source: `'stores/redis': 'src/stores/redis/index.ts'`.
    const source = new RegExp(`['"]?${built.replace('/', '\\/')}['"]?: '([^']+)'`).exec(tsup)?.[1];
    if (source === undefined) throw new Error(`tsup.config.ts names no source for ${entry} (${built})`);
    entries.set(entry, source);
  }
  return entries;
}

/** `<entry> <name>` for every exported name of every entry, sorted. */
export function publicSurface(): string[] {
  const entries = entrySources();
  const files = [...entries.values()].map((file) => join(ROOT, file));
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram(files, { ...config?.options, noEmit: true });
  const checker = program.getTypeChecker();
  const lines: string[] = [];
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(join(ROOT, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    if (symbol === undefined) throw new Error(`${file} is not a module`);
    for (const exported of checker.getExportsOfModule(symbol)) lines.push(`${entry} ${exported.getName()}`);
  }
  return lines.sort();
}

/** The committed snapshot's lines. */
export function snapshotLines(): string[] {
  return readFileSync(SNAPSHOT, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
}

/** The text of CHANGELOG.md's `## Unreleased` section. */
export function unreleasedSection(): string {
  const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
  return changelog.split(/^## Unreleased$/m)[1]?.split(/^## /m)[0] ?? '';
}

/**
 * The exported names the snapshot lacks and the changelog's Unreleased section does not name (in
 * backticks: `createClient`): a name added without a word to users.
 */
export function unannouncedNames(
  current: readonly string[],
  snapshot: readonly string[],
  unreleased: string,
): string[] {
  const known = new Set(snapshot);
  const named = new Set([...unreleased.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1]));
  return current.filter((line) => !known.has(line) && !named.has(line.split(' ')[1]));
}
