/**
 * The WebCrypto signature check (the path Workers without nodejs_compat take) against the
 * reference signer built on node:crypto alone: same verdict for any secret, timestamp and body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSigningKeys } from './secrets.js';
import { matchesAnyKey } from './signature.js';
import { FAKE_SECRET, OTHER_FAKE_SECRET, referenceSignature } from '../../test/support/webhooks/fixtures.js';
import { matchesAnyKeyWebCrypto } from './web-crypto-signature.js';

const secretArb = fc.string({ minLength: 1, maxLength: 64 });
const timestampArb = fc.integer({ min: 0, max: 4_000_000_000 }).map(String);
const bodyArb = fc.uint8Array({ maxLength: 512 });

describe('matchesAnyKeyWebCrypto', () => {
  it('accepts what the reference signer signed, for any secret, timestamp and body', async () => {
    await fc.assert(
      fc.asyncProperty(secretArb, timestampArb, bodyArb, async (secret, timestamp, body) => {
        const signature = referenceSignature(secret, timestamp, body);
        expect(await matchesAnyKeyWebCrypto(toSigningKeys(secret), timestamp, body, signature)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with the node:crypto path on tampered bodies, timestamps and signatures', async () => {
    await fc.assert(
      fc.asyncProperty(secretArb, timestampArb, bodyArb, fc.nat(), async (secret, timestamp, body, flip) => {
        const keys = toSigningKeys(secret);
        const signature = referenceSignature(secret, timestamp, body);
        const position = flip % 64;
        const tampered =
          signature.slice(0, position) + (signature[position] === '0' ? '1' : '0') + signature.slice(position + 1);
        for (const [t, sig] of [
          [timestamp, tampered],
          [`${timestamp}1`, signature],
        ] as const) {
          expect(await matchesAnyKeyWebCrypto(keys, t, body, sig)).toBe(false);
          expect(matchesAnyKey(keys, t, body, sig)).toBe(false);
        }
        if (body.length > 0) {
          const changed = Uint8Array.from(body, (byte, i) => (i === 0 ? byte ^ 1 : byte));
          expect(await matchesAnyKeyWebCrypto(keys, timestamp, changed, signature)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('matches any configured key during a rotation, and none when no key signed it', async () => {
    const body = new TextEncoder().encode('{"event_type":"x"}');
    const signature = referenceSignature(OTHER_FAKE_SECRET, '1764518460', body);
    expect(
      await matchesAnyKeyWebCrypto(toSigningKeys([FAKE_SECRET, OTHER_FAKE_SECRET]), '1764518460', body, signature),
    ).toBe(true);
    expect(await matchesAnyKeyWebCrypto(toSigningKeys([FAKE_SECRET]), '1764518460', body, signature)).toBe(false);
  });
});
