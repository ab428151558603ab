import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WebhookError } from './webhook-error.js';
import { signWebhook } from './sign.js';
import { FAKE_SECRET, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../test/support/webhooks/fixtures.js';
import { verifyWebhook } from './verify.js';

const NOW_MS = 1_764_518_460_000;
const secretArb = fc.string({ minLength: 1, maxLength: 64 });
const bodyArb = fc.oneof(fc.string(), fc.uint8Array({ maxLength: 512 }), fc.json());

describe('verifyWebhook properties', () => {
  it('sign then verify round-trips for any body, secret and in-window timestamp', () => {
    fc.assert(
      fc.property(bodyArb, secretArb, fc.integer({ min: -300, max: 300 }), (payload, secret, skew) => {
        const signed = signWebhook({ payload, secret, timestamp: NOW_MS / 1000 + skew });
        const verified = verifyWebhook({ rawBody: signed.body, headers: signed.headers, secret, now: () => NOW_MS });
        expect(Buffer.from(verified.body)).toEqual(Buffer.from(signed.body));
      }),
      { numRuns: 300 },
    );
  });

  it('a different secret never verifies', () => {
    fc.assert(
      fc.property(bodyArb, secretArb, secretArb, (payload, secret, other) => {
        fc.pre(secret !== other);
        const signed = signWebhook({ payload, secret, timestamp: NOW_MS / 1000 });
        expect(() =>
          verifyWebhook({ rawBody: signed.body, headers: signed.headers, secret: other, now: () => NOW_MS }),
        ).toThrow(WebhookError);
      }),
      { numRuns: 200 },
    );
  });

  it('random headers and bodies throw only WebhookError and never verify', () => {
    const headerValue = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[0-9a-f]{64}$/),
      fc.integer({ min: 0, max: 2 * 10 ** 12 }).map(String),
      fc.constant(String(NOW_MS / 1000)),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.anything(),
    );
    const headers = fc.oneof(
      fc.record({ [SIGNATURE_HEADER]: headerValue, [TIMESTAMP_HEADER]: headerValue }, { requiredKeys: [] }),
      fc.dictionary(fc.string(), headerValue),
      fc.anything(),
    );
    const rawBody = fc.oneof(fc.string(), fc.uint8Array({ maxLength: 256 }), fc.anything());
    fc.assert(
      fc.property(rawBody, headers, (body, hdrs) => {
        let thrown: unknown;
        try {
          verifyWebhook({ secret: FAKE_SECRET, now: () => NOW_MS, rawBody: body as never, headers: hdrs as never });
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(WebhookError);
      }),
      { numRuns: 2000 },
    );
  });
});
