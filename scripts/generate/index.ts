/**
 * `npm run generate -- [--document <file>] [--out <dir>] [--check]`: read, check and
 * bundle the document (default openapi/openapi.yaml) and check the emulator's control document
 * (openapi/emulator-control.json), then write (or, with --check, compare) every generated file in the
 * out folder (default generated/).
 *
 * Exit 0 on success; 1 when the document has defects (all printed, one line each with its location,
 * nothing written) or --check finds a stale file; 2 when the document cannot be read.
 * --check names each stale or missing file, so CI fails when someone edits the document without
 * regenerating, or edits generated/ by hand.
 */
import { parseArgs } from 'node:util';
import { produce, staleFiles, writeGenerated } from './produce.js';
import { UnreadableInputError } from './unreadable-input-error.js';

const USAGE = 'usage: npm run generate -- [--document <file.json|.yaml>] [--out <dir>] [--check]';

async function main(argv: string[]): Promise<number> {
  let values: {
    document?: string | undefined;
    out?: string | undefined;
    check?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        document: { type: 'string' },
        out: { type: 'string' },
        check: { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const outDir = values.out ?? 'generated';
  const files = await produce({ document: values.document, outDir });
  if (values.check) {
    const stale = await staleFiles(files);
    for (const path of stale) console.error(`stale: ${path} differs from what the document produces`);
    if (stale.length > 0) {
      console.error('Run `npm run generate` and commit the result.');
      return 1;
    }
    console.log(`${outDir}/ is up to date (${files.length} files).`);
    return 0;
  }
  await writeGenerated(files);
  console.log(`wrote ${files.map((f) => f.path).join(', ')}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UnreadableInputError ? 2 : 1);
  },
);
