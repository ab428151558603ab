import { describe, expect, it } from 'vitest';
import { webhookRequestValidators } from '../../webhooks/document.js';
import { createFetchHandler, createWebhookHandler } from '../../webhooks/index.js';
import type { FetchHandler } from '../deliveries/registration.js';
import { FAKE_KEY, flowTestEnv, GAME_URL } from '../../../test/support/emulator/flow-env.js';
import { type ScriptedAnswer, scriptedGame } from '../../../test/support/emulator/scripted-game.js';
import { dailyReward } from '../../../test/support/emulator/sample-bodies.js';
import { SkuCatalogue } from './catalogue.js';

const PROGRAM = {
  id: 'dlrwd_login7',
  ...dailyReward('Login 7', {
    key: 'login7',
    rewards: {
      daily_rewards: [
        { day_number: 1, items: [{ sku: 'coin_100' }] },
        { day_number: 2, items: [{ sku: 'coin_200', count: 2 }] },
      ],
      extra_reward_items: [{ sku: 'skin_basic' }],
    },
  }),
};
const CATALOGUE = ['coin_100', 'coin_200', 'skin_basic', 'gem_pack_50', { sku: 'skin_golden_owl' }];

function tenant(answer: ScriptedAnswer | FetchHandler, webhooks?: object[]) {
  const game = typeof answer === 'function' ? { handler: answer, received: [] } : scriptedGame(answer);
  const env = flowTestEnv(game.handler, {
    dailyRewardTimeoutMs: 1500,
    seed: {
      dailyRewards: [PROGRAM],
      catalogue: CATALOGUE,
      webhooks: webhooks ?? [{ id: 'wh_rewards', url: GAME_URL, events: ['daily_reward.get'] }],
    },
  });
  return { ...env, game, claim: env.flows.claimDailyReward.bind(env.flows) };
}

const json = (body: unknown) => ({ status: 200, body: JSON.stringify(body) });
const claim = { programId: 'dlrwd_login7', playerId: 'player_8412' };
/** The program's static days, as a daily_reward.get answer has them (§6). */
const STATIC_DAYS = [
  { day_number: 1, items: [{ sku: 'coin_100' }] },
  { day_number: 2, items: [{ sku: 'coin_200', quantity: 2 }] },
];

