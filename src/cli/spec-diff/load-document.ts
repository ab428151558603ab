/**
 * Reading a document for `spec diff` from a path: a bundled JSON file (like generated/openapi.json)
 * or a YAML/JSON root whose `$ref`s point into other files (like openapi/openapi.yaml).
 *
 * A self-contained JSON file is parsed directly, with no dependency. Anything else goes through
 * swagger-parser's `bundle`, which parses YAML and pulls external files in as internal refs; it is
 * imported lazily so that diffing bundled JSON never loads it.
 */
import { readFile } from 'node:fs/promises';
import { isJsonObject, type JsonObject } from './types.js';

function hasExternalRef(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasExternalRef);
  if (!isJsonObject(value)) return false;
  if (typeof value.$ref === 'string' && !value.$ref.startsWith('#')) return true;
  return Object.values(value).some(hasExternalRef);
}

function assertOpenApi(value: unknown, path: string): JsonObject {
  if (!isJsonObject(value) || (typeof value.openapi !== 'string' && typeof value.swagger !== 'string')) {
    throw new Error(`${path} is not an OpenAPI document (no "openapi" version field)`);
  }
  return value;
}

async function bundleWithSwaggerParser(path: string): Promise<unknown> {
  let parser: { bundle(path: string): Promise<unknown> };
  try {
    parser = (await import('@apidevtools/swagger-parser')).default;
  } catch {
    throw new Error(`reading ${path} needs @apidevtools/swagger-parser (YAML or multi-file documents); `
      + 'install it, or pass a bundled JSON document');
  }
  return parser.bundle(path);
}

/** The document at `path`, with every `$ref` internal. Throws with a one-line reason when it cannot. */
export async function loadDocument(path: string): Promise<JsonObject> {
  const text = await readFile(path, 'utf8');
  if (/\.json$/i.test(path)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new Error(`${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!hasExternalRef(parsed)) return assertOpenApi(parsed, path);
  }
  return assertOpenApi(await bundleWithSwaggerParser(path), path);
}
