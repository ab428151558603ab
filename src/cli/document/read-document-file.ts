/**
 * Reading a document that may come from anyone (a provider's published file, a pull request), within
 * limits. Every command that reads a document reads it here: generate, lint:spec, spec diff and spec
 * bump; the files its `$ref`s name go through
 * document-folder.ts, which uses the same limits.
 *
 * Two limits, because a small file can still be a huge document: the bytes of the files, and YAML's
 * aliases. An alias (`*name`) repeats what its anchor holds, and aliases of aliases multiply: a
 * 600-byte file can stand for gigabytes once something walks it or writes it out as JSON. The `yaml`
 * package counts how far the aliases expand and stops at `maxAliasCount`; a document that needs more
 * is refused before any tool walks it.
 */
import { readFile, stat } from 'node:fs/promises';
import { DocumentInputError } from './document-input-error.js';

/** The most bytes one document may have, all its files together: the provider's is under 1 MiB. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** `maxAliasCount` of the `yaml` package: how far aliases may expand (its own default, made explicit). */
export const MAX_YAML_ALIASES = 100;

const MIB = 1024 * 1024;
const isJsonName = (file: string) => /\.json$/i.test(file);

/** The text of `file`, refused when it is bigger than `budget` bytes (what is left of MAX_DOCUMENT_BYTES). */
export async function readLimitedText(file: string, budget = MAX_DOCUMENT_BYTES): Promise<string> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    throw new DocumentInputError(file, (error as NodeJS.ErrnoException).code ?? String(error));
  }
  const over = (bytes: number) =>
    new DocumentInputError(
      file,
      `${(bytes / MIB).toFixed(1)} MiB is more than a document may have (${MAX_DOCUMENT_BYTES / MIB} MiB, all its files together)`,
    );
  if (size > budget) throw over(size);
  const buffer = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new DocumentInputError(file, error.code ?? String(error));
  });
  if (buffer.length > budget) throw over(buffer.length); // it grew since stat
  return buffer.toString('utf8');
}

/**
 * A CommonJS package imported on demand. Bundled into the bin, such an import yields only its
 * `module.exports` as `default` (the bundler cannot list named exports of CommonJS); Node's own
 * import gives `default` too, beside the names it detects. `default` is what both agree on.
 */
export async function loadCommonJs<T extends object>(loading: Promise<T>): Promise<T> {
  const module = (await loading) as T & { default?: T };
  return module.default ?? module;
}

/** `text` parsed as JSON; throws DocumentInputError naming `file`. */
export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DocumentInputError(file, `not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * `text` parsed as YAML, aliases bounded; throws DocumentInputError naming `file`. Duplicate keys
 * are left to the tools that read the document after this (the last one wins, as in JSON.parse).
 */
export async function parseYaml(text: string, file: string): Promise<unknown> {
  const { parse } = await loadCommonJs(import('yaml'));
  try {
    return parse(text, { maxAliasCount: MAX_YAML_ALIASES, uniqueKeys: false });
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) throw new AliasLimitError(file);
    throw new DocumentInputError(file, `not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** YAML whose aliases expand beyond MAX_YAML_ALIASES. */
export class AliasLimitError extends DocumentInputError {
  constructor(file: string) {
    super(
      file,
      `its YAML aliases expand beyond the limit (maxAliasCount ${MAX_YAML_ALIASES}); repeat a part with $ref instead`,
    );
  }
}

/** `text` parsed as JSON (a `.json` name) or YAML (any other name). */
export function parseDocumentText(text: string, file: string): Promise<unknown> | unknown {
  return isJsonName(file) ? parseJson(text, file) : parseYaml(text, file);
}

/** The file at `file` read and parsed within the limits; throws DocumentInputError. */
export async function readDocumentFile(file: string): Promise<unknown> {
  return await parseDocumentText(await readLimitedText(file), file);
}
