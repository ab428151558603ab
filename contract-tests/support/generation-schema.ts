/**
 * A copy of a schema that json-schema-faker (0.5, a draft-04 generator) draws valid values from, for
 * request shapes it otherwise gets wrong. Each rewrite keeps the set of valid values the
 * same or makes it smaller, never larger, so whatever is drawn from the copy still satisfies the
 * original; ajv checks every drawn value against the original anyway (sample-request.ts).
 *
 * - `enum` (or `const`) beside `pattern`: only the values the pattern matches are kept and the pattern
 *   dropped, so an enum value is drawn instead of a string built from the pattern alone;
 * - numeric `exclusiveMinimum` / `exclusiveMaximum` (3.1): turned into inclusive bounds just inside
 *   them (the generator reads them as draft-04 booleans and draws below the bound);
 * - `example` / `examples` on an array schema: dropped (the items' examples stay). The generator merges
 *   array schemas by merging their array-valued keys element by element, so a string example became
 *   `{"0":"1","1":"2","2":"3"}` inside the array;
 * - a `required` name the object does not describe under `properties`: described as any value, since
 *   the generator only fills the properties it knows.
 */
import { walkSchema } from './schema-walk.js';
import type { JsonObject } from './document.js';

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function typesOf(node: JsonObject): string[] {
  if (typeof node.type === 'string') return [node.type];
  return Array.isArray(node.type) ? node.type.filter((t: unknown): t is string => typeof t === 'string') : [];
}

function patternFilter(node: JsonObject): void {
  if (typeof node.pattern !== 'string') return;
  const values: unknown[] | undefined = Array.isArray(node.enum)
    ? node.enum
    : 'const' in node
      ? [node.const]
      : undefined;
  if (values === undefined) return;
  let regex: RegExp;
  try {
    regex = new RegExp(node.pattern, 'u');
  } catch {
    return;
  }
  const kept = values.filter((value) => typeof value !== 'string' || regex.test(value));
  delete node.pattern;
  if ('const' in node) {
    if (kept.length === 0) node.enum = []; // nothing can satisfy it: ajv then says so
  } else node.enum = kept;
}

/** A step that stays inside an open bound without leaving the other one. */
function inside(bound: number, other: number | undefined, integer: boolean, direction: 1 | -1): number {
  if (integer) return direction === 1 ? Math.floor(bound) + 1 : Math.ceil(bound) - 1;
  const room = other === undefined ? 1 : Math.min(1, Math.abs(other - bound) / 4);
  return bound + direction * (room > 0 ? room : Number.EPSILON * Math.max(1, Math.abs(bound)));
}

function inclusiveBounds(node: JsonObject): void {
  const integer = typesOf(node).includes('integer') && !typesOf(node).includes('number');
  const low = typeof node.exclusiveMinimum === 'number' ? node.exclusiveMinimum : undefined;
  const high = typeof node.exclusiveMaximum === 'number' ? node.exclusiveMaximum : undefined;
  const upper = high ?? (typeof node.maximum === 'number' ? node.maximum : undefined);
  const lower = low ?? (typeof node.minimum === 'number' ? node.minimum : undefined);
  if (low !== undefined) {
    const minimum = inside(low, upper, integer, 1);
    node.minimum = typeof node.minimum === 'number' ? Math.max(node.minimum, minimum) : minimum;
    delete node.exclusiveMinimum;
  }
  if (high !== undefined) {
    const maximum = inside(high, lower, integer, -1);
    node.maximum = typeof node.maximum === 'number' ? Math.min(node.maximum, maximum) : maximum;
    delete node.exclusiveMaximum;
  }
}

function rewrite(node: JsonObject): void {
  patternFilter(node);
  inclusiveBounds(node);
  if (typesOf(node).includes('array') || 'items' in node) {
    delete node.example;
    delete node.examples;
  }
  if (Array.isArray(node.required) && (isObject(node.properties) || typesOf(node).includes('object'))) {
    const properties: JsonObject = isObject(node.properties) ? node.properties : {};
    for (const name of node.required) if (typeof name === 'string' && !(name in properties)) properties[name] = {};
    node.properties = properties;
  }
}

/** A rewritten copy of `schema` and its subschemas; the input is not changed. */
export function generationSchema<T>(schema: T): T {
  const copy = structuredClone(schema);
  walkSchema(copy, [], (node) => rewrite(node));
  return copy;
}

/** A copy of a document's `components` with every entry of `schemas` rewritten as above. */
export function generationComponents(components: JsonObject): JsonObject {
  const copy = structuredClone(components);
  if (isObject(copy.schemas)) {
    for (const schema of Object.values(copy.schemas)) walkSchema(schema, [], (node) => rewrite(node));
  }
  return copy;
}
