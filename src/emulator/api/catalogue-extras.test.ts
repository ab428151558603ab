import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { responseValidators } from '../../../generated/response-validators.js';
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { send, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';
import { creator, dailyReward, itemCategory } from '../../../test/support/emulator/sample-bodies.js';
import { achievementUnlocksPart, gdprRequestsPart } from './catalogue-extras.js';

const terms = (id: string, country: string) => ({ id, accepted_at: 1788220800, country });
const userCoupon = (code: string) => ({ id: `cpn_${code}`, name: `${code} coupon`, code, type: 'discount' });
const account = {
  platform: 'twitch',
  handle: 'ana',
  sync_status: 'ok',
  synced_at: 1788220800,
  channel: { followers: 10, total_views: 200, total_content_count: 3 },
  content: [],
  performance: [],
};
const SEED = {
  creators: ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ id: `crt_${name.toLowerCase()}`, ...creator(name) })),
  creatorSocialAccounts: { crt_ana: [account] },
  creatorTerms: {
    crt_ana: terms('trm_ana', 'DE'),
    crt_bo: terms('trm_bo', 'FR'),
    crt_cy: terms('trm_cy', 'de'),
    crt_di: terms('trm_di', 'DE'),
  },
  userCoupons: { player_1: [userCoupon('A'), userCoupon('B'), userCoupon('C')] },
  dailyRewards: [{ id: 'dlrwd_week', ...dailyReward('Week') }],
  itemCategories: ['icat_1', 'icat_2', 'icat_3'].map((id) => ({ id, ...itemCategory(id) })),
};

let emu: Emulator;
beforeEach(async () => {
  emu = await startEmulator({ listen: false, seed: SEED, clockStart: '2026-09-02T00:00:00Z' });
});
afterEach(() => emu.close());

describe('catalogue operations beyond CRUD, answered from state', () => {
  it('unlockAchievement records the unlock and answers 204', async () => {
    const answer = await send(emu, 'POST', '/v1/achievements/first_purchase/unlock', { body: { player_id: 'p1' } });
    expect(answer).toMatchObject({ status: 204, text: '' });
    expect(emu.tenant(TEST_KEY).part(achievementUnlocksPart).get('first_purchase')).toEqual([
      { player_id: 'p1', unlocked_at: expect.any(String) },
    ]);
    const anonymous = await send(emu, 'POST', '/v1/achievements/first_purchase/unlock', { body: {} });
    expect(anonymous.status).toBe(422);
  });

  it("listCouponsForUser pages a player's coupons; a player without any has none", async () => {
    const page = await send(emu, 'GET', '/v1/coupons/user/player_1?limit=2&offset=1');
    expect(page.body).toEqual([userCoupon('B'), userCoupon('C')]);
    expect(responseValidators.listCouponsForUser['200']!(page.body)).toBe(true);
    expect(await send(emu, 'GET', '/v1/coupons/user/nobody')).toMatchObject({ status: 200, body: [] });
  });

  it("listCreatorCountries lists the distinct two-letter uppercase countries of the creators' terms", async () => {
    expect((await send(emu, 'GET', '/v1/creators/countries')).body).toEqual(['DE', 'FR']);
  });

  it('listCreatorSocialAccounts: seeded accounts, none, or 404 for an unknown creator', async () => {
    const accounts = await send(emu, 'GET', '/v1/creators/crt_ana/social-accounts');
    expect(accounts.body).toEqual(SEED.creatorSocialAccounts.crt_ana);
    expect(responseValidators.listCreatorSocialAccounts['200']!(accounts.body)).toBe(true);
    expect((await send(emu, 'GET', '/v1/creators/crt_bo/social-accounts')).body).toEqual([]);
    expect((await send(emu, 'GET', '/v1/creators/crt_zed/social-accounts')).status).toBe(404);
  });

  it('updateCreatorTerms merges into the terms, answers CreatorTermsRead and shows them on the creator', async () => {
    const answer = await send(emu, 'PATCH', '/v1/creators/crt_ana/terms', { body: { country: 'AT', age: 31 } });
    expect(answer).toMatchObject({
      status: 200,
      body: { id: 'trm_ana', accepted_at: 1788220800, country: 'AT', age: 31 },
    });
    expect(responseValidators.updateCreatorTerms['200']!(answer.body)).toBe(true);
    expect((await send(emu, 'GET', '/v1/creators/crt_ana')).body.terms).toEqual(answer.body);
    // A creator without terms gets an id and the emulator time as the acceptance.
    const first = await send(emu, 'PATCH', '/v1/creators/crt_ed/terms', { body: {} });
    expect(first.body).toEqual({ id: expect.stringMatching(/^trm_/), accepted_at: 1788307200 });
    expect((await send(emu, 'PATCH', '/v1/creators/crt_zed/terms', { body: {} })).status).toBe(404);
  });

  it('copyDailyReward makes a new program with the same fields (201)', async () => {
    const copy = await send(emu, 'POST', '/v1/daily_rewards/dlrwd_week/copy');
    expect(copy).toMatchObject({
      status: 201,
      body: { id: expect.stringMatching(/^dlrwd_/), name: 'Week', status: 'active' },
    });
    expect(responseValidators.copyDailyReward['201']!(copy.body)).toBe(true);
    expect(copy.body.id).not.toBe('dlrwd_week');
    expect((await send(emu, 'GET', '/v1/daily_rewards')).body).toHaveLength(2);
    expect((await send(emu, 'POST', '/v1/daily_rewards/dlrwd_none/copy')).status).toBe(404);
  });

  it('bulkDeleteItemCategories deletes the categories its { id } entries name (204)', async () => {
    const gone = [{ id: 'icat_1' }, { id: 'icat_unknown' }, { id: 'icat_3' }];
    expect((await send(emu, 'DELETE', '/v1/item_categories', { body: gone })).status).toBe(204);
    const ids = ((await send(emu, 'GET', '/v1/item_categories')).body as { id: string }[]).map((c) => c.id);
    expect(ids).toEqual(['icat_2']);
    // The provider's document: an array of { id } entries; anything else is refused.
    for (const body of [{ ids: ['icat_2'] }, ['icat_2'], 'anything'])
      expect((await send(emu, 'DELETE', '/v1/item_categories', { body })).status).toBe(422);
  });

  it('createGdprDataRemovalRequest stores the request and answers it (202)', async () => {
    const answer = await send(emu, 'POST', '/v1/gdpr_requests', { body: { player_id: 'p1' } });
    expect(answer).toMatchObject({ status: 202, body: { id: expect.stringMatching(/^gdpr_/), player_id: 'p1' } });
    expect(emu.tenant(TEST_KEY).part(gdprRequestsPart).get(answer.body.id)).toEqual(answer.body);
  });
});
