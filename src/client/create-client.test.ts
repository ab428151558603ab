import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors/index.js';
import { createClient } from './create-client.js';
import { SDK_VERSION } from '../internal/version.js';
import type { ClientOptions } from './options.js';

const valid: ClientOptions = { apiKey: 'sk_test_FAKE_construct_key', baseUrl: 'https://api.example.test/s2s' };

describe('createClient', () => {
  it('refuses plain http to a non-loopback host and accepts loopback', () => {
    expect(() => createClient({ ...valid, baseUrl: 'http://api.example.test' })).toThrow(ConfigurationError);
    expect(() => createClient({ ...valid, baseUrl: 'http://127.0.0.1:4010' })).not.toThrow();
  });

  it('refuses a baseUrl ending in /v1, which would double the prefix, with a hint', () => {
    for (const baseUrl of [
      'https://api.example.test/v1',
      'https://api.example.test/s2s/v1/',
      'http://127.0.0.1:4010/v1',
    ]) {
      expect(() => createClient({ ...valid, baseUrl }), baseUrl).toThrow(
        /baseUrl must not end in \/v1: .*\/v1\/v1\/\.\.\.; pass the address up to the prefix before \/v1/,
      );
    }
    expect(() => createClient({ ...valid, baseUrl: 'https://api.example.test/v1beta' })).not.toThrow();
  });

  it.each([
    [{ apiKey: '' }, /apiKey is required/],
    [{ apiKey: 'sk_test with space' }, /whitespace or control/],
    [{ apiKey: 'e' }, /apiKey is too short \(1 characters\): at least 16 are required/],
    [{ apiKey: 'sk_test_15chars' }, /at least 16/],
    [{ auth: 'digest' }, /auth must be 'bearer' or 'basic'/],
    [{ timeoutMs: 0 }, /timeoutMs must be a positive number/],
    [{ maxRetries: -1 }, /maxRetries must be an integer >= 0/],
    [{ maxRetries: 1.5 }, /maxRetries must be an integer >= 0/],
    [{ rateLimit: { requestsPerMinute: 0 } }, /requestsPerMinute must be a positive number/],
    [{ rateLimit: { burst: 0.5 } }, /burst must be at least 1/],
    [{ userAgent: 'a\r\nX-Evil: 1' }, /line breaks/],
    [{ retryBaseDelayMs: -1 }, /^retryBaseDelayMs must be a number from 0 to 2147483647 \(the longest timer\)$/],
    [{ retryBaseDelayMs: Number.NaN }, /^retryBaseDelayMs must be a number from 0/],
    [{ retryMaxDelayMs: -0.5 }, /^retryMaxDelayMs must be a number from 0/],
    [{ retryMaxDelayMs: 2 ** 31 }, /^retryMaxDelayMs must be a number from 0 to 2147483647/],
    [{ maxRetryAfterMs: -1 }, /^maxRetryAfterMs must be a number from 0/],
    [{ maxRetryAfterMs: Number.POSITIVE_INFINITY }, /^maxRetryAfterMs must be a number from 0 to 2147483647/],
    [{ maxRetryAfterMs: '60000' }, /^maxRetryAfterMs must be a number from 0/],
  ])('refuses %o', (override, message) => {
    expect(() => createClient({ ...valid, ...(override as Partial<ClientOptions>) })).toThrow(message);
  });

  it('accepts the retry timings at both ends of their range', () => {
    for (const value of [0, 2 ** 31 - 1]) {
      for (const name of ['retryBaseDelayMs', 'retryMaxDelayMs', 'maxRetryAfterMs'] as const) {
        expect(() => createClient({ ...valid, [name]: value }), `${name}: ${value}`).not.toThrow();
      }
    }
  });

  it('refuses to start in a browser-like environment unless dangerouslyAllowBrowser', () => {
    const g = globalThis as Record<string, unknown>;
    g['window'] = {};
    g['document'] = {};
    try {
      expect(() => createClient(valid)).toThrow(/browser-like environment/);
      expect(() => createClient({ ...valid, dangerouslyAllowBrowser: true })).not.toThrow();
    } finally {
      delete g['window'];
      delete g['document'];
    }
  });

  it('exposes the path API and the named groups, and is frozen', () => {
    const client = createClient(valid);
    expect(typeof client.GET).toBe('function');
    expect(typeof client.request).toBe('function');
    expect(typeof client.orders.create).toBe('function');
    expect(typeof client.users.rejectAuthorization).toBe('function');
    expect(Object.isFrozen(client)).toBe(true);
    expect(Object.isFrozen(client.orders)).toBe(true);
  });

  it('SDK_VERSION matches package.json', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(SDK_VERSION).toBe(pkg.version);
  });
});
