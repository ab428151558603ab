/**
 * Answers a client must not take at face value, against real servers on 127.0.0.1: redirects
 * (never followed, spec §4 declares none), a body cut off mid-way (retried per the retry table of
 * docs/client.md), an absurd `Retry-After`, and an HTML error page instead of the JSON of spec §7.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, ConnectionError, NotFoundError, RateLimitError, RedirectError } from '../errors/index.js';
import { createClient } from './create-client.js';
import type { ClientOptions } from './options.js';
import { startFaultServer, type FaultServer } from '../../test/support/client/fault-server.js';
import { memoryLogger } from '../../test/support/client/memory-logger.js';

const KEY = 'sk_test_CANARY_unusual_0123456789';
const ORDER = { player_id: 'player_1', items: [{ sku: 'gem_pack_100' }] };
let server: FaultServer;
let other: FaultServer;

function client(options: Partial<ClientOptions> = {}) {
  return createClient({ apiKey: KEY, baseUrl: `${server.url}/s2s`, rateLimit: false, ...options });
}

beforeEach(async () => {
  [server, other] = await Promise.all([startFaultServer(), startFaultServer()]);
});
afterEach(async () => {
  await Promise.all([server.close(), other.close()]);
});

describe('redirects are errors, never followed', () => {
  it.each([301, 302, 303, 307, 308])(
    'a %i on POST /v1/orders throws RedirectError naming the Location',
    async (status) => {
      const location = `${other.url}/elsewhere/orders`;
      server.script({ status, headers: { location }, body: { detail: 'moved' } });
      other.fallback = { status: 200, body: { order_id: 'ord_evil', checkout_url: 'https://evil.example/pay' } };
      const error = await client()
        .orders.create(ORDER)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedirectError);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, method: 'POST', path: '/s2s/v1/orders', location, attempts: 1 });
      expect((error as Error).message).toBe(
        `${status} from POST /s2s/v1/orders: redirect to ${location} not followed (the client follows no redirects)`,
      );
      expect(server.requests).toHaveLength(1);
      expect(other.requests).toHaveLength(0);
    },
  );

  it('the path API throws the same RedirectError instead of returning the other origin', async () => {
    server.script({ status: 303, headers: { location: `${other.url}/x` } });
    const error = await client()
      .POST('/v1/orders', { body: ORDER })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).location).toBe(`${other.url}/x`);
    expect(other.requests).toHaveLength(0);
  });

  it('a 3xx without a Location says so, and a GET is not retried on it', async () => {
    server.script({ status: 302, headers: {} });
    const error = (await client()
      .achievements.list()
      .catch((e: unknown) => e)) as RedirectError;
    expect(error.location).toBeUndefined();
    expect(error.message).toBe(
      '302 from GET /s2s/v1/achievements: redirect with no Location header not followed (the client follows no redirects)',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('the key is redacted from a Location that echoes it', async () => {
    server.script({ status: 307, headers: { location: `${other.url}/x?key=${KEY}` } });
    const error = (await client()
      .achievements.list()
      .catch((e: unknown) => e)) as RedirectError;
    expect(error.location).toBe(`${other.url}/x?key=[REDACTED]`);
    expect(JSON.stringify(error) + error.message).not.toContain(KEY);
  });
});

describe('a body cut off mid-way', () => {
  it('a GET is retried (docs/client.md retry table: connection failed after sending) and then succeeds', async () => {
    server.script({ cutBody: true }, { cutBody: true }, { status: 200, body: [{ id: 'a_1' }] });
    const list = await client({ maxRetries: 2 }).achievements.list();
    expect(list).toEqual([{ id: 'a_1' }]);
    expect(server.requests).toHaveLength(3);
  });

  it('the retry is logged as a connection failure, not as the status whose body broke off', async () => {
    const { logger, lines } = memoryLogger('warn');
    server.script({ cutBody: true }, { status: 200, body: [] });
    await client({ logger }).achievements.list();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(
      /^\[game-commerce-s2s\] GET \/s2s\/v1\/achievements \(attempt 1 of 3\): retrying in \d+ ms after connection/,
    );
  });

  it('through the path API as well', async () => {
    server.script({ cutBody: true }, { status: 200, body: [{ id: 'a_2' }] });
    const { data } = await client().GET('/v1/achievements');
    expect(data).toEqual([{ id: 'a_2' }]);
    expect(server.requests).toHaveLength(2);
  });

  it("the path API's other parseAs modes still get the body: the text, and the unread stream", async () => {
    server.script({ status: 200, body: [{ id: 'a_3' }] }, { status: 200, body: [{ id: 'a_4' }] });
    const text = await client().GET('/v1/achievements', { parseAs: 'text' });
    expect(text.data).toBe('[{"id":"a_3"}]');
    const stream = await client().GET('/v1/achievements', { parseAs: 'stream' });
    expect(await new Response(stream.data).json()).toEqual([{ id: 'a_4' }]);
  });

  it('a GET that keeps being cut off ends in ConnectionError after every attempt', async () => {
    server.fallback = { cutBody: true };
    const error = (await client({ maxRetries: 1 })
      .achievements.list()
      .catch((e: unknown) => e)) as ConnectionError;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.requestSent).toBe(true);
    expect(error.attempts).toBe(2);
    expect(error.message).toMatch(
      /^GET \/s2s\/v1\/achievements on 127\.0\.0\.1:\d+: the connection failed while reading/,
    );
  });

  it('a POST is not retried: the service has acted on it', async () => {
    server.script({ cutBody: true }, { status: 201, body: { order_id: 'ord_2', checkout_url: 'https://pay/x' } });
    const error = await client()
      .orders.create(ORDER)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('RateLimitError.retryAfter', () => {
  async function retryAfter(header: string): Promise<number | undefined> {
    server.script({ status: 429, headers: { 'retry-after': header }, body: { detail: 'slow down' } });
    const error = await client({ maxRetries: 0 })
      .achievements.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    return (error as RateLimitError).retryAfter;
  }

  it('is whole seconds, rounded up so the wait is never shorter than asked', async () => {
    expect(await retryAfter('1.2')).toBe(2);
    expect(await retryAfter('0')).toBe(0);
  });

  it('is a finite integer for a date far ahead, and unset for a number no double holds', async () => {
    const farAhead = await retryAfter('Fri, 31 Dec 9999 23:59:59 GMT');
    expect(Number.isSafeInteger(farAhead)).toBe(true);
    expect(farAhead).toBeGreaterThan(200_000_000_000);
    expect(await retryAfter('9'.repeat(400))).toBeUndefined();
  });
});

describe('an error body that is not JSON', () => {
  it('an HTML 404 page goes into the message as one bounded line; the whole page stays on the error', async () => {
    const page = `<!DOCTYPE html>\n<html>\n  <head><title>404 Not Found</title></head>\n  <body>\n${'    <p>Nothing here.</p>\n'.repeat(50)}  </body>\n</html>\n`;
    server.script({ status: 404, headers: { 'content-type': 'text/html' }, body: page });
    const error = (await client()
      .achievements.get('a_1')
      .catch((e: unknown) => e)) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).not.toContain('\n');
    expect(
      error.message.startsWith('404 from GET /s2s/v1/achievements/a_1: <!DOCTYPE html> <html> <head><title>'),
    ).toBe(true);
    expect(error.message.length).toBeLessThanOrEqual(300);
    expect(error.message.endsWith('…')).toBe(true);
    expect(error.body).toBe(page);
  });
});
