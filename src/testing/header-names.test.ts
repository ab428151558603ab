/**
 * `makerName` (spec §6 Delivery headers: the real names carry the service maker's name where the
 * document writes `service`): one option gives both names, on the receiver, the signer and the
 * testing helpers alike; `signatureHeader` / `timestampHeader` stay as an override.
 */
import { describe, expect, it } from 'vitest';
import { createSignedDelivery } from './index.js';
import { WebhookError } from '../webhooks/webhook-error.js';
import { resolveHeaderNames } from '../webhooks/headers.js';
import { createWebhookHandler, verifyWebhook } from '../webhooks/index.js';
import { signWebhook } from '../webhooks/sign.js';
import { FAKE_SECRET } from '../../test/support/webhooks/fixtures.js';

const ACME = { signature: 'x-acme-signature', timestamp: 'x-acme-signature-timestamp' };

describe('resolveHeaderNames', () => {
  it("puts the maker's name where the document writes service", () => {
    expect(resolveHeaderNames()).toEqual({
      signature: 'x-service-signature',
      timestamp: 'x-service-signature-timestamp',
    });
    expect(resolveHeaderNames({ makerName: 'acme' })).toEqual(ACME);
    expect(resolveHeaderNames({ makerName: 'Acme' })).toEqual(ACME);
    expect(resolveHeaderNames({ makerName: 'big-co' }).timestamp).toBe('x-big-co-signature-timestamp');
  });

  it('an explicit header name overrides the one makerName gives', () => {
    expect(resolveHeaderNames({ makerName: 'acme', signatureHeader: 'X-Hub-Sig' })).toEqual({
      signature: 'x-hub-sig',
      timestamp: 'x-acme-signature-timestamp',
    });
  });

  it.each(['', 'x-acme', 'acme-signature', 'acme corp', 'acme-', 'ac_me'])('refuses makerName %j', (makerName) => {
    expect(() => resolveHeaderNames({ makerName })).toThrow(WebhookError);
    expect(() => resolveHeaderNames({ makerName })).toThrow(/^makerName: expected the maker's name alone/);
  });
});

describe('makerName end to end', () => {
  it('signWebhook and createSignedDelivery sign under the names a makerName receiver verifies', async () => {
    const signed = signWebhook({ payload: '{}', secret: FAKE_SECRET, makerName: 'acme' });
    expect(Object.keys(signed.headers).sort()).toEqual(['content-type', ACME.signature, ACME.timestamp]);
    expect(() =>
      verifyWebhook({ ...signed, rawBody: signed.body, secret: FAKE_SECRET, makerName: 'acme' }),
    ).not.toThrow();
    expect(() => verifyWebhook({ ...signed, rawBody: signed.body, secret: FAKE_SECRET })).toThrow(
      'Missing the x-service-signature header',
    );

    const granted: string[] = [];
    const handler = createWebhookHandler({
      secret: FAKE_SECRET,
      makerName: 'acme',
      on: { 'item.add': (event) => void granted.push(event.event_id) },
      onError: () => {},
    });
    const delivery = createSignedDelivery('item.add', { secret: FAKE_SECRET, makerName: 'acme' });
    expect(delivery.headers[ACME.signature]).toBe(delivery.signature);
    const response = await handler.handle({ method: 'POST', headers: delivery.headers, rawBody: delivery.body });
    expect(response.status).toBe(200);
    expect(granted).toEqual([delivery.event.event_id]);
    const unnamed = createSignedDelivery('item.add', { secret: FAKE_SECRET });
    expect((await handler.handle({ method: 'POST', headers: unnamed.headers, rawBody: unnamed.body })).status).toBe(
      403,
    );
  });

  it('a receiver with a bad makerName fails at construction', () => {
    expect(() => createWebhookHandler({ secret: FAKE_SECRET, makerName: 'x-acme-signature', on: {} })).toThrow(
      WebhookError,
    );
  });
});
