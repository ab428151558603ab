import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { responseValidators } from '../../../generated/response-validators.js';
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { clientOf, send } from '../../../test/support/emulator/emulator-client.js';
import {
  achievement,
  coupon,
  creator,
  dailyReward,
  itemCategory,
} from '../../../test/support/emulator/sample-bodies.js';

let emu: Emulator;
beforeEach(async () => {
  emu = await startEmulator({ listen: false, clockStart: '2026-09-01T00:00:00Z' });
});
afterEach(() => emu.close());

/** The five catalogue resources of spec §4, how each is reached, and a valid body and a change for it. */
const RESOURCES = [
  {
    path: '/v1/achievements',
    ops: ['createAchievement', 'getAchievement', 'listAchievements'],
    prefix: 'ach_',
    bulk: true,
    body: (n: string) => achievement(n),
    change: { position: 7 },
    added: {},
  },
  {
    path: '/v1/coupons',
    ops: ['createCoupon', 'getCoupon', 'listCoupons'],
    prefix: 'cpn_',
    bulk: true,
    body: (n: string) => coupon(n.toUpperCase()),
    change: { category_id: 'cat_seasonal' },
    added: {},
  },
  {
    path: '/v1/creators',
    ops: ['createCreator', 'getCreator', 'listCreators'],
    prefix: 'crt_',
    bulk: false,
    wrapped: true,
    body: (n: string) => creator(n),
    change: { creator_tier_group_id: 'ctg_gold' },
    added: {
      coupon_count: 0,
      revenue: 0,
      balance: 0,
      revenue_share_override_enabled: false,
      revenue_share_override_bps: 0,
      lifetime_gross_usd_cents: 0,
    },
  },
  {
    path: '/v1/daily_rewards',
    ops: ['createDailyReward', 'getDailyReward', 'listDailyRewards'],
    prefix: 'dlrwd_',
    bulk: false,
    body: (n: string) => dailyReward(n),
    change: { comment: 'seasonal' },
    // The sample's one day, read out: the catalogue item it names (the emulator knows SKUs only).
    added: {
      type: 'basic',
      status: 'active',
      rewards: {
        claim_mode: 'inline',
        daily_rewards: [
          {
            day_number: 1,
            items: [{ sku: 'gem_pack_50', count: 1 }],
            items_read: [
              { id: 'gem_pack_50', name: 'gem_pack_50', quantity: 1, is_stackable: true, type: 'item', properties: [] },
            ],
          },
        ],
      },
    },
  },
  {
    path: '/v1/item_categories',
    ops: ['createItemCategory', 'getItemCategory', 'listItemCategories'],
    prefix: 'icat_',
    bulk: true,
    body: (n: string) => itemCategory(n),
    change: { slug: 'renamed' },
    added: { divider_position: 'top', divider_type: 'image' },
  },
] as const;

const list = async (path: string, query = '') => {
  const { status, body } = await send(emu, 'GET', `${path}${query}`);
  expect(status).toBe(200);
  return (Array.isArray(body) ? body : body.data) as { id: string }[];
};

/** What the document's validator of the operation's answer finds wrong with `body` (none: valid). */
function answerErrors(operationId: keyof typeof responseValidators, status: number, body: unknown) {
  const validate = responseValidators[operationId][String(status)];
  if (!validate) throw new Error(`no validator for ${operationId} ${status}`);
  return validate(body) ? [] : (validate.errors ?? []);
}

