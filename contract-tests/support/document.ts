/**
 * The bundled document (generated/openapi.json) and the ways the contract tests walk it.
 *
 * Every list of operations or webhooks in the tests comes from here, read from the document, so an
 * operation added to the document without a test fails the suite instead of going unnoticed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deref } from '../../src/cli/spec-diff/document-refs.js';

// biome-ignore lint/suspicious/noExplicitAny: a parsed JSON document of any shape, walked after runtime checks
export type JsonObject = Record<string, any>;

export const OPENAPI_JSON = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));

/** The bundled document, parsed fresh for each caller so nobody mutates a shared copy. */
export function loadDocument(): JsonObject {
  return JSON.parse(readFileSync(OPENAPI_JSON, 'utf8')) as JsonObject;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OperationEntry {
  method: (typeof HTTP_METHODS)[number];
  path: string;
  operationId: string;
  operation: JsonObject;
  /** Parameters of the path item and the operation, refs resolved, operation-level winning. */
  parameters: JsonObject[];
}

/** Follow a local `#/...` ref (repeatedly) to the object it names; the spec differ's resolver, shared. */
export function resolveRef<T = JsonObject>(document: JsonObject, node: T): T {
  return deref(document, node) as T;
}

function collect(document: JsonObject, items: JsonObject): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, rawItem] of Object.entries(items)) {
    const item = resolveRef(document, rawItem as JsonObject);
    for (const method of HTTP_METHODS) {
      const operation = item[method] as JsonObject | undefined;
      if (!operation) continue;
      const byKey = new Map<string, JsonObject>();
      for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = resolveRef(document, raw as JsonObject);
        byKey.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      entries.push({ method, path, operationId: operation.operationId, operation, parameters: [...byKey.values()] });
    }
  }
  return entries;
}

/** Every operation under `paths`, in document order. */
export function listOperations(document: JsonObject = loadDocument()): OperationEntry[] {
  return collect(document, document.paths ?? {});
}

/** Every webhook delivery under `webhooks`; `path` is the webhook's name (e.g. `item.add`). */
export function listWebhooks(document: JsonObject = loadDocument()): OperationEntry[] {
  return collect(document, document.webhooks ?? {});
}
