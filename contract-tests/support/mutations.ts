/**
 * Ways to break a valid request body so it no longer satisfies its schema, the way Schemathesis
 * checks a service: drop a required field, give a value the wrong type, put a value outside an
 * enum, or a string that breaks its pattern. Only mutations the schema can actually detect are
 * offered (an open object with no required keys cannot be broken by dropping one); callers that can
 * compile the schema confirm each one with ajv before relying on it.
 *
 * In a request (`readOnly: 'skip'`, the default), properties marked `readOnly` are left alone: the
 * server ignores what a client sends there (OpenAPI 3.1 §4.8.24), so a request broken only there is
 * rightly accepted and would prove nothing about the mock.
 */
import type { JsonObject } from './document.js';

export interface Mutation {
  name: string;
  apply(body: unknown): unknown;
}

type Path = (string | number)[];

/** The value at `path`; typed as a document node, which callers check before they rely on it. */
function at(value: unknown, path: Path): JsonObject | undefined {
  return path.reduce<JsonObject | undefined>((node, key) => node?.[key], value as JsonObject);
}

export const OTHER_TYPE: Record<string, unknown> = {
  string: 12345,
  number: 'not a number',
  integer: 'not an integer',
  boolean: 'not a boolean',
  object: ['not an object'],
  array: { not: 'an array' },
};

function typeOf(schema: JsonObject): string | undefined {
  return typeof schema.type === 'string' ? schema.type : undefined;
}

/** The JSON type of a value; for a composed root schema (`oneOf`, ...), the body's own type is the one to break. */
function jsonType(value: unknown): string | undefined {
  if (Array.isArray(value)) return 'array';
  if (value === null) return undefined;
  return typeof value === 'number' ? 'number' : typeof value;
}

/** A string that does not match `pattern`, or undefined when every candidate matches it. */
export function breakPattern(pattern: string): string | undefined {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  return ['!not matching!', '0', 'a', '\u00e9\u00e9', ' ', ''].find((candidate) => !regex.test(candidate));
}

/**
 * Every mutation the schema rejects, given a body generated from that schema. `resolve` follows
 * `$ref`s (pass the identity for an already dereferenced schema).
 */
export function mutationsFor(
  schema: JsonObject,
  body: unknown,
  resolve: (node: JsonObject) => JsonObject = (n) => n,
  options: { readOnly?: 'skip' | 'break' } = {},
): Mutation[] {
  const skipReadOnly = (options.readOnly ?? 'skip') === 'skip';
  const readOnly = (raw: JsonObject | undefined) =>
    skipReadOnly && raw !== undefined && resolve(raw)?.readOnly === true;
  const found: Mutation[] = [];
  const where = (path: Path) => `/${path.join('/')}`;
  const walk = (raw: JsonObject, path: Path, depth: number) => {
    const node = resolve(raw);
    if (depth > 8 || !node || typeof node !== 'object') return;
    const type = typeOf(node) ?? (path.length === 0 ? jsonType(body) : undefined);
    if (type && type in OTHER_TYPE) {
      found.push({ name: `wrong type at ${where(path)}`, apply: (b) => replace(b, path, OTHER_TYPE[type]) });
    }
    if (Array.isArray(node.enum) && node.enum.every((v: unknown) => typeof v === 'string')) {
      const apply = (b: unknown) => replace(b, path, 'not-an-allowed-value');
      found.push({ name: `value outside the enum at ${where(path)}`, apply });
    }
    const unmatched = type === 'string' && typeof node.pattern === 'string' ? breakPattern(node.pattern) : undefined;
    if (unmatched !== undefined) {
      const apply = (b: unknown) => replace(b, path, unmatched);
      found.push({ name: `pattern ${node.pattern} broken at ${where(path)}`, apply });
    }
    for (const branch of (node.allOf ?? []) as JsonObject[]) walk(branch, path, depth + 1);
    const value = at(body, path);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const properties = (node.properties ?? {}) as Record<string, JsonObject>;
      for (const key of (node.required ?? []) as string[]) {
        if (!(key in value) || readOnly(properties[key])) continue;
        found.push({ name: `required ${[...path, key].join('.')} dropped`, apply: (b) => drop(b, [...path, key]) });
      }
      for (const [key, child] of Object.entries(properties)) {
        if (value[key] !== undefined && !readOnly(child)) walk(child, [...path, key], depth + 1);
      }
    }
    if (Array.isArray(value) && value.length > 0 && node.items && typeof node.items === 'object') {
      walk(node.items as JsonObject, [...path, 0], depth + 1);
    }
  };
  walk(schema, [], 0);
  return found;
}

function replace(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body);
  at(copy, path.slice(0, -1))![path.at(-1)!] = value;
  return copy;
}

function drop(body: unknown, path: Path): unknown {
  const copy = structuredClone(body);
  delete at(copy, path.slice(0, -1))![path.at(-1)!];
  return copy;
}