describe.each(RESOURCES)('$path: every operation agrees with the others', (resource) => {
  const { path, prefix, bulk, body: make, change, added, ops } = resource;
  const [createOp, getOp, listOp] = ops;

  it('create, get, list, page, update, bulk update, delete, 404, each answer valid for the document', async () => {
    const created = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      const sent = { ...make(name), id: 'sent_by_the_game' };
      const { status, body } = await send(emu, 'POST', path, { body: sent });
      expect(status).toBe(201);
      // What the game sent, the emulator's id (a sent id is replaced) and what the service sets.
      const { id: _replaced, ...fields } = sent;
      expect(body).toEqual({ ...fields, ...added, id: expect.stringMatching(new RegExp(`^${prefix}[0-9A-Z]{20}$`)) });
      expect(answerErrors(createOp, 201, body)).toEqual([]);
      created.push(body);
    }
    const [a, b, c] = created;
    const got = await send(emu, 'GET', `${path}/${a.id}`);
    expect(got.body).toEqual(a);
    expect(answerErrors(getOp, 200, got.body)).toEqual([]);
    const page = await send(emu, 'GET', path);
    expect(answerErrors(listOp, 200, page.body)).toEqual([]);
    expect(await list(path)).toEqual([a, b, c]);
    expect(await list(path, '?limit=2')).toEqual([a, b]);
    expect(await list(path, '?limit=1&offset=1')).toEqual([b]);
    expect(await list(path, '?offset=3')).toEqual([]);

    // PUT changes the fields sent and keeps the others (every update field is optional).
    const updated = await send(emu, 'PUT', `${path}/${b.id}`, { body: change });
    expect(updated).toMatchObject({ status: 200, body: { ...b, ...change } });
    if (bulk) {
      const patched = await send(emu, 'PATCH', path, { body: [{ id: c.id, ...change }] });
      expect(patched).toMatchObject({ status: 200, body: [{ ...c, ...change }] });
      const unknown = await send(emu, 'PATCH', path, {
        body: [
          { id: c.id, ...change },
          { id: `${prefix}nope`, ...change },
        ],
      });
      expect(unknown).toMatchObject({ status: 409, body: { detail: expect.stringContaining(`${prefix}nope`) } });
      // An entry must name its record (the provider's document requires the id).
      const anonymous = await send(emu, 'PATCH', path, { body: [change] });
      expect(anonymous.status).toBe(422);
      expect(JSON.stringify(anonymous.body)).toContain('"id"');
    }

    expect((await send(emu, 'DELETE', `${path}/${a.id}`)).status).toBe(204);
    for (const [method, body] of [['GET'], ['PUT', {}], ['DELETE']] as const) {
      const gone = await send(emu, method, `${path}/${a.id}`, { body });
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ detail: expect.stringMatching(/ not found$/) });
    }
    expect((await list(path)).map((r) => r.id)).toEqual([b.id, c.id]);
    if ('wrapped' in resource) {
      const wrapped = await send(emu, 'GET', `${path}?limit=1`);
      expect(wrapped.body).toEqual({ data: [updated.body], total: 2, limit: 1, offset: 0, has_next: true });
    }
  });

  it('pages 10 records by default (spec §4)', async () => {
    for (let i = 0; i < 12; i++) await send(emu, 'POST', path, { body: make(`Name ${i}`) });
    expect(await list(path)).toHaveLength(10);
    expect(await list(path, '?offset=10')).toHaveLength(2);
    expect(await list(path, '?limit=0')).toEqual([]);
  });

  it('refuses a body that breaks the complete schema with 422 naming the field', async () => {
    const broken = { ...make('Delta'), name: 1 };
    const { status, body } = await send(emu, 'POST', path, { body: broken });
    expect(status).toBe(422);
    expect(body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'name'] }));
  });
});

