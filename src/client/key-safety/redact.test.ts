import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../errors/configuration-error.js';
import {
  assertRedactableKey,
  createRedactor,
  keyPattern,
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

  it('an empty key redacts nothing, and a key shorter than a base64 group only itself', () => {
    expect(createRedactor('')('text stays as it is: Og==')).toBe('text stays as it is: Og==');
    expect(keyPattern('')).toBeUndefined();
    expect(createRedactor('k')('a k, kept text')).toBe(`a ${REDACTED}, ${REDACTED}ept text`);
    // An empty key has no pattern: the text is not searched for anything, not even the word undefined.
    expect(createRedactor('')('undefined is a word, not a key')).toBe('undefined is a word, not a key');
  });

  it('takes `=` padding only after a whole base64 text, never after the key itself or a part of a longer text', () => {
    expect(redact(`k=${KEY}==`)).toBe(`k=${REDACTED}==`);
    for (const before of ['', 'a', 'ab']) {
      const encoded = Buffer.from(`${before}${KEY}`).toString('base64');
      const end = Math.floor((before.length + KEY.length) / 3) * 4;
      // The groups that hold the key's bytes alone, as the middle of a longer base64 text.
      const middle = encoded.slice(before === '' ? 0 : 4, end);
      expect(redact(`(${middle}==)`), before).toBe(`(${REDACTED}==)`);
    }
  });

  it("takes JSON's backslash escape only for the characters JSON escapes with one", () => {
    const key = 'sk_test_FAKE_plus+key';
    const redactKey = createRedactor(key);
    expect(redactKey('sk_test_FAKE_plus\\+key')).toBe('sk_test_FAKE_plus\\+key');
    expect(createRedactor('sk_test_FAKE_a/key')('sk_test_FAKE_a\\/key')).toBe(REDACTED);
  });

  describe('every form of the key, each character in every escape (one pattern, keyPattern)', () => {
    // 28 characters: `KEY:` is 29 bytes, so the Basic header's base64 ends in one `=`.
    const basic = Buffer.from(`${KEY}:`).toString('base64');
    const bare = Buffer.from(KEY).toString('base64');

    it('the Basic header and the bare key, in base64 and base64url, padded or not, whole', () => {
      expect(basic).toMatch(/[^=]=$/);
      const forms = [basic, basic.slice(0, -1), bare, bare.replace(/=+$/, '')];
      for (const form of forms) expect(redact(`<${form}>`)).toBe(`<${REDACTED}>`);
      // A key whose base64 holds '+' and '/': the URL-safe alphabet writes them '-' and '_'.
      const key = 'sk_test_FAKE~~~~??>>>>';
      const standard = Buffer.from(`${key}:`).toString('base64');
      expect(standard).toMatch(/\+.*\//);
      const urlSafe = Buffer.from(`${key}:`).toString('base64url');
      expect(createRedactor(key)(`<${urlSafe}> <${urlSafe}=> <${standard}>`)).toBe(
        `<${REDACTED}> <${REDACTED}> <${REDACTED}>`,
      );
    });

    it('percent-encoded once or twice, in either case, and the padding with it', () => {
      const encoded = encodeURIComponent(basic);
      expect(encoded).toMatch(/%3D$/);
      const lowerHex = encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase());
      expect(lowerHex).not.toBe(encoded);
      for (const text of [encoded, lowerHex, encodeURIComponent(encoded), basic.replace(/=$/, '%3d')]) {
        expect(redact(`Basic%20${text}&x`)).toBe(`Basic%20${REDACTED}&x`);
      }
      const slashy = 'sk_test_FAKE_a/b+c=d_key';
      for (const text of ['sk_test_FAKE_a%2fb%2Bc%3Dd_key', 'sk_test_FAKE_a%252Fb%252bc%253dd_key']) {
        expect(createRedactor(slashy)(`?k=${text}&`)).toBe(`?k=${REDACTED}&`);
      }
    });

    it('JSON escapes, HTML character references and the named ones', () => {
      const key = `sk_test_FAKE_<>&"'/+=\\_é`;
      const redactKey = createRedactor(key);
      const escapes: [string, string][] = [
        ['/', '\\/'],
        ['"', '\\"'],
        ['\\', '\\\\'],
        ['é', '\\u00E9'],
        ['é', '\\u00e9'],
        ['é', '%C3%A9'],
        ['=', '\\u003d'],
        ['=', '&#61;'],
        ['=', '&#0061;'],
        ['=', '&#x3D;'],
        ['=', '&#X03d;'],
        ['&', '&amp;'],
        ['<', '&lt;'],
        ['>', '&gt;'],
        ['"', '&quot;'],
        ["'", '&apos;'],
        ['+', '&plus;'],
        ['/', '&sol;'],
        ['=', '&equals;'],
      ];
      for (const [char, written] of escapes) {
        const text = key.replace(char, written);
        expect(text).not.toBe(key);
        expect(redactKey(`(${text})`), written).toBe(`(${REDACTED})`);
      }
    });

    it('letters, digits and -._, which no encoder escapes, are matched only as themselves; ~ in any form', () => {
      const key = 'sk_test_FAKE-._~key';
      const redactKey = createRedactor(key);
      expect(redactKey(`${key} sk_test_FAKE%2D%2E_~key sk%5Ftest_FAKE-._~key %73k_test_FAKE-._~key`)).toBe(
        `${REDACTED} sk_test_FAKE%2D%2E_~key sk%5Ftest_FAKE-._~key %73k_test_FAKE-._~key`,
      );
      // Java's URLEncoder and older PHP escape '~'.
      expect(redactKey('sk_test_FAKE-._%7Ekey sk_test_FAKE-._%7ekey')).toBe(`${REDACTED} ${REDACTED}`);
      // Escaped capitals and digits are not it either, and '.' is a dot, not any character.
      const digits = 'sk_test_FAKE_0123456789';
      expect(createRedactor(digits)(`sk_test_%46AKE_0123456789 sk_test_FAKE_%30123456789 ${digits}`)).toBe(
        `sk_test_%46AKE_0123456789 sk_test_FAKE_%30123456789 ${REDACTED}`,
      );
      expect(redactKey('sk_test_FAKE-x_~key')).toBe('sk_test_FAKE-x_~key');
    });

    it('the key inside a longer base64 text, at each of the three byte alignments', () => {
      for (const before of ['', 'a', 'ab']) {
        for (const after of ['', 'z', 'yz', 'xyz!']) {
          const encoded = Buffer.from(`${before}${KEY}${after}`).toString('base64');
          // Left: the group the key shares with the bytes before it, and from the group it shares
          // with the bytes after it on (each holds at most two of the key's bytes). Alone, it goes whole.
          const end = Math.floor((before.length + KEY.length) / 3) * 4;
          const expected =
            before === '' && after === ''
              ? REDACTED
              : `${encoded.slice(0, before === '' ? 0 : 4)}${REDACTED}${encoded.slice(end)}`;
          expect(redact(`(${encoded})`), `${before}|${after}`).toBe(`(${expected})`);
        }
      }
    });
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
