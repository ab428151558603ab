/**
 * A runtime without `node:crypto` (Cloudflare Workers without nodejs_compat), simulated by making
 * the one module that looks it up find nothing: the synchronous paths refuse with a message naming
 * the alternative, and the async verifier and the handler verify with WebCrypto alone.
 */
import { describe, expect, it, vi } from 'vitest';
import { WebhookError } from './webhook-error.js';
import { createWebhookHandler } from './handler.js';
import { toSigningKeys } from './secrets.js';
import { computeSignature, hasNodeSignature, matchesAnyKey } from './signature.js';
import { examples, FAKE_SECRET, OTHER_FAKE_SECRET, referenceDelivery } from '../../test/support/webhooks/fixtures.js';
import { verifyWebhook, verifyWebhookAsync } from './verify.js';

vi.mock('./node-crypto.js', () => ({ nodeCrypto: () => undefined }));

const lacks = (what: string) =>
  new WebhookError(
    'invalid_options',
    `${what} is synchronous and needs node:crypto, which this runtime lacks; ` +
      'use createWebhookHandler / createFetchHandler or verifyWebhookAsync (WebCrypto) instead',
  );

describe('without node:crypto', () => {
  it('the synchronous verifier refuses before looking at the delivery, naming the alternatives', () => {
    expect(hasNodeSignature()).toBe(false);
    expect(() => verifyWebhook({ secret: FAKE_SECRET, rawBody: '', headers: {} })).toThrow(lacks('verifyWebhook'));
    expect(() => computeSignature(FAKE_SECRET, '0', new Uint8Array(0))).toThrow(lacks('Signing'));
    const keys = toSigningKeys(FAKE_SECRET);
    expect(() => matchesAnyKey(keys, '0', new Uint8Array(0), '0'.repeat(64))).toThrow(lacks('Verifying'));
  });

  it('the async verifier checks with WebCrypto', async () => {
    const delivery = referenceDelivery(examples['item.add']);
    const verified = await verifyWebhookAsync({
      secret: FAKE_SECRET,
      rawBody: delivery.body,
      headers: delivery.headers,
    });
    expect(new TextDecoder().decode(verified.body)).toBe(delivery.body);
    expect(verified.timestamp).toBe(delivery.timestamp);
    const forged = referenceDelivery(examples['item.add'], { secret: OTHER_FAKE_SECRET });
    await expect(
      verifyWebhookAsync({ secret: FAKE_SECRET, rawBody: forged.body, headers: forged.headers }),
    ).rejects.toMatchObject({ code: 'no_matching_signature' });
  });

  it('the handler answers 200 to a signed delivery and 403 to a forged one', async () => {
    const grants: unknown[] = [];
    const handler = createWebhookHandler({
      secret: FAKE_SECRET,
      on: { 'item.add': (event) => void grants.push(event) },
      onError: () => {},
    });
    const handle = (secret: string) => {
      const delivery = referenceDelivery(examples['item.add'], { secret });
      return handler.handle({ method: 'POST', headers: delivery.headers, rawBody: delivery.body });
    };
    expect((await handle(OTHER_FAKE_SECRET)).status).toBe(403);
    expect((await handle(FAKE_SECRET)).status).toBe(200);
    expect(grants).toEqual([examples['item.add']]);
  });
});
