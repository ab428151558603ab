/**
 * The signature header check runs on every delivery and is written out by hand for speed; it must
 * accept exactly what the regular expression it replaces accepts (spec §6 Delivery headers).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexBytes, SIGNATURE_PATTERN, signatureBytes } from './signature.js';

/** Text near a signature: hex digits of both cases and a few characters that are not. */
const hexish = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEF g.\u00e9\u0130'), { maxLength: 70 })
  .map((chars) => chars.join(''));

describe('signatureBytes', () => {
  it('decodes exactly what SIGNATURE_PATTERN accepts (64 lowercase hex digits), as hexBytes does', () => {
    const candidates = fc.oneof(
      fc.stringMatching(/^[0-9a-f]{64}$/),
      fc.stringMatching(/^[0-9a-fA-F]{63,65}$/),
      hexish,
      fc.string({ minLength: 60, maxLength: 68 }),
      fc.string({ unit: 'binary', minLength: 64, maxLength: 64 }),
      // Valid but for one character anywhere (non-ASCII, a lone surrogate, uppercase, a space).
      fc
        .tuple(fc.stringMatching(/^[0-9a-f]{64}$/), fc.nat(63), fc.constantFrom('\u00e9', '\ud800', 'F', ' ', '\u0661'))
        .map(([hex, at, other]) => hex.slice(0, at) + other + hex.slice(at + 1)),
      fc.string(),
    );
    fc.assert(
      fc.property(candidates, (text) => {
        const bytes = signatureBytes(text);
        expect(bytes !== undefined).toBe(SIGNATURE_PATTERN.test(text));
        if (bytes !== undefined) expect(bytes).toEqual(hexBytes(text));
      }),
      { numRuns: 3000 },
    );
    expect(signatureBytes(`${'a'.repeat(64)}\n`)).toBeUndefined();
    expect(signatureBytes('A'.repeat(64))).toBeUndefined();
    // 64 valid digits with one more before or after: the whole header must be the signature.
    for (const text of [`0${'a'.repeat(64)}`, `${'a'.repeat(64)}0`, `x${'a'.repeat(64)}`]) {
      expect(SIGNATURE_PATTERN.test(text), text).toBe(false);
      expect(signatureBytes(text), text).toBeUndefined();
    }
  });
});
