/**
 * Readable on a big document: a change to a shared schema is reported once, under the component,
 * with every operation and webhook it reaches (directly or through other components), whichever
 * order the documents list things in. Recursive schemas end.
 */
import { describe, expect, it } from 'vitest';
import { ComponentComparisons } from './component-comparisons.js';
import { diffDocuments } from './diff-documents.js';
import { document, lines, object } from '../../../test/support/cli/spec-diff-documents.js';
import type { JsonObject } from './types.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

/** `count` resources, each with a list and a read answering Money (through Price), and a webhook. */
function shop(money: JsonObject, count: number, reverse = false): JsonObject {
  const paths: JsonObject = {};
  for (let i = 0; i < count; i++) {
    paths[`/v1/r${String(i).padStart(2, '0')}`] = {
      get: { responses: { '200': { description: 'ok', ...json({ type: 'array', items: ref('Price') }) } } },
    };
    paths[`/v1/r${String(i).padStart(2, '0')}/{id}`] = {
      get: { responses: { '200': { description: 'ok', ...json(ref('Price')) } } },
    };
  }
  const ordered = reverse ? Object.fromEntries(Object.entries(paths).reverse()) : paths;
  return document({
    paths: ordered,
    webhooks: {
      'price.changed': { post: { requestBody: json(ref('Price')), responses: { '200': { description: 'ok' } } } },
    },
    schemas: { Price: object({ amount: ref('Money'), label: { type: 'string' } }), Money: money },
  });
}

const money = object({ currency: { type: 'string', enum: ['EUR', 'USD'] }, value: { type: 'string' } });
const moreMoney = object({ currency: { type: 'string', enum: ['EUR', 'USD', 'GBP'] }, value: { type: 'string' } });

describe('a change to a shared component', () => {
  it('is reported once, with the operations and webhooks it reaches, in a stable order', () => {
    const changes = diffDocuments(shop(money, 3), shop(moreMoney, 3));
    expect(changes).toEqual([
      {
        kind: 'enum-changed',
        severity: 'breaking',
        location: '#/components/schemas/Money currency',
        message: 'enum values added: "GBP"',
        reaches: [
          'GET /v1/r00',
          'GET /v1/r00/{id}',
          'GET /v1/r01',
          'GET /v1/r01/{id}',
          'GET /v1/r02',
          'GET /v1/r02/{id}',
          'webhook price.changed',
        ],
      },
    ]);
    expect(diffDocuments(shop(money, 3, true), shop(moreMoney, 3))).toEqual(changes);
  });

  it('says where it breaks when it breaks one side of the wire only', () => {
    const order = (schema: JsonObject) =>
      document({
        paths: {
          '/v1/orders': {
            post: {
              requestBody: json(ref('Status')),
              responses: { '200': { description: 'ok', ...json(ref('Status')) } },
            },
          },
        },
        schemas: { Status: schema },
      });
    expect(
      lines(
        diffDocuments(order({ type: 'string', enum: ['open'] }), order({ type: 'string', enum: ['open', 'paid'] })),
      ),
    ).toEqual(['#/components/schemas/Status: enum values added: "paid" (breaking where received) (breaking)']);
  });

  it('walks each pair of components once per role, however many operations use it', () => {
    const before = shop(money, 40);
    const after = shop(moreMoney, 40);
    const components = new ComponentComparisons(before, after);
    const price = '#/components/schemas/Price';
    const key = components.compare('response', price, price);
    // Price and the Money it references: two pairs, each walked once, whatever is asked again.
    expect(components.pairs.size).toBe(2);
    expect(components.compare('response', price, price)).toBe(key);
    expect(components.pairs.size).toBe(2);
    expect([...components.closure([key])].length).toBe(2);
    components.compare('request', price, price);
    expect(components.pairs.size).toBe(4);
    const changes = diffDocuments(before, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.reaches).toHaveLength(81);
  });

  it('reports a change in a component used by a renamed component under the old name and the new', () => {
    const renamed = shop(moreMoney, 1);
    const schemas = (renamed.components as { schemas: JsonObject }).schemas;
    schemas.Cost = schemas.Money;
    delete schemas.Money;
    (schemas.Price as { properties: JsonObject }).properties.amount = ref('Cost');
    expect(lines(diffDocuments(shop(money, 1), renamed))).toEqual([
      '#/components/schemas/Money (now Cost) currency: enum values added: "GBP" (breaking)',
    ]);
  });
});

