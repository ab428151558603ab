/**
 * What `npm run generate` produces, and how it compares with what is committed. Kept apart from the
 * command line in index.ts so tests can call it.
 */
import { readFile } from 'node:fs/promises';
import { validateAndBundle } from './bundle.js';
import type { GeneratedFile } from './emitter.js';
import { emitters } from './emitters.js';

/** Validate and bundle the document, then run every emitter over it. */
export async function produce(): Promise<GeneratedFile[]> {
  const document = await validateAndBundle();
  const files: GeneratedFile[] = [];
  for (const emit of emitters) files.push(...(await emit(document)));
  return files;
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
