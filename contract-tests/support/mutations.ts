/**
 * Ways to break a valid request body so it no longer satisfies its schema, the way Schemathesis
 * checks a service: drop a required field, give a value the wrong type, or put a value outside an
 * enum. Only mutations the schema can actually detect are offered (an open object with no required
 * keys cannot be broken by dropping one).
 */
import type { JsonObject } from './document.js';

export interface Mutation {
  name: string;
  apply(body: unknown): unknown;
}

type Path = (string | number)[];

function at(value: unknown, path: Path): any {
  return path.reduce((node: any, key) => node?.[key], value);
}

const OTHER_TYPE: Record<string, unknown> = { string: 12345, number: 'not a number', integer: 'not an integer', boolean: 'not a boolean', object: ['not an object'], array: { not: 'an array' } };

function typeOf(schema: JsonObject): string | undefined {
  return typeof schema.type === 'string' ? schema.type : undefined;
}

/** Every mutation the (dereferenced) schema rejects, given a body generated from that schema. */
export function mutationsFor(schema: JsonObject, body: unknown): Mutation[] {
  const found: Mutation[] = [];
  const walk = (node: JsonObject, path: Path) => {
    const type = typeOf(node);
    if (type && type in OTHER_TYPE) {
      found.push({ name: `wrong type at /${path.join('/')}`, apply: (b) => replace(b, path, OTHER_TYPE[type]) });
    }
    if (Array.isArray(node.enum) && node.enum.every((v: unknown) => typeof v === 'string')) {
      found.push({ name: `value outside the enum at /${path.join('/')}`, apply: (b) => replace(b, path, 'not-an-allowed-value') });
    }
    if (type === 'object') {
      for (const key of (node.required ?? []) as string[]) {
        found.push({ name: `required ${[...path, key].join('.')} dropped`, apply: (b) => drop(b, [...path, key]) });
      }
      for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, JsonObject>)) {
        if (at(body, [...path, key]) !== undefined) walk(child, [...path, key]);
      }
    }
    if (type === 'array' && node.items && at(body, [...path, 0]) !== undefined) walk(node.items as JsonObject, [...path, 0]);
  };
  walk(schema, []);
  return found;
}

function replace(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body);
  at(copy, path.slice(0, -1))[path.at(-1)!] = value;
  return copy;
}

function drop(body: unknown, path: Path): unknown {
  const copy = structuredClone(body);
  delete at(copy, path.slice(0, -1))[path.at(-1)!];
  return copy;
}
