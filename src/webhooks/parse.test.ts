import { describe, expect, it } from 'vitest';
import { WebhookError } from './webhook-error.js';
import { parseWebhookEvent } from './parse.js';
import { parseWebhook } from './parse-webhook.js';
import { examples, FAKE_SECRET, referenceDelivery } from '../../test/support/webhooks/fixtures.js';

const bytes = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
const payloadError = (body: unknown) => {
  try {
    parseWebhookEvent(bytes(body));
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookError);
    return error as WebhookError;
  }
  throw new Error('expected a WebhookError');
};

describe('parseWebhookEvent (validated against the document webhooks: schemas)', () => {
  it('accepts every example of the document, and unknown extra keys anywhere', () => {
    for (const example of Object.values(examples)) {
      expect(parseWebhookEvent(bytes(example))).toEqual(example);
      const extended = { ...example, new_key: 1, event_data: { ...example.event_data, new_data_key: 'x' } };
      expect(parseWebhookEvent(bytes(extended))).toEqual(extended);
    }
  });

  it('invalid_json for a body that is not JSON', () => {
    expect(payloadError('{"event_type": "item.add"').code).toBe('invalid_json');
  });

  it('unknown_event_type for a missing, non-string, unknown or inherited-property event_type', () => {
    for (const eventType of [undefined, 42, 'item.gift', 'constructor', '__proto__', 'toString']) {
      const error = payloadError({ ...examples['item.add'], event_type: eventType });
      expect(error.code).toBe('unknown_event_type');
      expect(error.status).toBe(400);
    }
    expect(payloadError('null').code).toBe('unknown_event_type');
    expect(payloadError('[]').code).toBe('unknown_event_type');
  });

  it('invalid_payload names the failing field', () => {
    const noSku = { ...examples['item.add'], event_data: { player_id: 'p', items: [{ name: 'gem' }] } };
    const error = payloadError(noSku);
    expect(error.code).toBe('invalid_payload');
    expect(error.message).toContain("/event_data/items/0 must have required property 'sku'");
    expect(payloadError({ ...examples['daily_reward.get'], trigger: 'cron' }).code).toBe('invalid_payload');
    expect(
      payloadError({ ...examples['ingame.popup'], event_data: { player_id: 'p', title: 't', body: 'b' } }).code,
    ).toBe('invalid_payload');
    const { idempotency_key: _dropped, ...noKey } = examples['item.remove']!;
    expect(payloadError(noKey).code).toBe('invalid_payload');
  });
});

describe('parseWebhook', () => {
  it('verifies before parsing: a forged body is a verification error, not a payload error', () => {
    const delivery = referenceDelivery(examples['item.add']);
    const parse = (rawBody: string) => parseWebhook({ secret: FAKE_SECRET, rawBody, headers: delivery.headers });
    expect(parse(delivery.body)).toEqual(examples['item.add']);
    const forged = delivery.body.replace('gem_pack_500', 'gem_pack_999');
    expect(() => parse(forged)).toThrow(expect.objectContaining({ code: 'no_matching_signature', status: 403 }));
    const junk = referenceDelivery('not json');
    expect(() => parseWebhook({ rawBody: junk.body, headers: junk.headers, secret: FAKE_SECRET })).toThrow(
      expect.objectContaining({ code: 'invalid_json', status: 400 }),
    );
  });
});
