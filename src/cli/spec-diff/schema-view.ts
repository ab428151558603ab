/**
 * One flat view of a JSON Schema, so the comparison never has to reason about composition:
 * `$ref` and `allOf` are merged (intersection), `oneOf`/`anyOf` are joined (union), and
 * `type: [x, 'null']`, `nullable: true` and `oneOf: [X, {type: 'null'}]` all become "X or null".
 * Child schemas (properties, items) stay raw and are flattened only when the walk reaches them,
 * which is what keeps recursive schemas finite.
 */
import { resolvePointer } from './document-refs.js';
import { EXACT_CONSTRAINTS, LOWER_BOUNDS, UPPER_BOUNDS, valueKey } from './schema-keywords.js';
import { isJsonObject, type JsonObject } from './types.js';
import { NotComparedError } from './not-compared.js';

export interface SchemaView {
  /** Allowed JSON types; `undefined` means any. */
  types: ReadonlySet<string> | undefined;
  /** Allowed values from `enum`/`const`; `undefined` means not enumerated. */
  values: readonly unknown[] | undefined;
  properties: ReadonlyMap<string, unknown>;
  required: ReadonlySet<string>;
  /** `false` closes the object; `undefined`/`true` leave it open; an object is the schema of extra keys. */
  additionalProperties: unknown;
  /** Schema of array entries; `undefined` means any. */
  items: unknown;
  constraints: ReadonlyMap<string, unknown>;
  /** Present only when the schema declares a default (which may itself be `null`). */
  default: { value: unknown } | undefined;
}

/** allOf/oneOf nesting only (properties are not entered): a backstop beyond the `$ref` cycle check. */
const MAX_DEPTH = 64;

const ANY: SchemaView = {
  types: undefined,
  values: undefined,
  properties: new Map(),
  required: new Set(),
  additionalProperties: undefined,
  items: undefined,
  constraints: new Map(),
  default: undefined,
};

/** Keywords no schema of our document or the provider's has: an object closed by what its subschemas list, tuples. */
const NOT_COMPARED = ['unevaluatedProperties', 'prefixItems'] as const;

function ownView(schema: JsonObject): SchemaView {
  for (const keyword of NOT_COMPARED) if (keyword in schema) throw new NotComparedError(keyword);
  if (Array.isArray(schema.items)) throw new NotComparedError('tuple items (an array of schemas)');
  let types: Set<string> | undefined;
  if (typeof schema.type === 'string') types = new Set([schema.type]);
  else if (Array.isArray(schema.type)) types = new Set(schema.type.filter((t): t is string => typeof t === 'string'));

  let values: unknown[] | undefined;
  if ('const' in schema) values = [schema.const];
  else if (Array.isArray(schema.enum)) values = [...schema.enum];

  const properties = new Map<string, unknown>(isJsonObject(schema.properties) ? Object.entries(schema.properties) : []);
  const names = Array.isArray(schema.required) ? schema.required : [];
  const required = new Set(names.filter((r): r is string => typeof r === 'string'));

  const constraints = new Map<string, unknown>();
  for (const key of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
    // OpenAPI 3.0 writes exclusiveMinimum/Maximum as booleans; only numeric bounds are comparable.
    if (typeof schema[key] === 'number') constraints.set(key, schema[key]);
  }
  for (const key of EXACT_CONSTRAINTS) {
    if (schema[key] !== undefined && schema[key] !== false) constraints.set(key, schema[key]);
  }

  return {
    types,
    values,
    properties,
    required,
    additionalProperties: schema.additionalProperties,
    items: schema.items,
    constraints,
    default: 'default' in schema ? { value: schema.default } : undefined,
  };
}

type Types = ReadonlySet<string> | undefined;

function intersectTypes(a: Types, b: Types): Types {
  if (!a) return b;
  if (!b) return a;
  const out = new Set([...a].filter((t) => b.has(t)));
  // integer is a subset of number, so number ∩ integer is integer.
  if ((a.has('number') && b.has('integer')) || (a.has('integer') && b.has('number'))) out.add('integer');
  return out;
}

/** The intersection of two `items` schemas, or whichever one is present. */
function bothOrEither(a: unknown, b: unknown): unknown {
  if (a === undefined) return b;
  return b === undefined ? a : { allOf: [a, b] };
}

