/**
 * Type-level checks of generated/schema.d.ts: code that uses `paths`, `operations` and `webhooks`
 * compiles, and a wrong field does not (each @ts-expect-error must be needed, or tsc fails).
 */
import { assertType, describe, expectTypeOf, it } from 'vitest';
import type { components, operations, paths, webhooks } from '../../generated/schema.js';

type ItemAdd = webhooks['item.add']['post']['requestBody']['content']['application/json'];

describe('generated/schema.d.ts', () => {
  it('types the order create request and its 201 answer', () => {
    type Body = paths['/v1/orders']['post']['requestBody']['content']['application/json'];
    assertType<Body>({ player_id: 'p1', items: [{ sku: 'gem_pack_500' }], currency: 'USD' });
    // @ts-expect-error items is required
    assertType<Body>({ player_id: 'p1' });
    // @ts-expect-error price_decimal is a number
    assertType<Body>({ player_id: 'p1', items: [], price_decimal: '4.99' });
    type Created = operations['createOrder']['responses'][201]['content']['application/json'];
    expectTypeOf<Created['checkout_url']>().toEqualTypeOf<string>();
  });

  it('types enumerated query parameters', () => {
    type Query = NonNullable<operations['listPayments']['parameters']['query']>;
    expectTypeOf<NonNullable<Query['order_by']>>().toEqualTypeOf<'created_at' | 'modified_at' | 'status_updated_at'>();
    // @ts-expect-error `field` was renamed to order_by (spec §9)
    assertType<Query>({ field: 'created_at' });
    type Reason = components['schemas']['RejectAuthorizationRequest']['reason'];
    // @ts-expect-error not a reject reason
    assertType<Reason>('cheating');
  });

  it('types webhook bodies with event_type pinned and event_data per kind', () => {
    expectTypeOf<ItemAdd['event_type']>().toEqualTypeOf<'item.add'>();
    expectTypeOf<ItemAdd['event_data']['items'][number]['sku']>().toEqualTypeOf<string>();
    expectTypeOf<ItemAdd['idempotency_key']>().toEqualTypeOf<string | null>();
    expectTypeOf<ItemAdd['event_data']['player_id']>().toEqualTypeOf<string>();
    // @ts-expect-error player_id is a string
    assertType<ItemAdd['event_data']>({ player_id: 1, items: [] });
    // @ts-expect-error each item needs its sku
    assertType<ItemAdd['event_data']>({ player_id: 'p1', items: [{}] });
    type Answer = webhooks['daily_reward.get']['post']['responses'][200]['content']['application/json'];
    assertType<Answer>({ days: [{ day_number: 1, items: [{ sku: 'gem', quantity: null }] }] });
    // @ts-expect-error sku is required on a reward item
    assertType<Answer>({ extra_reward_items: [{ quantity: 1 }] });
  });
});
