/**
 * A copy of a document that ajv can compile however it was written, for the contract run on
 * documents that are not ours. Only OpenAPI 3.0 leftovers that make ajv throw are rewritten, each
 * to what it meant; everything else is left alone (unknown keywords are annotations in 2020-12).
 *
 * - `nullable` without a sibling `type`: constrains nothing (there is no type to widen), and ajv
 *   refuses to compile it; dropped. With a `type`, ajv's own OpenAPI support handles it.
 * - boolean `exclusiveMinimum` / `exclusiveMaximum` (3.0): the numeric form of 2020-12, taken from
 *   the sibling `minimum` / `maximum`.
 */
import type { JsonObject } from './document.js';

function rewrite(node: JsonObject): void {
  if (typeof node.nullable === 'boolean' && !('type' in node)) delete node.nullable;
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof node[exclusive] !== 'boolean') continue;
    if (node[exclusive] && typeof node[bound] === 'number') {
      node[exclusive] = node[bound];
      delete node[bound];
    } else delete node[exclusive];
  }
}

/** The document with every schema-like object rewritten as above; the input is not changed. */
export function lenientSchemas(document: JsonObject): JsonObject {
  const copy = structuredClone(document);
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (!Array.isArray(node)) rewrite(node as JsonObject);
    for (const child of Object.values(node)) visit(child);
  };
  visit(copy);
  return copy;
}
