/**
 * The two header checks that run on every delivery are written out by hand for speed; each must
 * accept exactly what the regular expression it replaces accepts (spec §6 Delivery headers).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTimestampText, TIMESTAMP_PATTERN } from './replay-window.js';
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
  });
});

describe('isTimestampText', () => {
  it('accepts exactly what TIMESTAMP_PATTERN accepts (whole or fractional Unix time, nothing else)', () => {
    const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
    const candidates = fc.oneof(
      digits(0, 18),
      fc.tuple(digits(0, 17), digits(0, 11)).map(([whole, fraction]) => `${whole}.${fraction}`),
      fc.array(fc.constantFrom(...'0123456789.-+e x\u0660'), { maxLength: 20 }).map((chars) => chars.join('')),
      fc.string(),
    );
    fc.assert(
      fc.property(candidates, (text) => {
        expect(isTimestampText(text)).toBe(TIMESTAMP_PATTERN.test(text));
      }),
      { numRuns: 3000 },
    );
  });
});
