import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../client/create-client.js';
import { ConnectionError, ServiceUnavailableError, TimeoutError } from '../../errors/index.js';
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { clientOf, OTHER_KEY, send, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';

const ORDER = { player_id: 'p1', items: [{ sku: 'gem' }] };
let emu: Emulator;
beforeEach(async () => {
  emu = await startEmulator({ listen: false });
});
afterEach(() => emu.close());

describe('emu.inject', () => {
  it('answers the status with the generic body for the next `times` requests of the operation only', async () => {
    const fault = emu.inject({ operation: 'createOrder', status: 503, times: 2 });
    expect((await send(emu, 'GET', '/v1/achievements')).status).toBe(200);
    for (const remaining of [1, 0]) {
      const answer = await send(emu, 'POST', '/v1/orders', { body: ORDER });
      expect(answer).toMatchObject({ status: 503, body: { detail: expect.any(String) } });
      expect(fault.remaining).toBe(remaining);
    }
    expect((await send(emu, 'POST', '/v1/orders', { body: ORDER })).status).toBe(201);
  });

  it('answers an injected 422 with the validation error body (§7), as every 422 is shaped', async () => {
    emu.inject({ operation: 'listAchievements', status: 422 });
    const answer = await send(emu, 'GET', '/v1/achievements');
    expect(answer).toMatchObject({
      status: 422,
      body: { detail: [{ loc: [], msg: 'Injected fault: 422', type: 'injected' }] },
    });
  });

  it('lets a game test its own retries: the client retries two 429s (Retry-After honoured) and succeeds', async () => {
    emu.inject({ status: 429, retryAfter: 0, times: 2 });
    const client = createClient({
      apiKey: TEST_KEY,
      baseUrl: emu.url,
      fetch: emu.fetch,
      maxRetries: 2,
      rateLimit: false,
    });
    expect(await client.orders.create(ORDER)).toMatchObject({ order_id: expect.stringMatching(/^ord_/) });
  });

  it('a 503 on a POST is not retried by the client (it may have been acted on)', async () => {
    emu.inject({ operation: 'createOrder', status: 503 });
    const client = createClient({
      apiKey: TEST_KEY,
      baseUrl: emu.url,
      fetch: emu.fetch,
      maxRetries: 3,
      rateLimit: false,
    });
    await expect(client.orders.create(ORDER)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('slows an answer down: delayMs before answering, so a client time-out fires', async () => {
    emu.inject({ operation: 'listAchievements', delayMs: 300 });
    const client = createClient({
      apiKey: TEST_KEY,
      baseUrl: emu.url,
      fetch: emu.fetch,
      maxRetries: 0,
      rateLimit: false,
      timeoutMs: 50,
    });
    await expect(client.achievements.list()).rejects.toBeInstanceOf(TimeoutError);
    emu.inject({ operation: 'listAchievements', delayMs: 100 });
    const started = performance.now();
    expect(await clientOf(emu).achievements.list()).toEqual([]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('drops the connection: emu.fetch rejects like a network error, the client throws ConnectionError (maybe sent)', async () => {
    emu.inject({ operation: 'createOrder', drop: true });
    const rejected = await emu.fetch(`${emu.url}/v1/orders`, { method: 'POST' }).catch((e: unknown) => e as TypeError);
    expect(rejected).toBeInstanceOf(TypeError);
    expect((rejected as TypeError & { cause: { code: string } }).cause.code).toBe('UND_ERR_SOCKET');
    emu.inject({ operation: 'createOrder', drop: true });
    const error = await clientOf(emu)
      .orders.create(ORDER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).requestSent).toBe(true);
  });

  it('can target one key, and be cleared; reset clears every fault', async () => {
    const fault = emu.inject({ status: 503, apiKey: OTHER_KEY, times: 5 });
    expect((await send(emu, 'GET', '/v1/achievements')).status).toBe(200);
    expect((await send(emu, 'GET', '/v1/achievements', { key: OTHER_KEY })).status).toBe(503);
    fault.clear();
    expect((await send(emu, 'GET', '/v1/achievements', { key: OTHER_KEY })).status).toBe(200);
    emu.inject({ status: 503 });
    emu.reset();
    expect((await send(emu, 'GET', '/v1/achievements')).status).toBe(200);
  });

  it('refuses a fault it cannot apply', () => {
    expect(() => emu.inject({ status: 42 })).toThrow(RangeError);
    expect(() => emu.inject({ status: 503, times: 0 })).toThrow(RangeError);
    expect(() => emu.inject({ operation: 'createOrders', status: 503 })).toThrow(/createOrders is not an operationId/);
  });
});
