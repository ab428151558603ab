/**
 * `validateResponses`: a 2xx body the document does not allow (a `{}` from `orders.create`) can be
 * caught, by both call styles, with the generated validators; off by default.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigurationError, ResponseValidationError } from '../errors/index.js';
import { createClient } from './create-client.js';
import { DEFAULTS } from './defaults.js';
import type { ClientOptions } from './options.js';
import { createFakeFetch, type FakeFetch } from '../../test/support/client/fake-fetch.js';
import { memoryLogger } from '../../test/support/client/memory-logger.js';

const KEY = 'sk_test_FAKE_validate_responses';
const ORDER = { player_id: 'player_1', items: [{ sku: 'gem_pack_100' }] };
const CREATED = { order_id: 'ord_1', checkout_url: 'https://pay.example/c/1' };

function client(fake: FakeFetch, options: Partial<ClientOptions> = {}) {
  return createClient({
    apiKey: KEY,
    baseUrl: 'https://api.example.test/s2s',
    fetch: fake,
    rateLimit: false,
    ...options,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('validateResponses', () => {
  it("is 'off' by default: a 201 {} from orders.create comes back as it is", async () => {
    expect(DEFAULTS.validateResponses).toBe('off');
    const fake = createFakeFetch({ status: 201, body: {} });
    expect(await client(fake).orders.create(ORDER)).toEqual({});
  });

  it("'throw': a 201 {} from orders.create throws, naming the operation and every missing field; not retried", async () => {
    const fake = createFakeFetch({ status: 201, body: {} });
    const error = await client(fake, { validateResponses: 'throw' })
      .orders.create(ORDER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ status: 201, operationId: 'createOrder', method: 'POST', path: '/s2s/v1/orders' });
    const { issues, message } = error as ResponseValidationError;
    expect(issues.map((issue) => issue.message).join('; ')).toMatch(/order_id|checkout_url/);
    expect(message).toMatch(
      /^201 from POST \/s2s\/v1\/orders does not match the document \(createOrder\): \/ must have/,
    );
    expect(fake.calls).toHaveLength(1);
  });

  it("'throw': a body that matches passes untouched, and a 204 without a body too", async () => {
    const fake = createFakeFetch({ status: 201, body: CREATED });
    const strict = client(fake, { validateResponses: 'throw' });
    expect(await strict.orders.create(ORDER)).toEqual(CREATED);
    fake.script({ status: 204 });
    expect(await strict.achievements.delete('ach_1')).toBeUndefined();
  });

  it("'throw': a list operation answered with an object instead of an array", async () => {
    const fake = createFakeFetch({ status: 200, body: { items: [] } });
    const error = (await client(fake, { validateResponses: 'throw' })
      .achievements.list()
      .catch((e: unknown) => e)) as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.operationId).toBe('listAchievements');
    expect(error.issues).toEqual([{ path: '', message: 'must be array' }]);
    expect(error.body).toEqual({ items: [] });
  });

  it("'throw' covers the path API as well", async () => {
    const fake = createFakeFetch({ status: 201, body: { order_id: 'ord_1' } });
    const error = await client(fake, { validateResponses: 'throw' })
      .POST('/v1/orders', { body: ORDER })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues).toEqual([
      { path: '', message: "must have required property 'checkout_url'" },
    ]);
  });

  it("'warn' logs one line and returns the data", async () => {
    const { logger, lines } = memoryLogger('warn');
    const fake = createFakeFetch({ status: 201, body: {} });
    expect(await client(fake, { validateResponses: 'warn', logger }).orders.create(ORDER)).toEqual({});
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [
        'warn',
        expect.stringMatching(/^\[game-commerce-s2s\] 201 from POST \/s2s\/v1\/orders does not match the document/),
      ],
    ]);
  });

  it("'warn' without a logger writes to console.warn", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = createFakeFetch({ status: 201, body: {} });
    await client(fake, { validateResponses: 'warn' }).orders.create(ORDER);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toMatch(/does not match the document \(createOrder\)/);
  });

  it('never puts the key in the error, even when the body echoes it', async () => {
    const fake = createFakeFetch({ status: 201, body: { order_id: KEY } });
    const error = (await client(fake, { validateResponses: 'throw' })
      .orders.create(ORDER)
      .catch((e: unknown) => e)) as ResponseValidationError;
    expect(JSON.stringify(error.body) + JSON.stringify(error) + error.message).not.toContain(KEY);
  });

  it('refuses another value', () => {
    const fake = createFakeFetch();
    expect(() => client(fake, { validateResponses: 'strict' as never })).toThrow(ConfigurationError);
  });
});
