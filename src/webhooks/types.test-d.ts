import { assertType, describe, expectTypeOf, it } from 'vitest';
import { createWebhookHandler } from './handler.js';
import type { WebhookAnswer, WebhookEvent, WebhookEventType } from './types.js';

declare const event: WebhookEvent;

describe('WebhookEvent follows the document', () => {
  it('lists the document event types', () => {
    expectTypeOf<WebhookEventType>().toEqualTypeOf<'item.add' | 'item.remove' | 'ingame.popup' | 'daily_reward.get'>();
  });

  it('narrowing on event_type narrows event_data', () => {
    if (event.event_type === 'item.add') {
      expectTypeOf(event.event_data.player_id).toEqualTypeOf<string>();
      expectTypeOf(event.event_data.items[0]!.sku).toEqualTypeOf<string>();
      // @ts-expect-error item.add data has no title
      assertType(event.event_data.title);
    } else if (event.event_type === 'ingame.popup') {
      expectTypeOf(event.event_data.icon).toEqualTypeOf<string | null>();
      // @ts-expect-error ingame.popup data has no items
      assertType(event.event_data.items);
    } else if (event.event_type === 'daily_reward.get') {
      expectTypeOf(event.event_data.is_anonymous).toEqualTypeOf<boolean>();
      expectTypeOf(event.trigger).toEqualTypeOf<'hub.interact' | 'hub.daily_reward_claim' | 'test'>();
    } else {
      expectTypeOf(event.event_type).toEqualTypeOf<'item.remove'>();
    }
    expectTypeOf(event.idempotency_key).toEqualTypeOf<string | null>();
  });

  it('gives daily_reward.get its answer type and nothing to the others', () => {
    expectTypeOf<WebhookAnswer<'daily_reward.get'>>().toHaveProperty('days');
    expectTypeOf<WebhookAnswer<'item.add'>>().toBeNever();
  });
});

describe('createWebhookHandler handlers are typed per event', () => {
  it('types the event and the daily_reward.get answer', () => {
    createWebhookHandler({
      secret: 'test-only',
      on: {
        'item.add': async (e) => {
          expectTypeOf(e.event_data.items).toEqualTypeOf<{ sku: string }[]>();
        },
        // The return value of a handler without an answer is ignored, whatever it is.
        'item.remove': async (e) => e.event_data.items.length,
        'daily_reward.get': (e) => {
          expectTypeOf(e.event_data.key).toEqualTypeOf<string | null>();
          return { days: [{ day_number: 1, items: [{ sku: 'gem', quantity: 2 }] }] };
        },
      },
    });
    createWebhookHandler({
      secret: 'test-only',
      // @ts-expect-error a daily_reward.get answer needs sku on every item
      on: { 'daily_reward.get': () => ({ extra_reward_items: [{ quantity: 1 }] }) },
    });
    createWebhookHandler({
      secret: 'test-only',
      // @ts-expect-error not an event type of the document
      on: { 'item.gift': () => {} },
    });
  });
});
