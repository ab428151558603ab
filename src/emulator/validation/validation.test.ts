import { describe, expect, it } from 'vitest';
import { coerceQuery } from './coerce-parameters.js';
import { validateRequest } from './validate-request.js';

const request = (query = '') => ({
  method: 'GET',
  path: '/',
  query: new URLSearchParams(query),
  headers: {},
  body: undefined,
});

describe('query text read as the declared type', () => {
  it('reads integers, numbers and booleans; leaves text that does not read as its type', () => {
    const types = { limit: 'integer', price: 'number', on: 'boolean', tags: 'array:integer', q: 'string' };
    expect(coerceQuery(new URLSearchParams('limit=5&price=4.99&on=true&tags=1,2&q=7&other=x'), types)).toEqual({
      limit: 5,
      price: 4.99,
      on: true,
      tags: [1, 2],
      q: '7',
      other: 'x',
    });
    expect(coerceQuery(new URLSearchParams('limit=5.5&on=yes&tags=1&tags=a'), types)).toEqual({
      limit: '5.5',
      on: 'yes',
      tags: [1, 'a'],
    });
  });
});

describe('validateRequest: one 422 entry per fault, each naming the real field (§7)', () => {
  it('body: nested array items by index, missing fields by name', () => {
    const outcome = validateRequest(
      'createOrder',
      request(),
      {},
      { player_id: 7, items: [{ sku: 'a' }, { name: 'b' }] },
    );
    expect(outcome).toEqual({
      ok: false,
      issues: [
        { loc: ['body', 'player_id'], msg: 'Input should be a valid string', type: 'string_type' },
        { loc: ['body', 'items', 1, 'sku'], msg: 'Field required', type: 'missing' },
      ],
    });
  });

  it('query: wrong type, pattern and enum; a missing required body', () => {
    expect(validateRequest('listCreators', request('limit=ten&country=de'), {}, undefined)).toMatchObject({
      issues: [
        { loc: ['query', 'country'], type: 'string_pattern_mismatch' },
        { loc: ['query', 'limit'], type: 'int_parsing' },
      ],
    });
    expect(validateRequest('rejectUserAuthorization', request(), {}, { nonce: 'n', reason: 'cheating' })).toMatchObject(
      {
        issues: [
          { loc: ['body', 'reason'], type: 'enum', msg: 'Input should be "not_eligible", "banned", "rejected"' },
        ],
      },
    );
    expect(validateRequest('createAchievement', request(), {}, undefined)).toEqual({
      ok: false,
      issues: [{ loc: ['body'], msg: 'Field required', type: 'missing' }],
    });
  });

  it('passes valid requests with the values read', () => {
    expect(validateRequest('listPayments', request('order_by=created_at&limit=3'), {}, undefined)).toEqual({
      ok: true,
      value: { path: {}, query: { order_by: 'created_at', limit: 3 }, body: undefined },
    });
  });
});
