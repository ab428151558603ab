/**
 * Reading a document for `spec diff` from a path: a bundled JSON file (like generated/openapi.json)
 * or a YAML/JSON root whose `$ref`s point into other files (like openapi/openapi.yaml).
 *
 * A self-contained JSON file is parsed directly, with no dependency. Anything else is bundled by
 * Redocly's bundler, which hoists each external `file.yaml#/Name` into `#/components/<kind>/Name`
 * (as `npm run generate` does, scripts/generate/bundle.ts), so shared schemas keep their names in
 * the report. swagger-parser's `bundle` is the fallback when Redocly is not installed: it points
 * repeated refs at their first use (`#/paths/...`), which is correct but reads worse. Both are
 * imported lazily so that diffing bundled JSON never loads them.
 */
import { readFile } from 'node:fs/promises';
import { isJsonObject, type JsonObject } from './types.js';

function hasExternalRef(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasExternalRef);
  if (!isJsonObject(value)) return false;
  if (typeof value.$ref === 'string' && !value.$ref.startsWith('#')) return true;
  return Object.values(value).some(hasExternalRef);
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

async function bundleWithRedocly(path: string): Promise<unknown> {
  const { bundle, createConfig } = await import('@redocly/openapi-core');
  const { bundle: result, problems } = await bundle({ ref: path, config: await createConfig({}), dereference: false });
  const [error] = problems.filter((problem) => problem.severity === 'error');
  if (error) throw new Error(`${error.message} (at ${error.location[0]?.pointer ?? '?'})`);
  return result.parsed;
}

async function bundleWithSwaggerParser(path: string): Promise<unknown> {
  let parser: { bundle(path: string): Promise<unknown> };
  try {
    parser = (await import('@apidevtools/swagger-parser')).default;
  } catch {
    throw new Error(
      `reading ${path} needs @redocly/openapi-core or @apidevtools/swagger-parser (YAML or multi-file ` +
        'documents); install one, or pass a bundled JSON document',
    );
  }
  return parser.bundle(path);
}

/** Bundled by Redocly when it is installed, else by swagger-parser. */
async function bundleDocument(path: string): Promise<unknown> {
  try {
    await import('@redocly/openapi-core');
  } catch {
    return bundleWithSwaggerParser(path);
  }
  return bundleWithRedocly(path);
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
  return assertOpenApi(await bundleDocument(path), path);
}
