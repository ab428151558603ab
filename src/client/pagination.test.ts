import { beforeEach, describe, expect, it } from 'vitest';
import { GameCommerceError } from '../errors/index.js';
import { createClient } from './create-client.js';
import { paginate } from './paginate.js';
import { createFakeFetch, type FakeFetch } from '../../test/support/client/fake-fetch.js';

let fake: FakeFetch;
const client = () =>
  createClient({
    apiKey: 'sk_test_FAKE_pages_key',
    baseUrl: 'https://api.example.test',
    fetch: fake,
    rateLimit: false,
  });
const query = (i: number) => new URL(fake.calls[i]?.url ?? '').searchParams;
const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `a_${from + i}` }));

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterator) out.push(item);
  return out;
}

beforeEach(() => {
  fake = createFakeFetch({ status: 200, body: [] });
});

describe('listAll over limit/offset lists', () => {
  it('walks pages of pageSize and stops on a short page', async () => {
    fake.script(
      { status: 200, body: items(0, 3) },
      { status: 200, body: items(3, 3) },
      { status: 200, body: items(6, 1) },
    );
    const all = await collect(client().achievements.listAll({ pageSize: 3 }));
    expect(all.map((a) => a['id'])).toEqual(['a_0', 'a_1', 'a_2', 'a_3', 'a_4', 'a_5', 'a_6']);
    expect(fake.calls).toHaveLength(3);
    expect([0, 1, 2].map((i) => [query(i).get('limit'), query(i).get('offset')])).toEqual([
      ['3', '0'],
      ['3', '3'],
      ['3', '6'],
    ]);
  });

  it('an empty page ends the walk; the default page size is 10 (spec §8)', async () => {
    fake.script({ status: 200, body: items(0, 10) }, { status: 200, body: [] });
    expect(await collect(client().itemCategories.listAll())).toHaveLength(10);
    expect(query(0).get('limit')).toBe('10');
    expect(fake.calls).toHaveLength(2);
  });

  it('fetches lazily: breaking out early sends no further request', async () => {
    fake.script({ status: 200, body: items(0, 2) }, { status: 200, body: items(2, 2) });
    for await (const item of client().achievements.listAll({ pageSize: 2 })) {
      expect(item).toEqual({ id: 'a_0' });
      break;
    }
    expect(fake.calls).toHaveLength(1);
  });

  it('takes path parameters and filters (coupons for a user)', async () => {
    await collect(client().coupons.listAllForUser('u 1', { pageSize: 5 }));
    expect(new URL(fake.calls[0]?.url ?? '').pathname).toBe('/v1/coupons/user/u%201');
    expect(query(0).get('limit')).toBe('5');
  });

  it('walks payments in a time window, in order_by order, sending the window on every page', async () => {
    fake.script({ status: 200, body: items(0, 2) }, { status: 200, body: items(2, 1) });
    const window = {
      order_by: 'status_updated_at',
      start_at: 1785542400,
      end_at: 1785628800,
    } as const;
    const all = await collect(client().payments.listAll({ ...window, pageSize: 2 }));
    expect(all).toHaveLength(3);
    for (const i of [0, 1]) {
      expect(query(i).get('order_by')).toBe('status_updated_at');
      expect(query(i).get('start_at')).toBe(String(window.start_at));
      expect(query(i).get('end_at')).toBe(String(window.end_at));
    }
    expect(query(1).get('offset')).toBe('2');
  });

  it('disputes: order_by may be left out (the service defaults to created_at)', async () => {
    await collect(client().disputes.listAll({ pageSize: 4 }));
    expect(query(0).has('order_by')).toBe(false);
  });

  it('creators: a wrapper with one array key is read; others need select', async () => {
    const page = (data: unknown[]) => ({ data, total: 9, limit: 2, offset: 0, has_next: data.length > 0 });
    fake.script({ status: 200, body: page(items(0, 2)) }, { status: 200, body: page([]) });
    expect(await collect(client().creators.listAll({ pageSize: 2 }))).toHaveLength(2);

    fake.script({ status: 200, body: { a: [1], b: [2] } });
    await expect(collect(client().creators.listAll())).rejects.toThrow(
      /cannot tell which key of the page holds the items \(the spec does not show this response shape\); pass \{ select: \(page\) => page\.<key> \} in the options/,
    );

    fake.script({ status: 200, body: { a: [1], b: [2, 3] } }, { status: 200, body: { a: [], b: [4] } });
    const picked = await collect(
      // A page that is not the documented shape: select reads it as the server sent it.
      client().creators.listAll({ pageSize: 2 }, { select: (page) => (page as unknown as { b: number[] }).b }),
    );
    expect(picked).toEqual([2, 3, 4]);

    fake.script({ status: 200, body: { a: [1] } });
    const wrong = client().creators.listAll({}, { select: (page) => (page as unknown as { nope: unknown[] }).nope });
    await expect(collect(wrong)).rejects.toThrow(/select must return an array/);
  });

  it('walks one item per page with pageSize 1, the smallest allowed', async () => {
    fake.script({ status: 200, body: items(0, 1) }, { status: 200, body: items(1, 1) }, { status: 200, body: [] });
    const all = await collect(client().achievements.listAll({ pageSize: 1 }));
    expect(all.map((a) => a['id'])).toEqual(['a_0', 'a_1']);
    expect([0, 1, 2].map((i) => [query(i).get('limit'), query(i).get('offset')])).toEqual([
      ['1', '0'],
      ['1', '1'],
      ['1', '2'],
    ]);
  });

  it('a page that comes back null (or empty) ends the walk with no items', async () => {
    fake.script({ status: 200, body: items(0, 2) }, { status: 200, body: null });
    expect(await collect(client().creators.listAll({ pageSize: 2 }))).toHaveLength(2);
    expect(fake.calls).toHaveLength(2);
    fake.script({ status: 200, body: null });
    expect(await collect(client().achievements.listAll())).toEqual([]);
  });

  it('a page with nothing to read (undefined, as from an empty body) ends the walk', async () => {
    const pages = [items(0, 2), undefined];
    const all = await collect(paginate(async () => pages.shift(), 2, undefined, 'test'));
    expect(all).toHaveLength(2);
    expect(pages).toEqual([]);
  });

  it('refuses a pageSize that is not a positive integer', async () => {
    await expect(collect(client().achievements.listAll({ pageSize: 0 }))).rejects.toThrow(GameCommerceError);
    await expect(collect(client().achievements.listAll({ pageSize: -1 }))).rejects.toThrow(GameCommerceError);
    await expect(collect(client().achievements.listAll({ pageSize: '5' as never }))).rejects.toThrow(
      /pageSize must be a positive integer/,
    );
    await expect(collect(client().achievements.listAll({ pageSize: 2.5 }))).rejects.toThrow(
      /pageSize must be a positive integer/,
    );
    expect(fake.calls).toHaveLength(0);
  });
});
