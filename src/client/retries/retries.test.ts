/**
 * Retry, timeout and abort behaviour through the public client, with an injected fetch and fake
 * timers so every delay is asserted exactly.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionError, RateLimitError, ServiceUnavailableError, TimeoutError } from '../../errors/index.js';
import { createClient } from '../create-client.js';
import type { ClientOptions } from '../options.js';
import { createFakeFetch, type FakeFetch } from '../../../test/support/client/fake-fetch.js';

const order = { player_id: 'p_1', items: [{ sku: 'gem_pack' }] };
let fake: FakeFetch;

function client(options: Partial<ClientOptions> = {}) {
  return createClient({
    apiKey: 'sk_test_FAKE_retries_key',
    baseUrl: 'https://api.example.test/s2s',
    fetch: fake,
    rateLimit: false,
    ...options,
  });
}

/** Starts `run`, and keeps a handle on its outcome so timers can be advanced meanwhile. */
function start<T>(run: Promise<T>) {
  const outcome = run.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { outcome };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  fake = createFakeFetch();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Retry-After', () => {
  it('waits exactly the seconds the 429 asks for, then retries', async () => {
    fake.script(
      { status: 429, headers: { 'retry-after': '2' }, body: { detail: 'slow down' } },
      { status: 200, body: [] },
    );
    const call = start(client().achievements.list());
    await vi.advanceTimersByTimeAsync(1999);
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(2);
    expect(await call.outcome).toEqual({ value: [] });
  });

  it('reads an HTTP date', async () => {
    vi.setSystemTime(Date.parse('2026-08-27T12:00:00Z'));
    fake.script(
      { status: 503, headers: { 'retry-after': 'Thu, 27 Aug 2026 12:00:05 GMT' } },
      { status: 200, body: [] },
    );
    start(client().achievements.list());
    await vi.advanceTimersByTimeAsync(4999);
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(2);
  });

  it('hands back a RateLimitError at once when asked to wait longer than the 60 s cap', async () => {
    fake.script({ status: 429, headers: { 'retry-after': '61' }, body: { detail: 'later' } });
    const { outcome } = start(client().achievements.list());
    await vi.advanceTimersByTimeAsync(0);
    const { error } = (await outcome) as { error: RateLimitError };
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfter).toBe(61);
    expect(fake.calls).toHaveLength(1);
  });

  it.each([
    ['a 400-digit number', '9'.repeat(400)],
    ['a date far ahead', 'Fri, 31 Dec 9999 23:59:59 GMT'],
  ])('hands back the error at once, one request sent, for %s on a GET', async (_, header) => {
    fake.script(
      { status: 503, headers: { 'retry-after': header } },
      { status: 429, headers: { 'retry-after': header } },
      { status: 200, body: [] },
    );
    for (const expected of [ServiceUnavailableError, RateLimitError]) {
      const before = fake.calls.length;
      const { outcome } = start(client().achievements.list());
      await vi.advanceTimersByTimeAsync(0);
      expect(((await outcome) as { error: unknown }).error).toBeInstanceOf(expected);
      expect(fake.calls.length - before).toBe(1);
    }
  });

  it('maxRetryAfterMs sets the cap: a wait up to it is slept through, one beyond it is handed back', async () => {
    fake.script(
      { status: 429, headers: { 'retry-after': '5' } },
      { status: 200, body: [] },
      { status: 429, headers: { 'retry-after': '6' } },
    );
    const capped = client({ maxRetryAfterMs: 5_000 });
    const slept = start(capped.achievements.list());
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slept.outcome).toEqual({ value: [] });
    const handedBack = start(capped.achievements.list());
    await vi.advanceTimersByTimeAsync(0);
    const { error } = (await handedBack.outcome) as { error: RateLimitError };
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfter).toBe(6);
    expect(fake.calls).toHaveLength(3);
  });

  it('maxRetryAfterMs: 0 hands back any wait but an immediate retry', async () => {
    fake.script({ status: 429, headers: { 'retry-after': '0' } }, { status: 429, headers: { 'retry-after': '1' } });
    const { outcome } = start(client({ maxRetryAfterMs: 0 }).achievements.list());
    await vi.advanceTimersByTimeAsync(0);
    expect(((await outcome) as { error: RateLimitError }).error.retryAfter).toBe(1);
    expect(fake.calls).toHaveLength(2);
  });
});

