import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../errors/configuration-error.js';
import { authorizationHeader } from './auth-header.js';
import { checkBaseUrl } from './base-url.js';
import { assertServerEnvironment, isBrowserLike } from './browser-guard.js';
import { createRedactor, redactCause } from './redact.js';
import { mayHaveBeenSent } from '../transport/request-sent.js';

describe('authorizationHeader (spec §5.2)', () => {
  it('bearer is the key after "Bearer "', () => {
    expect(authorizationHeader('sk_test_abc', 'bearer')).toBe('Bearer sk_test_abc');
  });

  it('basic is base64 of the key and a colon (empty password)', () => {
    // printf 'sk_test_abc:' | base64
    expect(authorizationHeader('sk_test_abc', 'basic')).toBe('Basic c2tfdGVzdF9hYmM6');
    expect(authorizationHeader('sk_test_abc', 'basic')).toBe(`Basic ${Buffer.from('sk_test_abc:').toString('base64')}`);
  });
});

describe('checkBaseUrl', () => {
  it.each([
    'https://api.example.com',
    'https://api.example.com/prefix',
    'http://127.0.0.1:4010',
    'http://localhost:8080/x',
    'http://[::1]:3000',
    'http://127.255.0.1',
    'https://api.example.com/v1-legacy',
    'http://127.0.0.10:4010',
  ])('accepts %s', (url) => expect(checkBaseUrl(url).href).toBe(new URL(url).href));

  it.each([
    ['http://api.example.com', /must use https/],
    ['http://127.0.0.1.example.com', /must use https/],
    [
      'http://api.example.com',
      /plain http is accepted only for loopback hosts \(localhost, 127\.0\.0\.0\/8, \[::1\]\)/,
    ],
    [42 as unknown as string, /required/],
    ['ftp://127.0.0.1', /must use https/],
    ['api.example.com', /absolute URL/],
    ['', /required/],
    ['https://user:pw@api.example.com', /credentials/],
    ['https://user@api.example.com', /credentials/],
    ['https://:pw@api.example.com', /credentials/],
    ['https://api.example.com/?key=1', /query string/],
    ['https://api.example.com/#top', /fragment/],
    ['https://api.example.com/v1', /must not end in \/v1/],
    ['https://api.example.com/prefix/v1//', /must not end in \/v1/],
  ])('refuses %s', (url, message) => {
    expect(() => checkBaseUrl(url)).toThrow(ConfigurationError);
    expect(() => checkBaseUrl(url)).toThrow(message);
  });
});

describe('browser guard', () => {
  it('recognises windows, workers and React Native, not Node', () => {
    expect(isBrowserLike({})).toBe(false);
    expect(isBrowserLike(globalThis as never)).toBe(false);
    expect(isBrowserLike({ window: {}, document: {} })).toBe(true);
    expect(isBrowserLike({ importScripts: () => undefined })).toBe(true);
    expect(isBrowserLike({ navigator: { product: 'ReactNative' } })).toBe(true);
  });

  it('refuses unless dangerouslyAllowBrowser is true', () => {
    const browser = { window: {}, document: {} };
    expect(() => assertServerEnvironment(undefined, browser)).toThrow(/server secret/);
    expect(() => assertServerEnvironment(false, browser)).toThrow(ConfigurationError);
    expect(() => assertServerEnvironment(true, browser)).not.toThrow();
  });
});

describe('redaction', () => {
  const key = 'sk_test_CANARY_"q/+=';
  const redact = createRedactor(key);

  it('removes the key in each form it can come back in', () => {
    const forms = [
      key,
      Buffer.from(`${key}:`).toString('base64'),
      encodeURIComponent(key),
      JSON.stringify(key).slice(1, -1),
    ];
    for (const form of forms) expect(redact(`before ${form} after`)).toBe('before [REDACTED] after');
  });

  it('copies a cause chain with redacted messages and the codes kept', () => {
    const inner = Object.assign(new Error(`header was Bearer ${key}`), { code: 'ECONNRESET' });
    const copy = redactCause(new TypeError('fetch failed', { cause: inner }), redact) as Error;
    expect(copy.name).toBe('TypeError');
    const copiedInner = copy.cause as Error & { code: string };
    expect(copiedInner.message).toBe('header was Bearer [REDACTED]');
    expect(copiedInner.code).toBe('ECONNRESET');
    expect(copiedInner.stack).not.toContain(key);
  });
});

describe('mayHaveBeenSent', () => {
  const failure = (...codes: string[]): TypeError =>
    new TypeError('fetch failed', {
      cause:
        codes.length === 1
          ? Object.assign(new Error('x'), { code: codes[0] })
          : new AggregateError(codes.map((code) => Object.assign(new Error('x'), { code }))),
    });

  it('is false only when every code proves the request never left', () => {
    expect(mayHaveBeenSent(failure('ECONNREFUSED'))).toBe(false);
    expect(mayHaveBeenSent(failure('ENOTFOUND'))).toBe(false);
    expect(mayHaveBeenSent(failure('ECONNREFUSED', 'ECONNREFUSED'))).toBe(false);
  });

  it('is true for resets, unknown codes and errors without a code', () => {
    expect(mayHaveBeenSent(failure('ECONNRESET'))).toBe(true);
    expect(mayHaveBeenSent(failure('UND_ERR_SOCKET'))).toBe(true);
    expect(mayHaveBeenSent(failure('ECONNREFUSED', 'ECONNRESET'))).toBe(true);
    expect(mayHaveBeenSent(new Error('something odd'))).toBe(true);
  });
});
