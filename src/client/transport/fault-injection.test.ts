/**
 * The client against a real HTTP server on 127.0.0.1: what goes over the wire (auth, headers,
 * body bytes) and how real network faults (reset, refused, slow) are classified.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionError, NotFoundError, TimeoutError, ValidationError } from '../../errors/index.js';
import { createClient } from '../create-client.js';
import { DEFAULTS } from '../defaults.js';
import type { ClientOptions } from '../options.js';
import { closedPort, startFaultServer, type FaultServer } from '../../../test/support/client/fault-server.js';

const KEY = 'sk_test_CANARY_fault_0123456789';
let server: FaultServer;

function client(options: Partial<ClientOptions> = {}) {
  return createClient({ apiKey: KEY, baseUrl: `${server.url}/s2s`, rateLimit: false, ...options });
}

beforeEach(async () => {
  server = await startFaultServer();
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

describe('what is sent', () => {
  it('Bearer auth by default, byte-exact, with the SDK User-Agent and the base path prefix', async () => {
    server.script({ status: 200, body: [] });
    await client().achievements.list({ limit: 5, offset: 10 });
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/s2s/v1/achievements?limit=5&offset=10');
    expect(request?.headers['authorization']).toBe(`Bearer ${KEY}`);
    expect(request?.headers['user-agent']).toBe(DEFAULTS.userAgent);
  });

  it('Basic auth is base64 of "<key>:", byte-exact', async () => {
    await client({ auth: 'basic', userAgent: 'my-game/1.2' }).achievements.list();
    const [request] = server.requests;
    expect(request?.headers['authorization']).toBe(`Basic ${Buffer.from(`${KEY}:`, 'utf8').toString('base64')}`);
    expect(request?.headers['user-agent']).toBe(`my-game/1.2 ${DEFAULTS.userAgent}`);
  });

  it('sends path parameters encoded and the JSON body with its content type', async () => {
    server.script({ status: 200, body: { id: 'a/1' } });
    await client().achievements.update('a/1 x', { name: 'Dragon' });
    const [request] = server.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/s2s/v1/achievements/a%2F1%20x');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toBe('{"name":"Dragon"}');
  });

  it('refuses to send a missing path parameter', async () => {
    // @ts-expect-error the id is required
    await expect(client().achievements.get()).rejects.toThrow(
      'client.achievements.get: path parameter achievement_id must be a non-empty string',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('hands checkout_url back untouched (spec §2: opaque)', async () => {
    const checkoutUrl = 'https://pay.example/c/ord_1?t=a%2Fb&x=1#frag ü';
    server.script({ status: 201, body: { order_id: 'ord_1', checkout_url: checkoutUrl } });
    const created = await client().orders.create({ player_id: 'p_1', items: [{ sku: 'gem' }] });
    expect(created.checkout_url).toBe(checkoutUrl);
  });
});

describe('answers become typed errors', () => {
  it('404 → NotFoundError with status, detail, method, path and headers', async () => {
    server.script({ status: 404, headers: { 'x-request-id': 'req_9' }, body: { detail: 'Achievement not found' } });
    const error = await client()
      .achievements.get('a_404')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({
      status: 404,
      detail: 'Achievement not found',
      method: 'GET',
      path: '/s2s/v1/achievements/a_404',
    });
    expect((error as NotFoundError).headers.get('x-request-id')).toBe('req_9');
    expect((error as NotFoundError).message).toBe('404 from GET /s2s/v1/achievements/a_404: Achievement not found');
  });

  it('422 → ValidationError with the parsed loc/msg/type list', async () => {
    const detail = [{ loc: ['body', 'items', 0, 'sku'], msg: 'field required', type: 'value_error.missing' }];
    server.script({ status: 422, body: { detail } });
    const error = (await client()
      .orders.create({ player_id: 'p', items: [] })
      .catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual(detail);
    expect(error.detail).toBe('body.items.0.sku: field required');
  });

  it('the path API returns { error, response } instead of throwing', async () => {
    server.script({ status: 404, body: { detail: 'nope' } });
    const { data, error, response } = await client().GET('/v1/achievements/{achievement_id}', {
      params: { path: { achievement_id: 'x' } },
    });
    expect(data).toBeUndefined();
    expect(error).toEqual({ detail: 'nope' });
    expect(response.status).toBe(404);
  });
});

describe('network faults', () => {
  it('503 then success: a GET is retried and succeeds', async () => {
    server.script({ status: 503, headers: { 'retry-after': '0' } }, { status: 200, body: [{ id: 'a' }] });
    await expect(client().achievements.list()).resolves.toEqual([{ id: 'a' }]);
    expect(server.requests).toHaveLength(2);
  });

  it('connection reset: a GET is retried, a POST is not', async () => {
    server.script({ reset: true }, { status: 200, body: [] });
    await expect(client().achievements.list()).resolves.toEqual([]);
    expect(server.requests).toHaveLength(2);

    server.script({ reset: true });
    const error = await client()
      .orders.create({ player_id: 'p', items: [{ sku: 's' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).requestSent).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it('connection refused: the request was never sent, so even a POST is retried', async () => {
    const port = await closedPort();
    let attempts = 0;
    const counting = (url: string, init: RequestInit) => {
      attempts++;
      return fetch(url, init);
    };
    const refused = createClient({
      apiKey: KEY,
      baseUrl: `http://127.0.0.1:${port}`,
      fetch: counting,
      rateLimit: false,
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = refused.orders.create({ player_id: 'p', items: [{ sku: 's' }] }).catch((e: unknown) => e);
    while (attempts < 3) await vi.advanceTimersByTimeAsync(1000);
    const error = (await outcome) as ConnectionError;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.requestSent).toBe(false);
    expect(error.message).toMatch(/before the request was sent \(ECONNREFUSED\)/);
    expect(attempts).toBe(3);
  });

  it('a response slower than the timeout: TimeoutError after the retries of a GET', async () => {
    server.fallback = { hang: true };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = client({ timeoutMs: 5000, maxRetries: 1 })
      .achievements.list()
      .catch((e: unknown) => e);
    await server.waitForRequests(1);
    await vi.advanceTimersByTimeAsync(5000 + 500);
    await server.waitForRequests(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toBeInstanceOf(TimeoutError);
    expect(server.requests).toHaveLength(2);
  });
});