describe('shared parameters, request bodies and responses', () => {
  const api = (limit: JsonObject, error: JsonObject) => ({
    ...document({
      paths: {
        '/v1/a': {
          get: {
            parameters: [{ $ref: '#/components/parameters/Limit' }],
            responses: { '404': { $ref: '#/components/responses/NotFound' } },
          },
        },
        '/v1/b': {
          get: {
            parameters: [{ $ref: '#/components/parameters/Limit' }],
            responses: { '404': { $ref: '#/components/responses/NotFound' } },
          },
        },
      },
    }),
    components: {
      parameters: { Limit: { name: 'limit', in: 'query', schema: limit } },
      responses: { NotFound: { description: 'missing', ...json(error) } },
    },
  });

  it('reports a change to a shared parameter or response once, under its component, with both operations', () => {
    const error = object({ message: { type: 'string' } });
    const changes = diffDocuments(
      api({ type: 'integer', maximum: 100 }, error),
      api({ type: 'integer', maximum: 50 }, object({})),
    );
    expect(changes).toEqual([
      {
        kind: 'constraint-changed',
        severity: 'breaking',
        location: '#/components/parameters/Limit',
        message: 'maximum changed: 100 -> 50',
        reaches: ['GET /v1/a', 'GET /v1/b'],
      },
      {
        kind: 'property-removed',
        severity: 'breaking',
        location: '#/components/responses/NotFound body message',
        message: 'property removed',
        reaches: ['GET /v1/a', 'GET /v1/b'],
      },
    ]);
  });
});

describe('documents maintainers bring', () => {
  it('ends on mutually recursive schemas and on allOf self-reference', () => {
    const tree = (extra: JsonObject) =>
      document({
        paths: { '/v1/nodes': { get: { responses: { '200': { description: 'ok', ...json(ref('A')) } } } } },
        schemas: {
          A: object({ b: ref('B'), ...extra }, ['b', ...Object.keys(extra)]),
          B: object({ a: ref('A'), self: { allOf: [ref('B')] } }, ['a', 'self']),
          Loop: { allOf: [ref('Loop'), { type: 'object' }] },
        },
      });
    expect(lines(diffDocuments(tree({}), tree({ name: { type: 'string' } })))).toEqual([
      '#/components/schemas/A name: optional property added (non-breaking)',
    ]);
    expect(diffDocuments(tree({ loop: ref('Loop') }), tree({ loop: ref('Loop') }))).toEqual([]);
  });

  it('reads OpenAPI 3.0 nullable, including on a referenced schema wrapped in allOf', () => {
    const nullable = (schema: JsonObject) =>
      document({
        paths: { '/v1/x': { get: { responses: { '200': { description: 'ok', ...json(object({ v: schema })) } } } } },
        schemas: { Kind: { type: 'string', enum: ['a', 'b'] } },
      });
    expect(
      diffDocuments(
        nullable({ allOf: [ref('Kind')], nullable: true }),
        nullable({ oneOf: [ref('Kind'), { type: 'null' }] }),
      ),
    ).toEqual([]);
    expect(diffDocuments(nullable({ type: 'string', nullable: true }), nullable({ type: ['string', 'null'] }))).toEqual(
      [],
    );
    expect(lines(diffDocuments(nullable({ type: 'string', nullable: true }), nullable({ type: 'string' })))).toEqual([
      'GET /v1/x response 200 body v: type changed from null|string to string (non-breaking)',
    ]);
    // `nullable` with no type admits anything already; it must not crash or invent a change.
    expect(diffDocuments(nullable({ nullable: true }), nullable({ nullable: true, description: 'x' }))).toEqual([]);
  });

  it('reads documents without webhooks or components', () => {
    const bare = (paths: JsonObject) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths });
    const one = bare({ '/v1/x': { get: { responses: { '200': { description: 'ok' } } } } });
    expect(diffDocuments(one, one)).toEqual([]);
    expect(lines(diffDocuments(bare({}), one))).toEqual(['GET /v1/x: operation added (non-breaking)']);
    expect(lines(diffDocuments(one, document({ paths: one.paths, webhooks: {} })))).toEqual([]);
  });
});
