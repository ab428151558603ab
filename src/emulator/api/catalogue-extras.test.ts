import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { send, TEST_KEY } from '../testing/emulator-client.js';
import { achievementUnlocksPart, gdprRequestsPart } from './catalogue-extras.js';

const SEED = {
  creators: [
    { id: 'crt_ana', name: 'Ana', country: 'DE' },
    { id: 'crt_bo', name: 'Bo', country: 'FR' },
    { id: 'crt_cy', name: 'Cy', country: 'de' },
    { id: 'crt_di', name: 'Di', country: 'DE' },
  ],
  creatorSocialAccounts: { crt_ana: [{ platform: 'twitch', handle: 'ana' }] },
  creatorTerms: { crt_ana: { accepted: false, version: 1 } },
  userCoupons: { player_1: [{ code: 'A' }, { code: 'B' }, { code: 'C' }] },
  dailyRewards: [{ id: 'dlrwd_week', name: 'Week', days: 7 }],
  itemCategories: [{ id: 'icat_1' }, { id: 'icat_2' }, { id: 'icat_3' }],
};

let emu: Emulator;
beforeEach(async () => {
  emu = await startEmulator({ listen: false, seed: SEED });
});
afterEach(() => emu.close());

describe('catalogue operations beyond CRUD, answered from state', () => {
  it('unlockAchievement records the unlock and answers 204', async () => {
    const answer = await send(emu, 'POST', '/v1/achievements/first_blood/unlock', { body: { player_id: 'p1' } });
    expect(answer).toMatchObject({ status: 204, text: '' });
    expect(emu.tenant(TEST_KEY).part(achievementUnlocksPart).get('first_blood')).toEqual([
      { player_id: 'p1', unlocked_at: expect.any(String) },
    ]);
  });

  it("listCouponsForUser pages a player's coupons; a player without any has none", async () => {
    expect((await send(emu, 'GET', '/v1/coupons/user/player_1?limit=2&offset=1')).body).toEqual([
      { code: 'B' },
      { code: 'C' },
    ]);
    expect(await send(emu, 'GET', '/v1/coupons/user/nobody')).toMatchObject({ status: 200, body: [] });
  });

  it('listCreatorCountries lists distinct two-letter uppercase countries of the creators', async () => {
    expect((await send(emu, 'GET', '/v1/creators/countries')).body).toEqual(['DE', 'FR']);
  });

  it('listCreatorSocialAccounts: seeded accounts, none, or 404 for an unknown creator', async () => {
    expect((await send(emu, 'GET', '/v1/creators/crt_ana/social-accounts')).body).toEqual(
      SEED.creatorSocialAccounts.crt_ana,
    );
    expect((await send(emu, 'GET', '/v1/creators/crt_bo/social-accounts')).body).toEqual([]);
    expect((await send(emu, 'GET', '/v1/creators/crt_zed/social-accounts')).status).toBe(404);
  });

  it('updateCreatorTerms merges into the terms and answers them with creator_id; 404 for an unknown creator', async () => {
    const answer = await send(emu, 'PATCH', '/v1/creators/crt_ana/terms', { body: { accepted: true } });
    expect(answer).toMatchObject({ status: 200, body: { creator_id: 'crt_ana', accepted: true, version: 1 } });
    expect((await send(emu, 'PATCH', '/v1/creators/crt_zed/terms', { body: {} })).status).toBe(404);
  });

  it('copyDailyReward makes a new program with the same fields (201)', async () => {
    const copy = await send(emu, 'POST', '/v1/daily_rewards/dlrwd_week/copy');
    expect(copy).toMatchObject({ status: 201, body: { id: expect.stringMatching(/^dlrwd_/), name: 'Week', days: 7 } });
    expect(copy.body.id).not.toBe('dlrwd_week');
    expect((await send(emu, 'GET', '/v1/daily_rewards')).body).toHaveLength(2);
    expect((await send(emu, 'POST', '/v1/daily_rewards/dlrwd_none/copy')).status).toBe(404);
  });

  it('bulkDeleteItemCategories deletes the ids of an array or of an object `ids` (204)', async () => {
    expect(
      (await send(emu, 'DELETE', '/v1/item_categories', { body: { ids: ['icat_1', 'icat_unknown'] } })).status,
    ).toBe(204);
    expect((await send(emu, 'DELETE', '/v1/item_categories', { body: ['icat_3'] })).status).toBe(204);
    expect((await send(emu, 'DELETE', '/v1/item_categories', { body: 'anything' })).status).toBe(204);
    expect((await send(emu, 'GET', '/v1/item_categories')).body).toEqual([{ id: 'icat_2' }]);
  });

  it('createGdprDataRemovalRequest stores the request and answers it (202)', async () => {
    const answer = await send(emu, 'POST', '/v1/gdpr_requests', { body: { player_id: 'p1' } });
    expect(answer).toMatchObject({ status: 202, body: { id: expect.stringMatching(/^gdpr_/), player_id: 'p1' } });
    expect(emu.tenant(TEST_KEY).part(gdprRequestsPart).get(answer.body.id)).toEqual(answer.body);
  });
});