describe('backoff when the service gives no Retry-After', () => {
  it('retries within the jitter ceilings (500 ms, then 1 s) and gives up after maxRetries (2)', async () => {
    // The highest jitter pick, so each retry lands just inside its ceiling (499 ms, then 999 ms). A
    // real pick is sometimes under 1 ms, and the first retry would then run in the same tick.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.999);
    try {
      fake.script({ status: 503 }, { status: 503 }, { status: 503, body: { detail: 'down' } });
      const { outcome } = start(client().achievements.get('a_1'));
      await vi.advanceTimersByTimeAsync(0);
      expect(fake.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(498);
      expect(fake.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2); // first retry: uniform in [0, 500)
      expect(fake.calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1000); // second retry: uniform in [0, 1000)
      expect(fake.calls).toHaveLength(3);
      expect(((await outcome) as { error: unknown }).error).toBeInstanceOf(ServiceUnavailableError);
    } finally {
      random.mockRestore();
    }
  });

  it('retryBaseDelayMs and retryMaxDelayMs set the ceilings: 100 ms doubling, never above 300 ms', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.999);
    try {
      fake.script({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }, { status: 200, body: [] });
      const options = { retryBaseDelayMs: 100, retryMaxDelayMs: 300, maxRetries: 4 };
      const { outcome } = start(client(options).achievements.list());
      // Ceilings 100, 200, 300 (not 400), 300: picks just under each.
      for (const [wait, calls] of [
        [0, 1],
        [98, 1],
        [1, 2],
        [198, 2],
        [1, 3],
        [298, 3],
        [1, 4],
        [298, 4],
        [1, 5],
      ] as const) {
        await vi.advanceTimersByTimeAsync(wait);
        expect(fake.calls).toHaveLength(calls);
      }
      expect(await outcome).toEqual({ value: [] });
    } finally {
      random.mockRestore();
    }
  });

  it('retryBaseDelayMs: 0 retries without waiting', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.999); // the longest pick: 0 of a 0 ceiling
    try {
      fake.script({ status: 503 }, { status: 503 }, { status: 200, body: [] });
      const { outcome } = start(client({ retryBaseDelayMs: 0 }).achievements.list());
      // Fake timers run a 0 ms timer set during an advance on the next millisecond.
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toEqual({ value: [] });
      expect(fake.calls).toHaveLength(3);
    } finally {
      random.mockRestore();
    }
  });

  it('maxRetries: 0 means a single attempt', async () => {
    fake.script({ status: 503 });
    const { outcome } = start(client({ maxRetries: 0 }).achievements.list());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(((await outcome) as { error: unknown }).error).toBeInstanceOf(ServiceUnavailableError);
    expect(fake.calls).toHaveLength(1);
  });

  it('a per-call maxRetries overrides the client', async () => {
    fake.script({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const { outcome } = start(client({ maxRetries: 0 }).achievements.list({}, { maxRetries: 3 }));
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(fake.calls).toHaveLength(4);
  });
});

describe('POST and PATCH: never resent after an ambiguous failure', () => {
  it('a 503 on createOrder is not retried', async () => {
    fake.script({ status: 503, body: { detail: 'down' } });
    const { outcome } = start(client().orders.create(order));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(((await outcome) as { error: unknown }).error).toBeInstanceOf(ServiceUnavailableError);
    expect(fake.calls).toHaveLength(1);
  });

  it('a timeout on createOrder is not retried', async () => {
    fake.script({ hang: true });
    const { outcome } = start(client({ timeoutMs: 1000 }).orders.create(order));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(((await outcome) as { error: unknown }).error).toBeInstanceOf(TimeoutError);
    expect(fake.calls).toHaveLength(1);
  });

  it('a reset after sending is not retried, and says the request may have been received', async () => {
    fake.script({ fail: 'ECONNRESET' });
    const { outcome } = start(client().achievements.bulkUpdate([]));
    await vi.advanceTimersByTimeAsync(60_000);
    const { error } = (await outcome) as { error: ConnectionError };
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.requestSent).toBe(true);
    expect(error.message).toMatch(/may have been received \(ECONNRESET\)/);
    expect(fake.calls).toHaveLength(1);
  });

  it('a refused connection (never sent) is retried, and a 429 is retried, with the same bytes', async () => {
    fake.script(
      { fail: 'ECONNREFUSED' },
      { status: 429, headers: { 'retry-after': '1' } },
      { status: 201, body: { order_id: 'ord_1', checkout_url: 'https://pay.example/x' } },
    );
    let serialised = 0;
    const body = {
      ...order,
      toJSON: () => {
        serialised++;
        return order;
      },
    };
    const { outcome } = start(client().orders.create(body));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toEqual({ value: { order_id: 'ord_1', checkout_url: 'https://pay.example/x' } });
    expect(fake.calls.map((c) => c.method)).toEqual(['POST', 'POST', 'POST']);
    expect(new Set(fake.calls.map((c) => c.body))).toEqual(new Set([JSON.stringify(order)]));
    expect(serialised).toBe(1);
  });
});

