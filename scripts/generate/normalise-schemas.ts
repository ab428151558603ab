/**
 * OpenAPI 3.0 habits found in 3.1 documents, turned into the JSON Schema 2020-12 that ajv, Prism and
 * openapi-typescript read (issue 10 §2), so no schema fails to compile deep inside ajv:
 *
 * - `nullable: true` (not a 3.1 keyword) → `null` added to `type` (and to `enum`), or, with no `type`,
 *   the schema wrapped as `anyOf: [<schema>, { type: 'null' }]`; `nullable: false` is dropped;
 * - boolean `exclusiveMinimum`/`exclusiveMaximum` (3.0) → the numeric 3.1 form taking the bound from
 *   `minimum`/`maximum`; `false` is dropped;
 * - `discriminator` over `$ref` variants that do not pin the property themselves → each variant wrapped
 *   with `allOf` and an `enum` of its discriminator values, so `oneOf` tells them apart as the
 *   discriminator says; inline variants that do not pin it are reported;
 * - keywords that are neither JSON Schema, OpenAPI nor `x-` extensions are kept (as annotations) and
 *   reported; validators must ignore them (emit-webhook-validators compiles with `strict: false`; a
 *   strict ajv can register `unknownKeywords`, which lists these and the `x-` ones, as annotations).
 *
 * The input is not changed. Each rewrite or doubt becomes a note with its location, for lint:spec.
 */
import { resolvePointer } from '../../src/internal/document-refs.js';
import { locationOf } from './document-defects-error.js';
import type { BundledDocument } from './emitter.js';
import { walkDocumentSchemas } from '../../contract-tests/support/schema-walk.js';

// biome-ignore lint/suspicious/noExplicitAny: a parsed JSON document of any shape, walked after runtime checks
type Json = Record<string, any>;

/** JSON Schema 2020-12 (all vocabularies), older drafts' names ajv still knows, and OpenAPI's own. */
const KNOWN_KEYWORDS = new Set(
  (
    '$schema $id $ref $anchor $dynamicRef $dynamicAnchor $vocabulary $comment $defs $recursiveRef $recursiveAnchor ' +
    'allOf anyOf oneOf not if then else dependentSchemas prefixItems items contains properties patternProperties ' +
    'additionalProperties propertyNames unevaluatedItems unevaluatedProperties type const enum multipleOf maximum ' +
    'exclusiveMaximum minimum exclusiveMinimum maxLength minLength pattern maxItems minItems uniqueItems maxContains ' +
    'minContains maxProperties minProperties required dependentRequired format contentEncoding contentMediaType ' +
    'contentSchema title description default deprecated readOnly writeOnly examples definitions dependencies ' +
    'additionalItems discriminator xml externalDocs example nullable'
  ).split(' '),
);

export interface SchemaNote {
  /** Dotted location of the schema, e.g. `components.schemas.Order.properties.note`. */
  location: string;
  /** `normalised`: rewritten to an equivalent 3.1 form; `warning`: kept, but a validator may read it otherwise. */
  kind: 'normalised' | 'warning';
  message: string;
}

function normaliseNullable(schema: Json, note: Note): void {
  const nullable = schema['nullable'];
  delete schema['nullable'];
  if (nullable !== true) {
    note('normalised', `nullable: ${JSON.stringify(nullable)} dropped (not a 3.1 keyword)`);
    return;
  }
  if (Array.isArray(schema['enum']) && !schema['enum'].includes(null)) schema['enum'] = [...schema['enum'], null];
  const type = schema['type'];
  if (typeof type === 'string' || Array.isArray(type)) {
    const types = Array.isArray(type) ? type : [type];
    schema['type'] = types.includes('null') ? types : [...types, 'null'];
    note('normalised', `nullable: true rewritten as type ${JSON.stringify(schema['type'])}`);
    return;
  }
  const inner = { ...schema };
  for (const key of Object.keys(schema)) delete schema[key];
  for (const key of ['title', 'description']) {
    if (inner[key] !== undefined) {
      schema[key] = inner[key];
      delete inner[key];
    }
  }
  schema['anyOf'] = [inner, { type: 'null' }];
  note('normalised', 'nullable: true without type rewritten as anyOf [schema, {type: null}]');
}

