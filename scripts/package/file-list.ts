/**
 * The tarball's exact file list, checked by `npm run check:package` against
 * scripts/package/expected-files.txt: a file that appears (generated HTML docs, a stray
 * `.nojekyll`, a test) or disappears (a missing `dist/` entry) fails the check.
 *
 * Bundler chunk names carry a content hash (`chunk-VD7YLX7E.js`, `sign-CTONIg6y.d.ts`) that changes
 * with every source edit; the hash is replaced by `[hash]` so the list stays exact in everything
 * else, including how many chunks there are.
 */
import { readFileSync } from 'node:fs';

/** The file list kept in the project, one path a line; `#` starts a comment. */
export const EXPECTED_FILES_PATH = new URL('./expected-files.txt', import.meta.url);

/** `dist/chunk-VD7YLX7E.js` → `dist/chunk-[hash].js`; `dist/sign-CTONIg6y.d.ts` → `dist/sign-[hash].d.ts`. */
export function normalizePackedPath(path: string): string {
  // A hash has at least one capital or digit, so a plain word (`dist/retry-deadline.js`) is kept.
  return path.replace(/^(dist\/[a-z0-9-]+?)-(?=[a-z_]*[A-Z0-9])[A-Za-z0-9_]{8}(?=\.)/, '$1-[hash]');
}

export function readExpectedFiles(text = readFileSync(EXPECTED_FILES_PATH, 'utf8')): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '');
}

export interface FileListDiff {
  /** Packed but not expected. */
  extra: string[];
  /** Expected but not packed. */
  missing: string[];
}

/** Compares as multisets, so two chunks where one is expected count as one extra. */
export function diffFileLists(packed: readonly string[], expected: readonly string[]): FileListDiff {
  const remaining = [...expected];
  const extra: string[] = [];
  for (const path of packed.map(normalizePackedPath)) {
    const at = remaining.indexOf(path);
    if (at === -1) extra.push(path);
    else remaining.splice(at, 1);
  }
  return { extra, missing: remaining };
}

/** One message naming every extra and missing file, or undefined when the lists agree. */
export function describeFileListDiff({ extra, missing }: FileListDiff): string | undefined {
  if (extra.length === 0 && missing.length === 0) return undefined;
  const lines = ['The tarball does not match scripts/package/expected-files.txt:'];
  for (const path of extra) lines.push(`  + ${path} (packed, not expected)`);
  for (const path of missing) lines.push(`  - ${path} (expected, not packed)`);
  lines.push('Fix package.json "files" (or the build), or update the list if the change is intended.');
  return lines.join('\n');
}
