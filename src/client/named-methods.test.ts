/**
 * What a named method sends and how it reads the answer: its arguments become openapi-fetch's
 * path parameters, query, body and headers, and answers read as openapi-fetch reads them.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, NotFoundError } from '../errors/index.js';
import { createClient } from './create-client.js';
import { createFakeFetch, type FakeAnswer } from '../../test/support/client/fake-fetch.js';

function clientWith(...answers: FakeAnswer[]) {
  const fake = createFakeFetch({ status: 200, body: [] });
  fake.script(...answers);
  const client = createClient({
    apiKey: 'sk_test_FAKE_named_methods_key',
    baseUrl: 'https://api.example.test/s2s',
    fetch: fake,
    rateLimit: false,
    maxRetries: 0,
  });
  return { fake, client };
}

describe('what a named method sends', () => {
  it('a path parameter is encoded whole: a slash, a space and non-ASCII stay inside the segment', async () => {
    const { fake, client } = clientWith();
    await client.coupons.get('a b/ü?');
    expect(fake.calls[0]?.url).toBe('https://api.example.test/s2s/v1/coupons/a%20b%2F%C3%BC%3F');
    expect(fake.calls[0]?.method).toBe('GET');
  });

  it('the query object becomes the query string, undefined values left out', async () => {
    const { fake, client } = clientWith();
    await client.coupons.listForUser('u_1', { limit: 5, offset: undefined });
    expect(fake.calls[0]?.url).toBe('https://api.example.test/s2s/v1/coupons/user/u_1?limit=5');
    await client.payments.list({ order_by: 'created_at', start_at: 1, end_at: 2 });
    expect(fake.calls[1]?.url).toBe('https://api.example.test/s2s/v1/payments?order_by=created_at&start_at=1&end_at=2');
  });

  it('the body is sent as JSON with its content type, the key as Bearer, and per-call headers added', async () => {
    const { fake, client } = clientWith({ status: 201, body: { order_id: 'o_1' } });
    const order = { player_id: 'p_1', items: [{ sku: 'gem_pack' }] };
    await client.orders.create(order, { headers: { 'X-Request-Id': 'r_1' } });
    const sent = fake.calls[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('https://api.example.test/s2s/v1/orders');
    expect(JSON.parse(sent?.body ?? '')).toEqual(order);
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.headers.get('authorization')).toBe('Bearer sk_test_FAKE_named_methods_key');
    expect(sent?.headers.get('x-request-id')).toBe('r_1');
  });

  it('a per-call header replaces the client one of the same name, whatever its case', async () => {
    const { fake, client } = clientWith();
    await client.achievements.list({}, { headers: { 'user-agent': 'my-game/2' } });
    expect(fake.calls[0]?.headers.get('user-agent')).toBe('my-game/2');
  });

  it('a missing path parameter is a TypeError naming the method, and nothing is sent', async () => {
    const { fake, client } = clientWith();
    const get = client.coupons.get as (id?: unknown) => Promise<unknown>;
    await expect(get(undefined)).rejects.toThrow(
      new TypeError('client.coupons.get: path parameter coupon_id must be a non-empty string'),
    );
    expect(fake.calls).toHaveLength(0);
  });
});

describe('how a named method reads the answer', () => {
  it.each<[string, FakeAnswer]>([
    ['204', { status: 204 }],
    ['200 with Content-Length 0', { status: 200, headers: { 'content-length': '0' } }],
    ['200 with an empty body and no length', { status: 200 }],
  ])('%s resolves to undefined', async (_, answer) => {
    const { client } = clientWith(answer);
    expect(await client.achievements.list()).toBeUndefined();
  });

  it('a 2xx JSON body is the data', async () => {
    const { client } = clientWith({ status: 200, body: [{ id: 'a_1' }] });
    expect(await client.achievements.list()).toEqual([{ id: 'a_1' }]);
  });

  it('a JSON error body is parsed, a text one kept as text', async () => {
    const { client } = clientWith(
      { status: 404, body: { detail: 'no such coupon' } },
      { status: 418, headers: { 'content-type': 'text/plain' }, raw: 'teapot' },
    );
    const notFound = (await client.coupons.get('c_1').catch((e: unknown) => e)) as NotFoundError;
    expect(notFound).toBeInstanceOf(NotFoundError);
    expect(notFound.body).toEqual({ detail: 'no such coupon' });
    const teapot = (await client.coupons.get('c_1').catch((e: unknown) => e)) as ApiError;
    expect(teapot).toBeInstanceOf(ApiError);
    expect(teapot.body).toBe('teapot');
  });
});
