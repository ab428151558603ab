import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors/configuration-error.js';
import { assertRedactableKey, createRedactor, MIN_API_KEY_LENGTH, REDACTED, redactValue } from './redact.js';

const KEY = 'sk_test_FAKE_redact_unit_key';
const redact = createRedactor(KEY);

describe('redaction', () => {
  it('refuses keys shorter than the minimum, naming it, and accepts one of exactly that length', () => {
    expect(() => assertRedactableKey('e')).toThrow(ConfigurationError);
    expect(() => assertRedactableKey('e')).toThrow(`at least ${MIN_API_KEY_LENGTH} are required`);
    expect(() => assertRedactableKey('x'.repeat(MIN_API_KEY_LENGTH - 1))).toThrow(ConfigurationError);
    expect(() => assertRedactableKey('x'.repeat(MIN_API_KEY_LENGTH))).not.toThrow();
  });

  it('replaces the key and its encoded forms inside text, and nothing else', () => {
    const basic = Buffer.from(`${KEY}:`).toString('base64');
    expect(redact(`Bearer ${KEY} / Basic ${basic} / ?k=${encodeURIComponent(KEY)}`)).toBe(
      `Bearer ${REDACTED} / Basic ${REDACTED} / ?k=${REDACTED}`,
    );
    expect(redact('/v1/orders: detail')).toBe('/v1/orders: detail');
  });

  it('walks a parsed body: string values are redacted, JSON keys, numbers and structure are kept', () => {
    const body = {
      [KEY]: 'value under a key equal to the key',
      detail: [{ loc: ['header', KEY, 0], msg: `bad key ${KEY}!`, type: 'value_error' }],
      path: '/v1/orders',
      count: 3,
      ok: false,
      none: null,
      nested: { list: [KEY, 'other'] },
    };
    const copy = structuredClone(body);
    expect(redactValue(body, redact)).toEqual({
      [KEY]: 'value under a key equal to the key',
      detail: [{ loc: ['header', REDACTED, 0], msg: `bad key ${REDACTED}!`, type: 'value_error' }],
      path: '/v1/orders',
      count: 3,
      ok: false,
      none: null,
      nested: { list: [REDACTED, 'other'] },
    });
    expect(body).toEqual(copy); // the input is not mutated
  });

  it('keeps a __proto__ key as a key', () => {
    const body = JSON.parse(`{"__proto__": {"x": "${KEY}"}}`) as object;
    const out = redactValue(body, redact) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ x: REDACTED });
  });
});
