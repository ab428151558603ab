/**
 * A document read from a path for `spec diff` and `spec bump`: a bundled JSON file
 * (like generated/openapi.json) or a YAML/JSON root whose `$ref`s point into other files (like
 * openapi/openapi.yaml), returned with every `$ref` internal.
 *
 * The root is read and parsed within the limits (read-document-file.ts); a root with external refs is
 * bundled by bundle-in-folder.ts, which follows them only to files inside the root's folder. What
 * comes back refers to nothing outside itself, so no tool that walks it later (Prism resolves refs on
 * its own) can be led to another file or to the network.
 */
import { isJsonObject, type JsonObject } from './json-object.js';
import { bundleInFolder } from './bundle-in-folder.js';
import { readDocumentFile } from './read-document-file.js';

/** The first `$ref` that leaves the document (`other.yaml#/X`, a URL), or undefined. */
export function externalRef(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = externalRef(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isJsonObject(value)) return undefined;
  if (typeof value.$ref === 'string' && !value.$ref.startsWith('#')) return value.$ref;
  for (const item of Object.values(value)) {
    const found = externalRef(item);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * What an OpenAPI document has at the very least (3.0 and 3.1 alike): an `openapi` version, an
 * `info` with a title and a version, and something to describe (`paths`, `webhooks` or
 * `components`). Anything less is not compared: `{"openapi":"3.1.0"}` would otherwise read as a
 * document whose every operation was removed.
 */
function assertOpenApi(value: unknown, path: string): JsonObject {
  const reason = notOpenApi(value);
  if (reason) throw new Error(`${path} is not an OpenAPI document (${reason})`);
  return value as JsonObject;
}

function notOpenApi(value: unknown): string | undefined {
  if (!isJsonObject(value)) return 'not an object';
  if (typeof value.openapi !== 'string') return 'no "openapi" version field';
  if (!/^3\.\d+(\.\d+)?/.test(value.openapi)) return `"openapi": "${value.openapi}" is not a 3.x version`;
  const info = value.info;
  if (!isJsonObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string')
    return 'no "info" with a title and a version';
  if (!['paths', 'webhooks', 'components'].some((key) => isJsonObject(value[key])))
    return 'none of "paths", "webhooks" or "components"';
  return undefined;
}

/** The document at `path`, with every `$ref` internal. Throws with a one-line reason when it cannot. */
export async function loadDocument(path: string): Promise<JsonObject> {
  const parsed = await readDocumentFile(path);
  if (externalRef(parsed) === undefined) return assertOpenApi(parsed, path);
  const { document, problems } = await bundleInFolder(path);
  const error = problems.find((problem) => problem.severity === 'error');
  if (error) throw new Error(`${error.message} (at ${error.pointer ?? '?'})`);
  const left = externalRef(document);
  if (left !== undefined) throw new Error(`the $ref ${left} was not resolved`);
  return assertOpenApi(document, path);
}