describe('5xx: GET, PUT and DELETE are retried on 500, 502, 503 and 504; POST and PATCH never', () => {
  const calls: Record<string, (c: ReturnType<typeof client>) => Promise<unknown>> = {
    GET: (c) => c.achievements.get('a_1'),
    PUT: (c) => c.achievements.update('a_1', {}),
    DELETE: (c) => c.achievements.delete('a_1'),
    POST: (c) => c.orders.create(order),
    PATCH: (c) => c.itemCategories.bulkUpdate([]),
  };
  it.each(['GET', 'PUT', 'DELETE'] as const)('%s: each of 500, 502, 503, 504 is retried', async (method) => {
    for (const status of [500, 502, 503, 504]) {
      fake.calls.length = 0;
      fake.script({ status }, { status: 200, body: {} });
      const { outcome } = start(calls[method]!(client({ retryBaseDelayMs: 0 })));
      await vi.advanceTimersByTimeAsync(0);
      expect(await outcome, `${method} ${status}`).not.toHaveProperty('error');
      expect(fake.calls.map((call) => call.method)).toEqual([method, method]);
    }
  });

  it.each(['POST', 'PATCH'] as const)('%s: none of 500, 502, 503, 504 is retried', async (method) => {
    for (const status of [500, 502, 503, 504]) {
      fake.calls.length = 0;
      fake.script({ status }); // a retry would get the fallback, a 200
      const { outcome } = start(calls[method]!(client({ retryBaseDelayMs: 0 })));
      await vi.advanceTimersByTimeAsync(0);
      expect(((await outcome) as { error: { status: number } }).error.status).toBe(status);
      expect(fake.calls.map((call) => call.method)).toEqual([method]);
    }
  });

  it.each([501, 505])('a %i (the service will not do it) is not retried, even on a GET', async (status) => {
    fake.script({ status });
    const { outcome } = start(client({ retryBaseDelayMs: 0 }).achievements.get('a_1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(((await outcome) as { error: { status: number } }).error.status).toBe(status);
    expect(fake.calls).toHaveLength(1);
  });
});

describe('GET, PUT and DELETE are retried on timeouts and network errors', () => {
  it('a GET that times out is tried again and can succeed', async () => {
    fake.script({ hang: true }, { status: 200, body: { id: 'a_1' } });
    const { outcome } = start(client({ timeoutMs: 1000 }).achievements.get('a_1'));
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 500);
    expect(await outcome).toEqual({ value: { id: 'a_1' } });
    expect(fake.calls).toHaveLength(2);
  });

  it('a DELETE after a reset is retried', async () => {
    fake.script({ fail: 'ECONNRESET' }, { status: 204 });
    const { outcome } = start(client().coupons.delete('c_1'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ value: undefined });
    expect(fake.calls.map((c) => c.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('gives up with TimeoutError after every attempt timed out', async () => {
    fake.script({ hang: true }, { hang: true }, { hang: true });
    const { outcome } = start(client({ timeoutMs: 100 }).achievements.list({}, { timeoutMs: 50 }));
    await vi.advanceTimersByTimeAsync(10_000);
    const { error } = (await outcome) as { error: TimeoutError };
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.timeoutMs).toBe(50);
    expect(error.message).toBe('GET /s2s/v1/achievements timed out after 50 ms');
    expect(fake.calls).toHaveLength(3);
  });
});

describe("the caller's AbortSignal", () => {
  it("stops a call waiting between retries with the caller's reason, no further attempt", async () => {
    fake.script({ status: 503 }, { status: 200, body: [] });
    const controller = new AbortController();
    const { outcome } = start(client().achievements.list({}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('shutting down'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(((await outcome) as { error: Error }).error.message).toBe('shutting down');
    expect(fake.calls).toHaveLength(1);
  });

  it('aborts an attempt in flight and is never retried', async () => {
    fake.script({ hang: true });
    const controller = new AbortController();
    const { outcome } = start(client().achievements.list({}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new Error('player left'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(((await outcome) as { error: Error }).error.message).toBe('player left');
    expect(fake.calls).toHaveLength(1);
  });
});

describe('client-side rate limit', () => {
  it('queues beyond the burst instead of sending (default on)', async () => {
    const limited = client({ rateLimit: { requestsPerMinute: 60, burst: 2 } });
    for (let i = 0; i < 4; i++) void limited.achievements.list();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.calls).toHaveLength(4);
  });

  it('rateLimit: false sends everything at once', async () => {
    const unlimited = client({ rateLimit: false });
    for (let i = 0; i < 50; i++) void unlimited.achievements.list();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.calls).toHaveLength(50);
  });
});
