/**
 * What the receiver tells the sender besides the status: the `x-webhook-outcome` header on every
 * answer, and `Allow: POST` on a 405 that `onError` hears about like any other refusal.
 */
import { describe, expect, it, vi } from 'vitest';
import { WebhookError } from './webhook-error.js';
import { createWebhookHandler } from './handler.js';
import { WEBHOOK_OUTCOME_HEADER } from './responses.js';
import { examples, FAKE_SECRET, OTHER_FAKE_SECRET, referenceDelivery } from '../../test/support/webhooks/fixtures.js';

function setup() {
  const reported: { error: unknown; status: number }[] = [];
  const handler = createWebhookHandler({
    secret: FAKE_SECRET,
    on: { 'item.add': vi.fn() },
    onError: (error, info) => reported.push({ error, status: info.status }),
  });
  const deliver = (method = 'POST', secret = FAKE_SECRET) => {
    const delivery = referenceDelivery(examples['item.add'], { secret });
    return handler.handle({ method, headers: delivery.headers, rawBody: Buffer.from(delivery.body) });
  };
  return { deliver, reported };
}

describe('receiver answers', () => {
  it('say processed, then duplicate, for two copies of one delivery', async () => {
    const { deliver } = setup();
    expect((await deliver()).headers[WEBHOOK_OUTCOME_HEADER]).toBe('processed');
    expect((await deliver()).headers[WEBHOOK_OUTCOME_HEADER]).toBe('duplicate');
  });

  it('say rejected for a forged delivery', async () => {
    const response = await setup().deliver('POST', OTHER_FAKE_SECRET);
    expect(response.status).toBe(403);
    expect(response.headers[WEBHOOK_OUTCOME_HEADER]).toBe('rejected');
  });

  it('answer 405 with Allow: POST to other methods, and tell onError', async () => {
    const { deliver, reported } = setup();
    const response = await deliver('get');
    expect(response).toMatchObject({ status: 405, outcome: 'rejected' });
    expect(response.headers).toMatchObject({ allow: 'POST', [WEBHOOK_OUTCOME_HEADER]: 'rejected' });
    expect(JSON.parse(response.body)).toEqual({
      detail: 'Webhooks are delivered with POST, not GET',
      code: 'method_not_allowed',
    });
    expect(reported).toHaveLength(1);
    expect(reported[0]!.status).toBe(405);
    expect(reported[0]!.error).toBeInstanceOf(WebhookError);
  });
});
