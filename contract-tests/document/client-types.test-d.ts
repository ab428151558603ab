/**
 * The complete document, seen through the client's named methods, one resource at a time: a wrong
 * field type, a missing required field or an unknown enumeration value fails to compile (each
 * @ts-expect-error must be needed, or tsc fails), and every answer names its fields.
 */
import { assertType, describe, expectTypeOf, it } from 'vitest';
import { createClient } from '../../src/index.js';
import type { components } from '../../generated/schema.js';

type Schemas = components['schemas'];
const client = createClient({ apiKey: 'sk_test_FAKE_client_types', baseUrl: 'http://127.0.0.1:1' });
type Answer<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

const achievement = {
  name: 'First Purchase',
  description: 'Buy anything in the store.',
  image_url: 'https://cdn.example-game.com/a.png',
  type: 'first_purchase',
  position: 1,
};

describe('the client, typed by the complete document', () => {
  it('achievements', () => {
    assertType(client.achievements.create(achievement));
    // @ts-expect-error name is a string
    assertType(client.achievements.create({ ...achievement, name: 1 }));
    // @ts-expect-error image_url is required
    assertType(client.achievements.create({ name: 'x', description: 'y', type: 'first_purchase', position: 1 }));
    // @ts-expect-error a bulk entry names its achievement by id
    assertType(client.achievements.bulkUpdate([{ name: 'renamed' }]));
    // @ts-expect-error the unlock names its player
    assertType(client.achievements.unlock('first_purchase', {}));
    type Read = Answer<typeof client.achievements.get>;
    expectTypeOf<Read['id']>().toEqualTypeOf<string>();
    expectTypeOf<Read['image_url']>().toEqualTypeOf<string>();
    expectTypeOf<Read['position']>().toEqualTypeOf<number>();
  });

  it('coupons', () => {
    assertType(client.coupons.create({ name: 'Summer', code: 'SUMMER25', type: 'discount', discount_percent: 25 }));
    // @ts-expect-error 'percent' is not a CouponType
    assertType(client.coupons.create({ name: 'Summer', code: 'SUMMER25', type: 'percent' }));
    // @ts-expect-error code is required
    assertType(client.coupons.create({ name: 'Summer', type: 'discount' }));
    // @ts-expect-error the requirement tokens have a known set of types
    assertType(client.coupons.update('c', { requirements_expression: { tokens: [{ type: 'magic' }] } }));
    // @ts-expect-error generated_type is campaign or receipt
    assertType(client.coupons.list({ generated_type: 'manual' }));
    expectTypeOf<Schemas['CouponType']>().toEqualTypeOf<
      'bonus' | 'discount' | 'free_item' | 'vc' | 'non_benefit' | 'discount_fixed' | 'discount_reward_point'
    >();
    type Held = Answer<typeof client.coupons.listForUser>[number];
    expectTypeOf<Held['redeemed_at']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<NonNullable<Held['items']>[number]['sku']>().toEqualTypeOf<string>();
  });

  it('creators', () => {
    assertType(client.creators.create({ name: 'Lena', email: 'lena@example-creator.com' }));
    // @ts-expect-error email is required
    assertType(client.creators.create({ name: 'Lena' }));
    // @ts-expect-error 'myspace' is not a CreatorSocialPlatform
    assertType(client.creators.list({ platform: 'myspace' }));
    // @ts-expect-error country is a string
    assertType(client.creators.list({ country: 49 }));
    type Page = Answer<typeof client.creators.list>;
    expectTypeOf<Page['data'][number]>().toEqualTypeOf<Schemas['CreatorRead']>();
    expectTypeOf<Page['has_next']>().toEqualTypeOf<boolean>();
    type Terms = Answer<typeof client.creators.updateTerms>;
    expectTypeOf<Terms['accepted_at']>().toEqualTypeOf<number>();
    type Account = Answer<typeof client.creators.listSocialAccounts>[number];
    expectTypeOf<Account['channel']['followers']>().toEqualTypeOf<number>();
  });

  it('daily reward programs', () => {
    const program = {
      enabled: true,
      name: 'Week of Gems',
      description: 'Daily gems',
      mode: 'soft' as const,
      rewards: { daily_rewards: [{ day_number: 1, items: [{ sku: 'gem_pack_50', count: 1 }] }] },
    };
    assertType(client.dailyRewards.create(program));
    // @ts-expect-error rewards are required
    assertType(client.dailyRewards.create({ enabled: true, name: 'x', description: 'y', mode: 'soft' }));
    // @ts-expect-error 'strict' is not a DailyRewardMode
    assertType(client.dailyRewards.create({ ...program, mode: 'strict' }));
    // @ts-expect-error 'weekly' is not a DailyRewardType
    assertType(client.dailyRewards.list({ type: 'weekly' }));
    type Read = Answer<typeof client.dailyRewards.get>;
    expectTypeOf<Read['status']>().toEqualTypeOf<'active' | 'paused' | 'stopped' | 'scheduled' | 'completed'>();
    expectTypeOf<Read['rewards']['daily_rewards'][number]['items_read'][number]['name']>().toEqualTypeOf<string>();
  });

  it('item categories', () => {
    assertType(client.itemCategories.create({ name: 'Skins', position: 1 }));
    // @ts-expect-error position is required
    assertType(client.itemCategories.create({ name: 'Skins' }));
    // @ts-expect-error 'middle' is not a divider position
    assertType(client.itemCategories.update('c', { divider_position: 'middle' }));
    assertType(client.itemCategories.bulkDelete([{ id: 'cat_skins' }]));
    // @ts-expect-error the bulk delete takes { id } entries
    assertType(client.itemCategories.bulkDelete(['cat_skins']));
    expectTypeOf<Answer<typeof client.itemCategories.get>['id']>().toEqualTypeOf<string>();
  });

  it('orders, hub login, events, webhooks, GDPR', () => {
    assertType(client.orders.create({ player_id: 'p1', items: [{ sku: 'gem', quantity: 2 }], currency: 'EUR' }));
    // @ts-expect-error 'EURO' is not a currency code
    assertType(client.orders.create({ player_id: 'p1', items: [{ sku: 'gem' }], currency: 'EURO' }));
    // @ts-expect-error nonce is required (the spec; the provider's document did not say so)
    assertType(client.users.authorize({ player_id: 'p1' }));
    // @ts-expect-error event_time is required
    assertType(client.events.submit({ event_type: 'level_up', event_data: { player_id: 'p1' } }));
    assertType(client.webhooks.create({ url: 'https://game.example/hook', events: ['item.add'], method: 'POST' }));
    // @ts-expect-error the spec's endpoint takes POST only
    assertType(client.webhooks.create({ url: 'https://game.example/hook', events: ['item.add'], method: 'GET' }));
    // @ts-expect-error 'item.added' is not an event type
    assertType(client.webhooks.create({ url: 'https://game.example/hook', events: ['item.added'], method: 'POST' }));
    expectTypeOf<Answer<typeof client.webhooks.create>['game_id']>().toEqualTypeOf<string>();
    // @ts-expect-error email is an email string, not a number
    assertType(client.gdpr.createDataRemovalRequest({ email: 1 }));
  });

  it('payments and disputes', () => {
    assertType(client.payments.list({ order_by: 'created_at', start_at: 1788220800, end_at: 1788307200 }));
    // @ts-expect-error start_at is Unix seconds on payments
    assertType(client.payments.list({ order_by: 'created_at', start_at: '2026-09-01T00:00:00Z' }));
    type Payment = Answer<typeof client.payments.list>[number];
    expectTypeOf<Payment['total']>().toEqualTypeOf<number>();
    expectTypeOf<Payment['created_at']>().toEqualTypeOf<number>();
    // The dispute record is shown in neither document: the answer stays unknown.
    expectTypeOf<Answer<typeof client.disputes.list>>().toEqualTypeOf<unknown>();
  });
});
