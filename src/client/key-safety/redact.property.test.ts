/**
 * Redaction over random keys: the key never survives, in any form `keyForms` (built with Node's own
 * encoders) knows, in any mixture of escapes, nor inside a longer base64 text at any alignment; and
 * text that does not hold the key comes back as it was.
 */
import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRedactor, MIN_API_KEY_LENGTH, REDACTED } from './redact.js';
import { base64Decodings, keyForms } from '../../../test/support/client/key-forms.js';

/** Keys `createClient` accepts: at least 16 characters, no whitespace or control characters. */
const keyArb = fc
  .oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{16,48}$/),
    fc.string({ unit: 'grapheme', minLength: MIN_API_KEY_LENGTH, maxLength: 32 }),
    fc.string({ unit: 'binary-ascii', minLength: MIN_API_KEY_LENGTH, maxLength: 40 }),
  )
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the keys createClient refuses
  .filter((key) => !/[\s\x00-\x1f\x7f]/.test(key) && key.length >= MIN_API_KEY_LENGTH);
/** Text around the key, free of base64 letters next to it so a form is not extended by chance. */
const aroundArb = fc.string({ maxLength: 20 }).map((text) => ` ${text} `);

/** One character escaped one of the ways text carries it back. */
const ESCAPES: readonly ((char: string) => string)[] = [
  (char) => char,
  (char) => [...Buffer.from(char)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
  (char) => [...Buffer.from(char)].map((byte) => `%25${byte.toString(16).padStart(2, '0').toUpperCase()}`).join(''),
  (char) =>
    Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  (char) => `&#${char.codePointAt(0)};`,
  (char) => `&#x${char.codePointAt(0)!.toString(16)};`,
];

const UNRESERVED = /^[A-Za-z0-9._-]$/;
const keyBytes = (key: string) => Buffer.from(key, 'utf8').toString('latin1');

describe('redaction of random keys', () => {
  it('replaces every encoded form of the key, and leaves the text around it', () => {
    fc.assert(
      fc.property(keyArb, aroundArb, aroundArb, fc.nat(), (key, before, after, pick) => {
        const forms = keyForms(key);
        const form = forms[pick % forms.length]!;
        const redact = createRedactor(key);
        const out = redact(`${before}${form}${after}`);
        expect(out).toBe(`${redact(before)}${REDACTED}${redact(after)}`);
        for (const each of forms) expect(out).not.toContain(each);
      }),
      { numRuns: 400 },
    );
  });

  it('replaces the key and the Basic header whatever mixture of escapes each character has', () => {
    fc.assert(
      fc.property(keyArb, fc.boolean(), fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (key, basic, picks) => {
        const form = basic ? Buffer.from(`${key}:`).toString('base64') : key;
        // Letters, digits and -._ are escaped by no encoder (redact.ts): the others any way, each its own.
        const escapeChar = (char: string, i: number) =>
          UNRESERVED.test(char) ? char : ESCAPES[picks[i % picks.length]! % ESCAPES.length]!(char);
        const escaped = [...form].map(escapeChar).join('');
        expect(createRedactor(key)(`<${escaped}>`)).toBe(`<${REDACTED}>`);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves no base64 text, at any alignment, that decodes to the key', () => {
    fc.assert(
      fc.property(keyArb, fc.uint8Array({ maxLength: 8 }), fc.uint8Array({ maxLength: 8 }), (key, before, after) => {
        const bytes = Buffer.concat([before, Buffer.from(key), after]);
        const redact = createRedactor(key);
        for (const encoded of [bytes.toString('base64'), bytes.toString('base64url')]) {
          const out = redact(`x ${encoded} x`);
          expect(out).toContain(REDACTED);
          for (const decoded of base64Decodings(out)) expect(decoded).not.toContain(keyBytes(key));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('returns text without the key unchanged', () => {
    fc.assert(
      fc.property(keyArb, fc.string({ unit: 'grapheme', maxLength: 200 }), (key, text) => {
        fc.pre(!keyForms(key).some((form) => text.includes(form.slice(0, 8))));
        expect(createRedactor(key)(text)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});
