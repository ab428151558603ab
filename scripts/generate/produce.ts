/**
 * What `npm run generate` produces, and how it compares with (or replaces) what is on disk. Kept apart
 * from the command line in index.ts so tests and other tools can call it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { emitControlDocument } from './emit-control-document.js';
import type { GeneratedFile } from './emitter.js';
import { emitters } from './emitters.js';
import { type DocumentOptions, prepareDocument } from './prepare-document.js';

export interface ProduceOptions extends DocumentOptions {
  /** Folder the files go to, under the same names. @default 'generated' */
  outDir?: string;
  /** The emulator's control document, copied as it is (with its request validators). @default this repository's openapi/emulator-control.json */
  controlDocument?: string;
}

/**
 * Where a file an emitter named `generated/<name>` goes under `outDir`. Emitters name fixed paths,
 * but a path that would leave `outDir` is refused here rather than trusted.
 */
export function placeIn(outDir: string, path: string): string {
  const inside = relative('generated', path);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
    throw new Error(`${path}: an emitter may write only under generated/`);
  }
  return join(outDir, inside);
}

/** Every generated file, with paths under `outDir` (default `generated/`). Writes nothing. */
export async function produce(options: ProduceOptions = {}): Promise<GeneratedFile[]> {
  const prepared = await prepareDocument(options);
  const files: GeneratedFile[] = [];
  for (const emit of emitters) files.push(...(await emit(prepared.document, { source: prepared.source })));
  files.push(...(await emitControlDocument(options.controlDocument)));
  const outDir = options.outDir ?? 'generated';
  return files.map((file) => ({ ...file, path: placeIn(outDir, file.path) }));
}

/**
 * Writes every file, all or nothing as far as the file system allows: each goes to a temporary file
 * beside its target first, and only when all are written are they renamed over the old ones, so a
 * failure halfway leaves the previous files as they were.
 */
export async function writeGenerated(files: readonly GeneratedFile[]): Promise<void> {
  const suffix = `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const written: string[] = [];
  try {
    for (const file of files) {
      await mkdir(dirname(file.path), { recursive: true });
      written.push(file.path);
      await writeFile(file.path + suffix, file.contents);
    }
  } catch (error) {
    await Promise.all(written.map((path) => rm(path + suffix, { force: true })));
    throw error;
  }
  for (const path of written) await rename(path + suffix, path);
}

async function readOrNull(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

/** The paths whose contents on disk (missing counts) differ from what the document produces. */
export async function staleFiles(files: readonly GeneratedFile[]): Promise<string[]> {
  const stale: string[] = [];
  for (const file of files) {
    if ((await readOrNull(file.path)) !== file.contents) stale.push(file.path);
  }
  return stale;
}