function intersect(views: SchemaView[]): SchemaView {
  return views.reduce((acc, view) => {
    const properties = new Map(acc.properties);
    for (const [name, schema] of view.properties) {
      const existing = properties.get(name);
      properties.set(name, existing === undefined ? schema : { allOf: [existing, schema] });
    }
    const constraints = new Map(acc.constraints);
    for (const [key, value] of view.constraints) {
      const prev = constraints.get(key);
      if (typeof prev === 'number' && typeof value === 'number') {
        const lower = (LOWER_BOUNDS as readonly string[]).includes(key);
        constraints.set(key, lower ? Math.max(prev, value) : Math.min(prev, value));
      } else constraints.set(key, value);
    }
    let values = acc.values ?? view.values;
    if (acc.values && view.values) {
      const keep = new Set(view.values.map(valueKey));
      values = acc.values.filter((v) => keep.has(valueKey(v)));
    }
    let additionalProperties = acc.additionalProperties;
    if (view.additionalProperties === false || additionalProperties === false) additionalProperties = false;
    else if (isJsonObject(view.additionalProperties)) additionalProperties = view.additionalProperties;
    return {
      types: intersectTypes(acc.types, view.types),
      values,
      properties,
      required: new Set([...acc.required, ...view.required]),
      additionalProperties,
      items: bothOrEither(acc.items, view.items),
      constraints,
      default: view.default ?? acc.default,
    };
  }, ANY);
}

function isNullOnly(view: SchemaView): boolean {
  if (view.types) return view.types.size === 1 && view.types.has('null');
  return view.values !== undefined && view.values.length === 1 && view.values[0] === null;
}

function union(views: SchemaView[]): SchemaView {
  const nonNull = views.filter((v) => !isNullOnly(v));
  const withNull = nonNull.length < views.length;
  const [only] = nonNull;
  if (nonNull.length === 0) return { ...ANY, types: new Set(['null']) };
  if (nonNull.length === 1 && only) {
    // The common case, X or null: keep every detail of X and admit null.
    if (!withNull) return only;
    return {
      ...only,
      types: only.types ? new Set([...only.types, 'null']) : undefined,
      values: only.values ? [...only.values, null] : undefined,
    };
  }
  // Several real alternatives: keep what all of them share, and what any of them allows.
  const types = views.some((v) => !v.types) ? undefined : new Set(views.flatMap((v) => [...(v.types ?? [])]));
  const enumerated = views.every((v) => v.values || isNullOnly(v));
  const values = enumerated ? views.flatMap((v) => v.values ?? [null]) : undefined;
  const properties = new Map<string, unknown>();
  for (const view of nonNull) {
    for (const [name, schema] of view.properties) {
      const existing = properties.get(name);
      properties.set(name, existing === undefined ? schema : { anyOf: [existing, schema] });
    }
  }
  const required = new Set([...(only?.required ?? [])].filter((name) => nonNull.every((v) => v.required.has(name))));
  const itemSchemas = nonNull.map((v) => v.items).filter((i) => i !== undefined);
  return {
    types,
    values,
    properties,
    required,
    additionalProperties: nonNull.every((v) => v.additionalProperties === false) ? false : undefined,
    items: itemSchemas.length === 0 ? undefined : itemSchemas.length === 1 ? itemSchemas[0] : { anyOf: itemSchemas },
    constraints: new Map(),
    default: undefined,
  };
}

/**
 * OpenAPI 3.0's `nullable: true` admits null on top of whatever the rest of the schema allows, so
 * it is applied after merging: `{ allOf: [{ $ref: X }], nullable: true }` (the usual 3.0 way to
 * write "X or null") means X or null, like 3.1's `oneOf: [X, { type: 'null' }]`.
 */
function admitNull(view: SchemaView): SchemaView {
  if (!view.types || view.types.has('null')) return view;
  const values = view.values && !view.values.includes(null) ? [...view.values, null] : view.values;
  return { ...view, types: new Set([...view.types, 'null']), values };
}

/**
 * Flatten `schema` (any JSON Schema value, including `true`, `false` and `{}`) into a view.
 * `refs` holds the `$ref`s being expanded on the way here: a schema composed of itself (`Node:
 * { allOf: [{ $ref: Node }] }`) adds nothing the second time, so the cycle contributes "any".
 */
export function viewOf(
  root: JsonObject,
  schema: unknown,
  depth = 0,
  refs: ReadonlySet<string> = new Set(),
): SchemaView {
  if (depth > MAX_DEPTH) return ANY;
  if (schema === false) return { ...ANY, types: new Set() };
  if (!isJsonObject(schema)) return ANY;
  const parts: SchemaView[] = [ownView(schema)];
  const inner = (s: unknown, seen = refs) => viewOf(root, s, depth + 1, seen);
  if (typeof schema.$ref === 'string' && !refs.has(schema.$ref)) {
    parts.push(inner(resolvePointer(root, schema.$ref), new Set([...refs, schema.$ref])));
  }
  if (Array.isArray(schema.allOf)) parts.push(...schema.allOf.map((s) => inner(s)));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) parts.push(union(branches.map((s) => inner(s))));
  }
  const view = intersect(parts);
  return schema.nullable === true ? admitNull(view) : view;
}
