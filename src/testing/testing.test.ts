import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWebhookHandler } from '../webhooks/index.js';
import type { WebhookEventHandlers } from '../webhooks/handler.js';
import { webhookExamples } from '../../generated/webhook-examples.js';
import { buildWebhookEvent, createSignedDelivery } from './index.js';

const SECRET = 'test-only-fake-testing-key';

describe('game-commerce-s2s/testing', () => {
  it('builds events from the document example with fresh identity each time', () => {
    const a = buildWebhookEvent('item.add');
    const b = buildWebhookEvent('item.add');
    expect(a.event_type).toBe('item.add');
    expect(a.event_data).toEqual(webhookExamples['item.add'].event_data);
    expect(a.event_id).not.toBe(b.event_id);
    expect(a.idempotency_key).not.toBe(b.idempotency_key);
    expect(a.idempotency_key).not.toBe(webhookExamples['item.add'].idempotency_key);
    expect(buildWebhookEvent('ingame.popup').idempotency_key).toBeNull();
  });

  it('merges overrides into the envelope and into event_data', () => {
    const event = buildWebhookEvent('item.add', { sandbox: true, event_data: { player_id: 'player_7' } });
    expect(event.sandbox).toBe(true);
    expect(event.event_data.player_id).toBe('player_7');
    expect(event.event_data.items).toEqual(webhookExamples['item.add'].event_data.items);
  });

  it('signs deliveries a receiver with the same key accepts, once per built event', async () => {
    const granted: string[] = [];
    const on: WebhookEventHandlers = { 'item.add': (e) => void granted.push(e.event_data.player_id) };
    const handler = createWebhookHandler({ secret: SECRET, on });
    for (let i = 0; i < 2; i++) {
      const delivery = createSignedDelivery('item.add', { secret: SECRET });
      const expected = createHmac('sha256', SECRET)
        .update(`${delivery.timestamp}.${String(delivery.body)}`)
        .digest('hex');
      expect(delivery.signature).toBe(expected);
      const response = await handler.handle({ method: 'POST', headers: delivery.headers, rawBody: delivery.body });
      expect(response.status).toBe(200);
    }
    expect(granted).toEqual(['player_8412', 'player_8412']);
  });
});
