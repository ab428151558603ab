/**
 * The request breakers the validation proof relies on, without a mock: each mutation must really
 * break the schema (ajv confirms), composed and 3.0-style schemas included, and a schema with
 * nothing to break must offer nothing.
 */
import { describe, expect, it } from 'vitest';
import { createDocumentAjv } from '../support/ajv.js';
import { resolveRef, type JsonObject } from '../support/document.js';
import { lenientSchemas } from '../support/lenient-schemas.js';
import { breakPattern, mutationsFor } from '../support/mutations.js';

const document: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'mutations', version: '1' },
  paths: {},
  components: {
    schemas: {
      Cat: {
        type: 'object',
        required: ['kind', 'lives'],
        properties: { kind: { const: 'cat' }, lives: { type: 'integer' } },
      },
      Dog: { type: 'object', required: ['kind'], properties: { kind: { const: 'dog' } } },
      Pet: { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] },
      Named: {
        allOf: [
          { $ref: '#/components/schemas/Cat' },
          { type: 'object', properties: { name: { type: 'string', pattern: '^[A-Z]' } } },
        ],
      },
      Account: {
        type: 'object',
        required: ['id', 'name', 'owner'],
        properties: {
          id: { type: 'string', readOnly: true, pattern: '^acc_' },
          name: { type: 'string', enum: ['a', 'b'] },
          owner: { $ref: '#/components/schemas/Owner' },
        },
      },
      Owner: { type: 'object', readOnly: true, required: ['x'], properties: { x: { type: 'integer' } } },
      Legacy: {
        type: 'object',
        properties: {
          tags: { nullable: true, items: { type: 'string' } },
          age: { type: 'number', minimum: 0, exclusiveMinimum: true },
        },
      },
    },
  },
};
const ajv = createDocumentAjv(document, { lenient: true });
const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const names = (name: string, body: unknown) =>
  mutationsFor(schema(name), body, (node) => resolveRef(document, node))
    .filter((m) => !ajv.compileLocal(schema(name))(m.apply(body)))
    .map((m) => m.name);

describe('mutations', () => {
  it('break a composed (oneOf) root by its JSON type, confirmed by ajv', () => {
    expect(names('Pet', { kind: 'dog' })).toEqual(['wrong type at /']);
  });

  it('walk allOf branches: required fields, types and patterns of each', () => {
    expect(names('Named', { kind: 'cat', lives: 9, name: 'Tom' })).toEqual(
      expect.arrayContaining([
        'required kind dropped',
        'required lives dropped',
        'wrong type at /lives',
        'pattern ^[A-Z] broken at /name',
      ]),
    );
  });

  it('drop only required fields the body has', () => {
    expect(names('Cat', { kind: 'cat' })).not.toContain('required lives dropped');
  });

  it('leave readOnly properties of a request alone (the server ignores them), and break them in a delivery', () => {
    const body = { id: 'acc_1', name: 'a', owner: { x: 1 } };
    expect(names('Account', body).sort()).toEqual([
      'required name dropped',
      'value outside the enum at /name',
      'wrong type at /',
      'wrong type at /name',
    ]);
    const delivered = mutationsFor(schema('Account'), body, (node) => resolveRef(document, node), {
      readOnly: 'break',
    });
    expect(delivered.map((m) => m.name)).toEqual(
      expect.arrayContaining(['required id dropped', 'pattern ^acc_ broken at /id', 'wrong type at /owner/x']),
    );
  });

  it('find a string that breaks a pattern, and none for a pattern everything matches', () => {
    expect(/^[a-z]{2}$/.test(breakPattern('^[a-z]{2}$')!)).toBe(false);
    expect(breakPattern('.*')).toBeUndefined();
  });
});

describe('lenient schemas (3.0 leftovers in a foreign document)', () => {
  it('compile where ajv would throw, keeping what they meant', () => {
    expect(() => createDocumentAjv(document).compileLocal(schema('Legacy'))).toThrow();
    const validate = ajv.compileLocal(schema('Legacy'));
    expect(validate({ tags: ['a'], age: 1 })).toBe(true);
    expect(validate({ age: 0 })).toBe(false); // exclusiveMinimum: true with minimum: 0
    const legacy = lenientSchemas(document).components.schemas.Legacy;
    expect(legacy.properties.tags).toEqual({ items: { type: 'string' } });
    expect(legacy.properties.age).toEqual({ type: 'number', exclusiveMinimum: 0 });
    expect(document.components.schemas.Legacy.properties.tags.nullable).toBe(true); // the input is not changed
  });
});
