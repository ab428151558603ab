/**
 * Visiting every Schema Object of an OpenAPI document, with its location: `components.schemas`, every
 * `schema` of a parameter, header or media type, and every subschema inside those (properties, items,
 * allOf/anyOf/oneOf, ...). Used to normalise 3.0-style keywords before anything compiles the schemas.
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

/**
 * Fields whose value maps names the document chose to objects (`responses: { '200': ... }`, `content`,
 * `headers`, ...), like every section of `components`. A key inside one is a name, not a field: a
 * parameter, header or webhook called `schema` is not a Schema Object.
 */
const NAME_MAPS = new Set(['paths', 'webhooks', 'responses', 'content', 'headers', 'encoding', 'links', 'callbacks']);

/** Walks the document outside schemas; each `schema` field found there is a Schema Object. */
function walkDocument(node: unknown, location: (string | number)[], visit: SchemaVisitor, names = false): void {
  if (Array.isArray(node)) {
    for (const [index, child] of node.entries()) walkDocument(child, [...location, index], visit);
    return;
  }
  if (!isObject(node)) return;
  const inComponents = location.length === 1 && location[0] === 'components';
  for (const [key, value] of Object.entries(node)) {
    if (!names && (key === 'example' || key === 'examples' || key.startsWith('x-'))) continue;
    if (!names && key === 'schema') walkSchema(value, [...location, key], visit);
    else if (key === 'schemas' && inComponents && isObject(value)) {
      for (const [name, schema] of Object.entries(value)) walkSchema(schema, ['components', 'schemas', name], visit);
    } else if (inComponents && key === 'examples') continue;
    else walkDocument(value, [...location, key], visit, !names && (inComponents || NAME_MAPS.has(key)));
  }
}

/** Calls `visit` on every Schema Object of `document` (components, parameters, bodies, responses, webhooks). */
export function walkDocumentSchemas(document: Json, visit: SchemaVisitor): void {
  walkDocument(document, [], visit);
}
