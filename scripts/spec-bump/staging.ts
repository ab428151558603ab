/**
 * A bump works on a copy of the repository and touches the real one only at the end: `stageRepository`
 * makes the copy (node_modules linked, not copied), and `replaceFromStaging` swaps the changed files in,
 * all of them or none: each is first written beside its target under a temporary name, and only when
 * every one is written are they renamed over the old ones (the same way `npm run generate` writes).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';

/** What a copy of the repository needs no copy of: installs, git, build output and run leftovers. */
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'docs-site', '.run', 'coverage']);

export function stageRepository(root: string): string {
  const staging = mkdtempSync(join(tmpdir(), 'spec-bump-'));
  cpSync(root, staging, {
    recursive: true,
    filter: (from) =>
      !relative(root, from)
        .split(sep)
        .some((part) => SKIPPED.has(part)),
  });
  symlinkSync(join(root, 'node_modules'), join(staging, 'node_modules'), 'dir');
  return staging;
}

/**
 * Replaces each of `paths` (relative to the repository; a folder is replaced whole) with its staged
 * version. On any failure before the renames nothing is replaced; the renames themselves are one
 * `rename` each, so a crash between two leaves a mix no worse than an interrupted `git checkout`.
 */
export function replaceFromStaging(root: string, staging: string, paths: readonly string[]): void {
  const suffix = `.spec-bump-${process.pid}`;
  const prepared: string[] = [];
  try {
    for (const path of paths) {
      const target = join(root, path);
      rmSync(`${target}${suffix}`, { recursive: true, force: true });
      cpSync(join(staging, path), `${target}${suffix}`, { recursive: true });
      prepared.push(target);
    }
  } catch (error) {
    for (const target of prepared) rmSync(`${target}${suffix}`, { recursive: true, force: true });
    throw error;
  }
  for (const target of prepared) {
    const old = `${target}.spec-bump-old-${process.pid}`;
    if (existsSync(target)) renameSync(target, old);
    renameSync(`${target}${suffix}`, target);
    rmSync(old, { recursive: true, force: true });
  }
}

/** Reads a staged text file. */
export function readStaged(staging: string, path: string): string {
  return readFileSync(join(staging, path), 'utf8');
}

/** Writes a staged text file, creating its folder. */
export function writeStaged(staging: string, path: string, text: string): void {
  const file = join(staging, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
