import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff-delay.js';
import { parseRetryAfter } from './retry-after.js';
import { shouldRetry } from './should-retry.js';

describe('shouldRetry', () => {
  it.each(['HEAD', 'OPTIONS'])('%s is idempotent: retried on 500, 502, 503, 504 and timeouts', (method) => {
    for (const status of [500, 502, 503, 504]) expect(shouldRetry(method, { kind: 'response', status })).toBe(true);
    expect(shouldRetry(method, { kind: 'timeout' })).toBe(true);
  });

  it.each(['GET', 'PUT', 'DELETE', 'delete'])(
    '%s is retried on 429, 500, 502, 503, 504, timeouts and any network error',
    (method) => {
      for (const status of [429, 500, 502, 503, 504])
        expect(shouldRetry(method, { kind: 'response', status })).toBe(true);
      expect(shouldRetry(method, { kind: 'timeout' })).toBe(true);
      expect(shouldRetry(method, { kind: 'connection', requestSent: true })).toBe(true);
      expect(shouldRetry(method, { kind: 'connection', requestSent: false })).toBe(true);
    },
  );

  it.each(['POST', 'PATCH', 'post'])('%s is retried only when the service cannot have acted', (method) => {
    expect(shouldRetry(method, { kind: 'response', status: 429 })).toBe(true);
    expect(shouldRetry(method, { kind: 'connection', requestSent: false })).toBe(true);
    for (const status of [500, 502, 503, 504]) expect(shouldRetry(method, { kind: 'response', status })).toBe(false);
    expect(shouldRetry(method, { kind: 'timeout' })).toBe(false);
    expect(shouldRetry(method, { kind: 'connection', requestSent: true })).toBe(false);
  });

  it.each([200, 301, 400, 401, 403, 404, 409, 422, 428, 430, 499, 501, 505, 599])(
    'never retries status %i',
    (status) => {
      expect(shouldRetry('GET', { kind: 'response', status })).toBe(false);
      expect(shouldRetry('POST', { kind: 'response', status })).toBe(false);
    },
  );
});

describe('backoffDelay (full jitter)', () => {
  const options = { baseDelayMs: 500, maxDelayMs: 8000 };

  it('picks uniformly below a ceiling that doubles per retry', () => {
    expect(backoffDelay(0, options, () => 0.999_999)).toBe(499);
    expect(backoffDelay(1, options, () => 0.5)).toBe(500);
    expect(backoffDelay(2, options, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, options, () => 0)).toBe(0);
  });

  it('never exceeds the cap', () => {
    expect(backoffDelay(10, options, () => 0.999_999)).toBe(7999);
    expect(backoffDelay(60, options, () => 0.5)).toBe(4000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-08-27T12:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
    expect(parseRetryAfter('1.25', now)).toBe(1250);
    expect(parseRetryAfter('120', now)).toBe(120_000);
  });

  it('reads a number too large for a double as longer than any wait', () => {
    expect(parseRetryAfter('9'.repeat(400), now)).toBe(Number.POSITIVE_INFINITY);
    expect(parseRetryAfter(`${'9'.repeat(400)}.5`, now)).toBe(Number.POSITIVE_INFINITY);
    const large = parseRetryAfter('9'.repeat(300), now) as number;
    expect(Number.isFinite(large) && large > 1e302).toBe(true);
  });

  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Thu, 27 Aug 2026 12:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Thu, 27 Aug 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    // Neither delay-seconds nor an HTTP date: a unit after the number, a trailing dot.
    expect(parseRetryAfter('120 seconds', now)).toBeUndefined();
    expect(parseRetryAfter('120.', now)).toBeUndefined();
    expect(parseRetryAfter('.5', now)).toBeUndefined();
  });
});
