/**
 * The contract between `npm run generate` and the things it writes.
 *
 * Each emitter turns the bundled, validated document into one or more files under `generated/`.
 * Emitters are pure: same document in, same bytes out, so `--check` can compare byte for byte.
 */

/** The bundled OpenAPI 3.1 document, as plain JSON (internal `$ref`s only). */
// biome-ignore lint/suspicious/noExplicitAny: a parsed JSON document of any shape, walked after runtime checks
export type BundledDocument = Record<string, any>;

/** One file an emitter wants written, relative to the repository root (e.g. `generated/schema.d.ts`). */
export interface GeneratedFile {
  path: string;
  contents: string;
}

/** What an emitter may need besides the document. */
export interface EmitContext {
  /** The document generated from, as given on the command line; named in every banner. */
  source: string;
}

/** The document `npm run generate` reads when no `--document` is given. */
export const DEFAULT_SOURCE = 'openapi/openapi.yaml';

export type Emitter = (document: BundledDocument, context?: EmitContext) => GeneratedFile[] | Promise<GeneratedFile[]>;

/** The one command that regenerates every file under `generated/`; named in every banner. */
export const GENERATE_COMMAND = 'npm run generate';

/**
 * Banner for files that take `//` or `/* *\/` comments (.ts, .d.ts, .js). A plain block comment, not
 * JSDoc: it speaks to contributors, and the published declarations, which keep JSDoc, leave it out.
 */
export function codeBanner(source = DEFAULT_SOURCE): string {
  return [
    '/*',
    ` * DO NOT EDIT: this file is generated from ${source} by \`${GENERATE_COMMAND}\`.`,
    ' * Change the document (or the emitter in scripts/generate/) and run the command again.',
    ' */',
    '',
  ].join('\n');
}

/**
 * A JSON file with its banner. JSON has no comments, so the banner is the first key, an `x-`
 * extension that OpenAPI tooling ignores.
 */
export function jsonWithBanner(document: BundledDocument, source = DEFAULT_SOURCE): string {
  const withBanner = {
    'x-generated': `DO NOT EDIT: generated from ${source} by \`${GENERATE_COMMAND}\`.`,
    ...document,
  };
  return `${JSON.stringify(withBanner, null, 2)}\n`;
}
