import { assertType, describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../generated/schema.js';
import { createClient } from './create-client.js';

type Schemas = components['schemas'];
const client = createClient({ apiKey: 'sk_test_FAKE_types_key', baseUrl: 'http://127.0.0.1:1' });

describe('named methods are typed from the document', () => {
  it('list takes the query, returns the array', () => {
    expectTypeOf(client.achievements.list).returns.resolves.toEqualTypeOf<Schemas['AchievementRead'][]>();
    assertType(client.achievements.list({ limit: 5, offset: 10 }));
    assertType(client.achievements.list());
    // @ts-expect-error limit is an integer, not a string
    assertType(client.achievements.list({ limit: '5' }));
  });

  it('withResponse() gives the same data with the Response', async () => {
    expectTypeOf(client.orders.create).returns.toHaveProperty('withResponse');
    expectTypeOf(client.achievements.list().withResponse()).resolves.toEqualTypeOf<{
      data: Schemas['AchievementRead'][];
      response: Response;
    }>();
    // @ts-expect-error the data is not a Response
    assertType<Response>(await client.achievements.list());
  });

  it('orders.create takes OrderCreate and returns OrderCreated', () => {
    expectTypeOf(client.orders.create).parameter(0).toEqualTypeOf<Schemas['OrderCreate']>();
    expectTypeOf(client.orders.create).returns.resolves.toEqualTypeOf<Schemas['OrderCreated']>();
    // @ts-expect-error the body is required
    assertType(client.orders.create());
    // @ts-expect-error player_id is required
    assertType(client.orders.create({ items: [{ sku: 'a' }] }));
  });

  it('path parameters come first, positionally', () => {
    expectTypeOf(client.achievements.get).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(client.achievements.update).parameter(1).toEqualTypeOf<Schemas['AchievementUpdate']>();
    expectTypeOf(client.achievements.delete).returns.resolves.toEqualTypeOf<undefined>();
    // @ts-expect-error the id is required
    assertType(client.achievements.get());
  });

  it('users.rejectAuthorization checks the reason enum', () => {
    assertType(client.users.rejectAuthorization({ nonce: 'n', reason: 'banned' }));
    // @ts-expect-error not one of not_eligible, banned, rejected
    assertType(client.users.rejectAuthorization({ nonce: 'n', reason: 'nope' }));
  });

  it('listAll yields the element type and takes pageSize instead of limit/offset', () => {
    expectTypeOf(client.achievements.listAll()).toEqualTypeOf<AsyncIterableIterator<Schemas['AchievementRead']>>();
    assertType(client.coupons.listAllForUser('user_1', { pageSize: 50 }));
    // @ts-expect-error offset is managed by the iterator
    assertType(client.achievements.listAll({ offset: 3 }));
  });

  it("a wrapper's one array key gives the item type (the creators page's data); select may pick another", () => {
    expectTypeOf(client.creators.listAll()).toEqualTypeOf<AsyncIterableIterator<Schemas['CreatorRead']>>();
    const selected = client.creators.listAll({}, { select: (page) => page.data.map((creator) => creator.email) });
    expectTypeOf(selected).toEqualTypeOf<AsyncIterableIterator<string>>();
  });

  it('the path API keeps openapi-fetch types, error typed per operation', async () => {
    const { data, error } = await client.GET('/v1/achievements/{achievement_id}', {
      params: { path: { achievement_id: 'a' } },
    });
    expectTypeOf(data).toEqualTypeOf<Schemas['AchievementRead'] | undefined>();
    expectTypeOf(error).not.toBeAny();
    // @ts-expect-error no such path
    assertType(client.GET('/v1/nope'));
  });

  it('no any leaks into the named surface', () => {
    expectTypeOf(client.payments.list).returns.resolves.not.toBeAny();
    expectTypeOf(client.itemCategories.bulkDelete).returns.resolves.not.toBeAny();
    expectTypeOf(client.events.submit).returns.resolves.not.toBeAny();
  });
});
