/** Exact backoff delays, with the transport's random source injected. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRedactor } from '../key-safety/redact.js';
import { createFakeFetch } from '../../../test/support/client/fake-fetch.js';
import { Transport, type TransportOptions } from './transport.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function transport(options: Partial<TransportOptions>): Transport {
  return new Transport({
    redact: createRedactor('sk_test_FAKE_transport_key'),
    fetch: createFakeFetch(),
    timeoutMs: 30_000,
    maxRetries: 2,
    retryBaseDelayMs: 500,
    retryMaxDelayMs: 8_000,
    maxRetryAfterMs: 60_000,
    rateLimiter: undefined,
    ...options,
  });
}

describe('Transport backoff', () => {
  it('waits random × min(8 s, 500 ms × 2^retry) between attempts', async () => {
    const fake = createFakeFetch({ status: 503 });
    const call = transport({ fetch: fake, random: () => 0.5, maxRetries: 5 }).call();
    const done = call.send('https://api.example.test/v1/a', 'GET', null, {}).then((r) => r.status);
    const expectedGaps = [250, 500, 1000, 2000, 4000];
    for (const [index, gap] of expectedGaps.entries()) {
      await vi.advanceTimersByTimeAsync(gap - 1);
      expect(fake.calls).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fake.calls).toHaveLength(index + 2);
    }
    expect(await done).toBe(503);
    call.finish();
  });

  it('resends the very same body string on every attempt', async () => {
    const fake = createFakeFetch({ status: 429, headers: { 'retry-after': '0' } });
    const call = transport({ fetch: fake }).call();
    const body = '{"player_id":"p","items":[{"sku":"ü"}]}';
    const done = call.send('https://api.example.test/v1/orders', 'POST', null, { method: 'POST', body });
    await vi.advanceTimersByTimeAsync(100);
    expect((await done).status).toBe(429);
    expect(fake.calls.map((c) => c.body)).toEqual([body, body, body]);
    call.finish();
  });
});