describe('daily rewards (spec §6 daily_reward.get)', () => {
  it("sends daily_reward.get and grants the game's answer over the static days", async () => {
    const answer = { days: [{ day_number: 2, items: [{ sku: 'gem_pack_50', quantity: 3 }] }] };
    const { claim: send, game } = tenant(json(answer));
    const result = await send({ ...claim, trigger: 'hub.interact' });
    expect(result).toMatchObject({ source: 'webhook', reason: null, trigger: 'hub.interact', dropped_skus: [] });
    expect(result.days).toEqual([STATIC_DAYS[0], { day_number: 2, items: [{ sku: 'gem_pack_50', quantity: 3 }] }]);
    expect(result.extra_reward_items).toEqual([{ sku: 'skin_basic' }]);
    const event = game.received[0]!.event;
    expect(event).toMatchObject({
      event_type: 'daily_reward.get',
      trigger: 'hub.interact',
      event_data: { id: 'dlrwd_login7', player_id: 'player_8412', key: 'login7', is_anonymous: false },
    });
    expect(webhookRequestValidators['daily_reward.get'](event)).toBe(true);
  });

  it('drops SKUs the catalogue lacks; a day left empty falls back to its static items', async () => {
    const answer = {
      days: [
        { day_number: 1, items: [{ sku: 'gem_pack_50' }, { sku: 'not_in_catalogue' }] },
        { day_number: 2, items: [{ sku: 'ghost' }] },
      ],
      extra_reward_items: [{ sku: 'skin_golden_owl' }, { sku: 'nope' }],
    };
    const result = await tenant(json(answer)).claim(claim);
    expect(result.dropped_skus).toEqual(['not_in_catalogue', 'ghost', 'nope']);
    expect(result.days).toEqual([{ day_number: 1, items: [{ sku: 'gem_pack_50' }] }, STATIC_DAYS[1]]);
    expect(result.extra_reward_items).toEqual([{ sku: 'skin_golden_owl' }]);
  });

  it.each([
    ['non_2xx', 500 as ScriptedAnswer],
    ['unparseable', { status: 200, body: '{"days": [' }],
    ['invalid', json({ days: [{ day_number: 0, items: [{ sku: 'coin_100' }] }] })],
    ['invalid', json({ days: [{ day_number: 1, items: [] }] })],
    ['invalid', json({ days: [{ day_number: 1, items: Array.from({ length: 11 }, () => ({ sku: 'coin_100' })) }] })],
  ])('falls back to the static items without an error: %s', async (reason, answer) => {
    const result = await tenant(answer).claim(claim);
    expect(result).toMatchObject({ source: 'static', reason, days: STATIC_DAYS });
    expect(result.extra_reward_items).toEqual([{ sku: 'skin_basic' }]);
  });

  it('accepts exactly 10 items a day', async () => {
    const items = Array.from({ length: 10 }, () => ({ sku: 'coin_100' }));
    const result = await tenant(json({ days: [{ day_number: 1, items }] })).claim(claim);
    expect(result.source).toBe('webhook');
    expect(result.days[0]!.items).toHaveLength(10);
  });

  it('falls back when the game is slower than the time-out on the emulator clock, without retrying', async () => {
    const { claim: send, clock, game } = tenant('hang');
    const pending = send(claim);
    await clock.advance(1500);
    const result = await pending;
    expect(result).toMatchObject({ source: 'static', reason: 'timeout' });
    expect(result.delivery!.attempts).toHaveLength(1);
    expect(result.delivery!.status).toBe('failed');
    expect(game.received).toHaveLength(1);
    expect(clock.pending).toBe(0);
  });

  it('uses the static items with no enabled registration, and refuses an unknown program', async () => {
    const { claim: send, game } = tenant(200, [{ id: 'wh_off', url: GAME_URL, events: ['item.add'], enabled: false }]);
    expect(await send(claim)).toMatchObject({ source: 'static', reason: 'no_webhook', delivery: null });
    expect(game.received).toEqual([]);
    await expect(send({ ...claim, programId: 'dlrwd_nope' })).rejects.toMatchObject({ status: 404 });
    // @ts-expect-error: not a §6 trigger value
    await expect(send({ ...claim, trigger: 'cron' })).rejects.toThrow(TypeError);
  });

  it("round-trips through our own receiver's daily_reward.get handler", async () => {
    const receiver = createWebhookHandler({
      secret: FAKE_KEY,
      on: {
        'daily_reward.get': () => ({ days: [{ day_number: 1, items: [{ sku: 'gem_pack_50', quantity: null }] }] }),
      },
    });
    const result = await tenant(createFetchHandler(receiver)).claim(claim);
    expect(result.source).toBe('webhook');
    expect(result.days[0]).toEqual({ day_number: 1, items: [{ sku: 'gem_pack_50', quantity: null }] });
  });

  it('refuses a program whose static days break the day rules, and reads a catalogue of SKUs', async () => {
    const { flows } = flowTestEnv(scriptedGame(200).handler, {
      seed: {
        dailyRewards: [
          {
            id: 'dlrwd_bad',
            ...dailyReward('Bad', { rewards: { daily_rewards: [{ day_number: 0, items: [{ sku: 'a' }] }] } }),
          },
        ],
      },
    });
    await expect(flows.claimDailyReward({ programId: 'dlrwd_bad', playerId: 'p' })).rejects.toThrow(
      /dlrwd_bad has static items that break §6 and §8: \/days\/0\/day_number must be >= 1/,
    );
    const catalogue = new SkuCatalogue();
    expect(catalogue.has('anything')).toBe(true);
    catalogue.restore(CATALOGUE, 'seed.catalogue');
    expect(catalogue.has('skin_golden_owl')).toBe(true);
    expect(catalogue.has('ghost')).toBe(false);
    expect(() => catalogue.restore([{ name: 'x' }], 'seed.catalogue')).toThrow(/seed.catalogue\[0\]: must be a SKU/);
  });

  it('asks a registration made with POST /v1/webhooks, which cannot list daily_reward.get (§6 Registration)', async () => {
    const { claim: send, game } = tenant(json({}), [{ id: 'wh_items', url: GAME_URL, events: ['item.add'] }]);
    expect(await send(claim)).toMatchObject({ source: 'webhook' });
    expect(game.received).toHaveLength(1);
  });

  it('a program that is not webhook-driven grants its static items without asking', async () => {
    const game = scriptedGame(200);
    const { flows } = flowTestEnv(game.handler, { seed: { dailyRewards: [{ ...PROGRAM, webhook_driven: false }] } });
    const result = await flows.claimDailyReward(claim);
    expect(result).toMatchObject({ source: 'static', reason: 'not_webhook_driven', delivery: null, days: STATIC_DAYS });
    expect(game.received).toEqual([]);
  });
});