describe('list filters', () => {
  it('coupons by type and q', async () => {
    const client = clientOf(emu);
    await client.coupons.create(coupon('SUMMER'));
    const winter = await client.coupons.create(coupon('WINTER', { type: 'bonus', bonus_percent: 20 }));
    expect(await client.coupons.list({ type: 'bonus' })).toEqual([winter]);
    expect(await client.coupons.list({ q: 'wint' })).toEqual([winter]);
    expect(await client.coupons.list({ generated_type: 'campaign' })).toEqual([]);
  });

  it('creators by platform, tier group, and the country and acceptance of their terms', async () => {
    const client = clientOf(emu);
    const youtube = [{ url: 'https://www.youtube.com/@ana', platform: 'youtube' as const }];
    const ana = await client.creators.create(
      creator('Ana', { social_medias: youtube, creator_tier_group_id: 'ctg_1' }),
    );
    const bo = await client.creators.create(creator('Bo'));
    const terms = await client.creators.updateTerms(ana.id, { country: 'DE' });
    expect(terms).toEqual({ id: expect.stringMatching(/^trm_/), accepted_at: 1788220800, country: 'DE' });
    const withTerms = { ...ana, terms };
    expect((await client.creators.list({ country: 'DE' })).data).toEqual([withTerms]);
    expect((await client.creators.list({ terms_accepted: true })).data).toEqual([withTerms]);
    expect((await client.creators.list({ terms_accepted: false })).data).toEqual([bo]);
    expect((await client.creators.list({ platform: 'youtube' })).data).toEqual([withTerms]);
    expect((await client.creators.list({ platform: 'twitch' })).data).toEqual([]);
    expect((await client.creators.list({ creator_tier_group_id: 'ctg_1' })).data).toEqual([withTerms]);
  });

  it("a coupon's creator program changes field by field; one the read could not show is 409", async () => {
    const client = clientOf(emu);
    const plain = await client.coupons.create(coupon('PLAIN'));
    await expect(client.coupons.update(plain.id, { creator_program: { reward: 10 } })).rejects.toMatchObject({
      status: 409,
      body: { detail: expect.stringContaining('missing creator_id, verbal_terms, message') },
    });
    const program = { creator_id: 'crt_1', reward: 10, verbal_terms: '10 % of sales', message: 'Thanks!' };
    const promo = await client.coupons.create(coupon('LENA10', { creator_program: program }));
    const changed = await client.coupons.update(promo.id, { creator_program: { reward: 15 } });
    expect(changed.creator_program).toEqual({ ...program, reward: 15 });
  });

  it('daily reward programs by type', async () => {
    const client = clientOf(emu);
    await client.dailyRewards.create(dailyReward('Basic'));
    const seasonal = await client.dailyRewards.create(dailyReward('Summer', { type: 'seasonal' }));
    expect(await client.dailyRewards.list({ type: 'seasonal' })).toEqual([seasonal]);
  });

  it("the client's listAll walks the creators page and every list", async () => {
    const client = clientOf(emu);
    for (let i = 0; i < 5; i++) await client.creators.create(creator(`Creator ${i}`));
    const seen = [];
    for await (const one of client.creators.listAll({ pageSize: 2 })) seen.push(one.name);
    expect(seen).toEqual(['Creator 0', 'Creator 1', 'Creator 2', 'Creator 3', 'Creator 4']);
  });
});

describe('daily reward programs as the service answers them', () => {
  it('resolve each day into items_read and derive the status from the clock', async () => {
    const client = clientOf(emu);
    const start_at = 1788220800 + 86400; // tomorrow on the emulator clock
    const program = await client.dailyRewards.create(
      dailyReward('Week', {
        start_at,
        rewards: {
          daily_rewards: [{ day_number: 1, items: [{ sku: 'gem_pack_50', count: 2 }] }],
          extra_reward_items: [{ id: 'itm_skin', sku: 'skin_owl' }],
        },
      }),
    );
    expect(program.status).toBe('scheduled');
    expect(program.rewards).toEqual({
      claim_mode: 'inline',
      daily_rewards: [
        {
          day_number: 1,
          items: [{ sku: 'gem_pack_50', count: 2 }],
          items_read: [
            { id: 'gem_pack_50', name: 'gem_pack_50', quantity: 2, is_stackable: true, type: 'item', properties: [] },
          ],
        },
      ],
      extra_reward_items: [{ id: 'itm_skin', sku: 'skin_owl' }],
      extra_reward_items_read: [
        { id: 'itm_skin', name: 'skin_owl', quantity: 1, is_stackable: true, type: 'item', properties: [] },
      ],
    });
    await emu.clock.advance('1d');
    expect((await client.dailyRewards.get(program.id)).status).toBe('active');
    expect((await client.dailyRewards.update(program.id, { enabled: false })).status).toBe('paused');
    await client.dailyRewards.update(program.id, { enabled: true, end_at: start_at + 60 });
    await emu.clock.advance('1m');
    expect((await client.dailyRewards.get(program.id)).status).toBe('completed');
  });
});
