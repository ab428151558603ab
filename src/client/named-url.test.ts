/**
 * named-url.ts builds URLs without openapi-fetch's `createFinalURL`, so it must build the same
 * ones: compared here on values that need encoding, on every query shape that takes the fast
 * path and on those that must fall back to openapi-fetch's own serializer.
 */
import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createNamedUrl } from './named-url.js';

const BASE = 'https://api.example.test/s2s';
const querySerializer = createQuerySerializer();

function reference(path: string, pathParams: Record<string, unknown> | undefined, query: unknown): string {
  return createFinalURL(path, {
    baseUrl: BASE,
    params: { path: pathParams, query: query as Record<string, unknown> | undefined },
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
}

const queries: [string, unknown][] = [
  ['none', undefined],
  ['empty', {}],
  ['numbers and strings', { limit: 5, offset: 10, order_by: 'created_at' }],
  ['booleans', { active: true, archived: false }],
  ['values that need encoding', { q: 'a b&c=d/ü?#%', emoji: '🐉', plus: '1+1' }],
  ['null and undefined skipped', { limit: 1, user_id: undefined, sku: null, offset: 0 }],
  ['only skipped values', { user_id: undefined, sku: null }],
  ['empty string kept', { q: '' }],
  ['an array (falls back)', { ids: ['a', 'b c'], limit: 2 }],
  ['an empty array (falls back)', { ids: [], limit: 2 }],
  ['an object (falls back)', { filter: { status: 'paid', min: 5 } }],
  ['numeric-like keys keep insertion rules', { 2: 'b', 1: 'a', z: 'z' }],
  ['special numbers', { a: Number.NaN, b: -0, c: 1e21, d: 0.1 }],
  ['integers in and beyond the safe range', { a: -5, b: Number.MAX_SAFE_INTEGER, c: 2 ** 53, d: -1e21 }],
];

describe('named URLs are the URLs openapi-fetch builds', () => {
  it.each(queries)('path without parameters, query %s', (_, query) => {
    const url = createNamedUrl(BASE, '/v1/achievements', []);
    expect(url([], query)).toBe(reference('/v1/achievements', undefined, query));
  });

  it.each(queries)('path with two parameters, query %s', (_, query) => {
    const url = createNamedUrl(BASE, '/v1/creators/{creator_id}/items/{item_id}', ['creator_id', 'item_id']);
    const ids = ['cr 1/ü', 42];
    const expected = reference(
      '/v1/creators/{creator_id}/items/{item_id}',
      { creator_id: ids[0], item_id: ids[1] },
      query,
    );
    expect(url(ids, query)).toBe(expected);
  });

  it('path values that look like templates or patterns are encoded, not expanded', () => {
    const url = createNamedUrl(BASE, '/v1/coupons/{coupon_id}', ['coupon_id']);
    for (const id of ['{coupon_id}', '$&', "$'x", '..', '%2F']) {
      expect(url([id], undefined)).toBe(reference('/v1/coupons/{coupon_id}', { coupon_id: id }, undefined));
    }
  });

  it('refuses a table whose parameter names are not those of the template, in order', () => {
    expect(() => createNamedUrl(BASE, '/v1/a/{x}/b/{y}', ['y', 'x'])).toThrow(/not in path order/);
    expect(() => createNamedUrl(BASE, '/v1/a/{x}', [])).toThrow(/not in path order/);
  });
});
