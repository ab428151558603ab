/**
 * Which Markdown files are documentation, in one place: the README and the guides in `docs/` are the
 * user's documentation, whose TypeScript blocks are checked (scripts/readme/). Their links, and the
 * contributor pages', are checked by remark-validate-links (`npm run lint:links`). Paths are relative to the
 * repository root, with `/`, sorted, so messages read `docs/client.md:52`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../..');

/** Folders never searched: dependencies, build output and scratch space. */
const SKIPPED = new Set(['node_modules', 'dist', 'docs-site', 'reports', '.stryker-tmp', '.git', '.run']);

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/** Every file under `dir` (relative to `root`) whose name passes `keep`, skipping SKIPPED folders. */
function walk(root: string, dir: string, keep: (name: string) => boolean): string[] {
  const start = join(root, dir);
  if (!existsSync(start)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(start, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(start, entry.name);
    if (entry.isDirectory()) found.push(...walk(root, relative(root, path), keep));
    else if (keep(entry.name)) found.push(toPosix(relative(root, path)));
  }
  return found;
}

const isMarkdown = (name: string) => name.endsWith('.md');

/** README.md and every guide in docs/: the files whose ```ts blocks are type-checked and run. */
export function userDocs(root = REPOSITORY_ROOT): string[] {
  return [...(existsSync(join(root, 'README.md')) ? ['README.md'] : []), ...walk(root, 'docs', isMarkdown).sort()];
}
