/**
 * `npm run generate [-- --check]`: validate and bundle openapi/, then write (or, with --check,
 * compare) every file under generated/.
 *
 * --check exits 1 naming each stale or missing file, so CI fails when someone edits the document
 * without regenerating, or edits generated/ by hand.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { validateAndBundle } from './bundle.js';
import type { GeneratedFile } from './emitter.js';
import { emitters } from './emitters.js';

async function produce(): Promise<GeneratedFile[]> {
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

/** Returns the paths whose committed contents differ from what the document produces. */
export async function staleFiles(files: GeneratedFile[]): Promise<string[]> {
  const stale: string[] = [];
  for (const file of files) {
    if ((await readOrNull(file.path)) !== file.contents) stale.push(file.path);
  }
  return stale;
}

async function main(argv: string[]): Promise<number> {
  const files = await produce();
  if (argv.includes('--check')) {
    const stale = await staleFiles(files);
    for (const path of stale) console.error(`stale: ${path} differs from what openapi/ produces`);
    if (stale.length > 0) {
      console.error('Run `npm run generate` and commit the result.');
      return 1;
    }
    console.log(`generated/ is up to date (${files.length} files).`);
    return 0;
  }
  for (const file of files) {
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, file.contents);
  }
  console.log(`wrote ${files.map((f) => f.path).join(', ')}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