type Note = (kind: SchemaNote['kind'], message: string) => void;

function normaliseExclusive(schema: Json, key: 'exclusiveMinimum' | 'exclusiveMaximum', note: Note): void {
  const bound = key === 'exclusiveMinimum' ? 'minimum' : 'maximum';
  if (schema[key] === true && typeof schema[bound] === 'number') {
    schema[key] = schema[bound];
    delete schema[bound];
    note('normalised', `${key}: true (3.0) rewritten as ${key}: ${schema[key]}`);
  } else if (typeof schema[key] === 'boolean') {
    const had = schema[key];
    delete schema[key];
    const why = had ? ` (no ${bound} to make exclusive)` : '';
    note(had ? 'warning' : 'normalised', `${key}: ${had} (3.0) dropped${why}`);
  }
}

function pins(document: BundledDocument, variant: Json, property: string, depth = 0): boolean {
  if (depth > 8 || variant === null || typeof variant !== 'object') return false;
  const ref = variant['$ref'];
  if (typeof ref === 'string') return pins(document, resolve(document, ref), property, depth + 1);
  const own = variant['properties']?.[property];
  if (own && (own['const'] !== undefined || Array.isArray(own['enum']))) return true;
  return (variant['allOf'] ?? []).some((part: Json) => pins(document, part, property, depth + 1));
}

function resolve(document: BundledDocument, ref: string): Json {
  try {
    return resolvePointer(document, ref) as Json;
  } catch {
    return {};
  }
}

function normaliseDiscriminator(document: BundledDocument, schema: Json, note: Note): void {
  const property = schema['discriminator']?.['propertyName'];
  const variants: unknown = schema['oneOf'] ?? schema['anyOf'];
  if (typeof property !== 'string' || !Array.isArray(variants)) return;
  const mapping = Object.entries<string>(schema['discriminator']['mapping'] ?? {});
  variants.forEach((variant: Json, index) => {
    if (pins(document, variant, property)) return;
    const ref = variant?.['$ref'];
    if (typeof ref !== 'string') {
      note('warning', `discriminator ${property}: inline variant ${index} does not fix ${property} with const or enum`);
      return;
    }
    const name = ref.split('/').at(-1) as string;
    const mapped = mapping.filter(([, target]) => target === ref || target === name).map(([value]) => value);
    const values = mapped.length > 0 ? mapped : [name];
    const pin = { type: 'object', properties: { [property]: { enum: values } }, required: [property] };
    variants[index] = { allOf: [variant, pin] };
    note('normalised', `discriminator ${property}: variant ${name} pinned to ${JSON.stringify(values)} for oneOf`);
  });
}

/** The document with 3.0-style schema keywords rewritten to 3.1 (see above), and a note per change or doubt. */
export function normaliseSchemas(input: BundledDocument): {
  document: BundledDocument;
  notes: SchemaNote[];
  unknownKeywords: string[];
} {
  const document = structuredClone(input);
  const notes: SchemaNote[] = [];
  const unknown = new Set<string>();
  walkDocumentSchemas(document, (schema: Json, at) => {
    const note: Note = (kind, message) => void notes.push({ location: locationOf(at), kind, message });
    for (const key of Object.keys(schema)) {
      if (KNOWN_KEYWORDS.has(key)) continue;
      unknown.add(key);
      if (!key.startsWith('x-')) note('warning', `unknown keyword ${key} kept as an annotation; validators ignore it`);
    }
    if ('nullable' in schema) normaliseNullable(schema, note);
    normaliseExclusive(schema, 'exclusiveMinimum', note);
    normaliseExclusive(schema, 'exclusiveMaximum', note);
    if (schema['discriminator'] !== undefined) normaliseDiscriminator(document, schema, note);
  });
  return { document, notes, unknownKeywords: [...unknown].sort() };
}
