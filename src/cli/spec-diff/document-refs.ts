/**
 * Following `$ref`s inside one document, for the generator (scripts/generate/), the naming of
 * operations (client-naming.ts), `spec diff` (src/cli/spec-diff/) and the contract tests. Loading
 * (src/cli/document/load-document.ts) bundles external files first, so only internal refs (`#/...`)
 * are expected here; anything else is an error rather than a silent "any", which would hide every
 * change behind it.
 */
import { isJsonObject, type JsonObject } from '../document/json-object.js';

/** Refs that point at refs; bounded so a self-referencing `$ref` cannot loop. */
const MAX_REF_HOPS = 32;

function decodeToken(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value at an internal JSON pointer ref such as `#/components/schemas/RangeField`. */
export function resolvePointer(root: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#')) {
    throw new Error(`external $ref "${ref}" is not resolved; load the document with loadDocument() so it is bundled`);
  }
  const tokens = ref.slice(1).split('/').slice(1).map(decodeToken);
  let node: unknown = root;
  for (const token of tokens) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isJsonObject(node)) node = node[token];
    else node = undefined;
    if (node === undefined) throw new Error(`$ref "${ref}" does not resolve`);
  }
  return node;
}

/**
 * Follow `$ref` until a value without one. Sibling keywords next to the ref are dropped: for
 * parameters, bodies, responses and path items they may only be summary/description. Schemas keep
 * their siblings; schema-view.ts handles those itself.
 */
export function deref(root: JsonObject, value: unknown): unknown {
  let node = value;
  for (let hops = 0; isJsonObject(node) && typeof node.$ref === 'string'; hops++) {
    if (hops >= MAX_REF_HOPS) throw new Error(`$ref chain too long at "${node.$ref}"`);
    node = resolvePointer(root, node.$ref);
  }
  return node;
}

/** `deref`, narrowed to an object (or an empty one when the value is absent or not an object). */
export function derefObject(root: JsonObject, value: unknown): JsonObject {
  const node = deref(root, value);
  return isJsonObject(node) ? node : {};
}

/** Keywords that describe a schema without constraining it; they may sit beside a `$ref`. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'summary',
  'example',
  'examples',
  'deprecated',
  '$comment',
  'externalDocs',
]);

/**
 * The `$ref` of a schema that is nothing but a reference to a named schema (annotations and `x-`
 * extensions aside), e.g. `#/components/schemas/Order`; `undefined` for anything else. Such a
 * reference is compared once per pair of targets, not again at every use
 * (src/cli/spec-diff/component-comparisons.ts).
 */
export function sharedRef(schema: unknown): string | undefined {
  if (!isJsonObject(schema) || typeof schema.$ref !== 'string' || !schema.$ref.startsWith('#/')) return undefined;
  for (const key of Object.keys(schema)) {
    if (key !== '$ref' && !ANNOTATIONS.has(key) && !key.startsWith('x-')) return undefined;
  }
  return schema.$ref;
}
