import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors/configuration-error.js';
import {
  assertRedactableKey,
  createRedactor,
  MIN_API_KEY_LENGTH,
  REDACTED,
  redactCause,
  redactValue,
} from './redact.js';

const KEY = 'sk_test_FAKE_redact_unit_key';
const redact = createRedactor(KEY);

describe('redaction', () => {
  it('refuses keys shorter than the minimum, naming it, and accepts one of exactly that length', () => {
    expect(() => assertRedactableKey('e')).toThrow(ConfigurationError);
    expect(() => assertRedactableKey('e')).toThrow(
      new ConfigurationError(
        `apiKey is too short (1 characters): at least ${MIN_API_KEY_LENGTH} are required, so the key can be told ` +
          'apart from ordinary text when it is removed from errors; use the S2S key exactly as issued',
      ),
    );
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

  it('replaces a form that contains another whole, longest first', () => {
    // With a length divisible by 3, base64(key) is a prefix of base64(key + ':'), the Basic header.
    const key = 'sk_test_FAKE_thirty_chars_key1';
    expect(key.length % 3).toBe(0);
    const basic = Buffer.from(`${key}:`).toString('base64');
    expect(basic.startsWith(Buffer.from(key).toString('base64'))).toBe(true);
    expect(createRedactor(key)(`Basic ${basic}.`)).toBe(`Basic ${REDACTED}.`);
    // A key that its own percent-encoding contains ('%' -> '%25'): the encoded form goes whole.
    const percent = 'sk_test_FAKE_percent_key%';
    expect(createRedactor(percent)(`?k=${encodeURIComponent(percent)}&`)).toBe(`?k=${REDACTED}&`);
  });

  it('an empty key redacts nothing', () => {
    expect(createRedactor('')('text stays as it is')).toBe('text stays as it is');
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

  describe('redactCause', () => {
    /** The messages down a cause chain, first to last. */
    const chain = (error: unknown): unknown[] => {
      const out: unknown[] = [];
      for (let at = error; at !== undefined; at = at instanceof Error ? at.cause : undefined)
        out.push(at instanceof Error ? at.message : at);
      return out;
    };

    it('copies at most four levels of a deeper chain, each redacted', () => {
      let error: Error | undefined;
      for (let level = 6; level >= 1; level--) error = new Error(`level ${level} ${KEY}`, { cause: error });
      expect(chain(redactCause(error, redact))).toEqual([1, 2, 3, 4].map((level) => `level ${level} ${REDACTED}`));
    });

    it('ends a cyclic chain instead of recursing forever', () => {
      const error = new Error(`loop ${KEY}`);
      error.cause = error;
      expect(chain(redactCause(error, redact))).toEqual(Array(4).fill(`loop ${REDACTED}`));
    });

    it('redacts a thrown string, keeps an Error without a stack, and drops other thrown values', () => {
      expect(redactCause(`refused ${KEY}`, redact)).toBe(`refused ${REDACTED}`);
      const noStack = new Error(`no stack ${KEY}`, { cause: `string cause ${KEY}` });
      delete noStack.stack;
      const copy = redactCause(noStack, redact) as Error;
      expect(copy.message).toBe(`no stack ${REDACTED}`);
      expect(copy.stack).toBeUndefined();
      expect(copy.cause).toBe(`string cause ${REDACTED}`);
      for (const other of [42, { message: KEY }, null, undefined]) expect(redactCause(other, redact)).toBeUndefined();
      expect('cause' in (redactCause(new Error('x', { cause: 42 }), redact) as Error)).toBe(false);
    });

    it('keeps name and a string code, redacts the stack, and never mutates the original', () => {
      const original = Object.assign(new RangeError(`bad ${KEY}`), { code: 'E_BAD', extra: KEY });
      const copy = redactCause(original, redact) as Error & { code?: unknown; extra?: unknown };
      expect(copy).not.toBe(original);
      expect(Object.getOwnPropertyDescriptor(copy, 'name')).toEqual({
        value: 'RangeError',
        writable: true,
        enumerable: false,
        configurable: true,
      });
      expect(copy.code).toBe('E_BAD');
      expect(copy.extra).toBeUndefined();
      expect(copy.stack).toContain(`bad ${REDACTED}`);
      expect(copy.stack).not.toContain(KEY);
      expect(original.message).toBe(`bad ${KEY}`);
      const numeric = redactCause(Object.assign(new Error('x'), { code: 42 }), redact) as { code?: unknown };
      expect(numeric.code).toBeUndefined();
    });
  });
});
