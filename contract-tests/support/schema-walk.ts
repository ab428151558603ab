/**
 * Visiting a Schema Object and every subschema inside it (properties, items, allOf/anyOf/oneOf, ...),
 * with its location: generation-schema.ts rewrites the schemas values are generated from with it.
 */

type Json = Record<string, unknown>;

/** Keywords whose value is one subschema. */
const ONE = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
  'additionalItems',
];
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
/** Keywords whose value is a list of subschemas. */
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];

export type SchemaVisitor = (schema: Json, location: readonly (string | number)[]) => void;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Calls `visit` on `schema`, then on each subschema (parents first, so a visitor may rewrite them). */
export function walkSchema(schema: unknown, location: (string | number)[], visit: SchemaVisitor): void {
  if (!isObject(schema)) return;
  visit(schema, location);
  for (const key of ONE) if (isObject(schema[key])) walkSchema(schema[key], [...location, key], visit);
  for (const key of MAP) {
    const map = schema[key];
    if (isObject(map)) for (const [name, sub] of Object.entries(map)) walkSchema(sub, [...location, key, name], visit);
  }
  for (const key of LIST) {
    const list = schema[key];
    if (Array.isArray(list)) {
      for (const [index, sub] of list.entries()) walkSchema(sub, [...location, key, index], visit);
    }
  }
}
