/**
 * The contract between `npm run generate` and the things it writes.
 *
 * Each emitter turns the bundled, validated document into one or more files under `generated/`.
 * Emitters are pure: same document in, same bytes out, so `--check` can compare byte for byte.
 */

/** The bundled OpenAPI 3.1 document, as plain JSON (internal `$ref`s only). */
export type BundledDocument = Record<string, any>;

/** One file an emitter wants written, relative to the repository root (e.g. `generated/schema.d.ts`). */
export interface GeneratedFile {
  path: string;
  contents: string;
}

export type Emitter = (document: BundledDocument) => GeneratedFile[] | Promise<GeneratedFile[]>;

/** The one command that regenerates every file under `generated/`; named in every banner. */
export const GENERATE_COMMAND = 'npm run generate';

/** Banner for files that take `//` or `/* *\/` comments (.ts, .d.ts, .js). */
export function codeBanner(source = 'openapi/openapi.yaml'): string {
  return [
    '/**',
    ` * DO NOT EDIT: this file is generated from ${source} by \`${GENERATE_COMMAND}\`.`,
    ' * Change the document (or the emitter in scripts/generate/) and run the command again.',
    ' */',
    '',
  ].join('\n');
}
