/**
 * `npm run generate [-- --check]`: validate and bundle openapi/, then write (or, with --check,
 * compare) every file under generated/.
 *
 * --check exits 1 naming each stale or missing file, so CI fails when someone edits the document
 * without regenerating, or edits generated/ by hand.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { produce, staleFiles } from './produce.js';

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
