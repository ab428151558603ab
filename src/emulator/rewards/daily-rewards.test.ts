import { describe, expect, it } from 'vitest';
import { webhookRequestValidators } from '../../webhooks/document.js';
import { createFetchHandler, createWebhookHandler } from '../../webhooks/index.js';
import type { Registration } from '../delivery/registration.js';
import { FAKE_KEY, flowTestEnv } from '../testing/flow-env.js';
import { type ScriptedAnswer, scriptedGame } from '../testing/scripted-game.js';
import { claimDailyReward } from './daily-rewards.js';
import { catalogueSkus, parsePrograms } from './programs.js';

const [PROGRAM] = parsePrograms([
  {
    id: 'dlrwd_login7',
    key: 'login7',
    days: [
      { day_number: 1, items: [{ sku: 'coin_100' }] },
      { day_number: 2, items: [{ sku: 'coin_200', quantity: 2 }] },
    ],
    extra_reward_items: [{ sku: 'skin_basic' }],
  },
]);
const CATALOGUE = catalogueSkus(['coin_100', 'coin_200', 'skin_basic', 'gem_pack_50', { sku: 'skin_golden_owl' }]);

function tenant(answer: ScriptedAnswer | ((request: Request) => Promise<Response>), registrations?: Registration[]) {
  const game = typeof answer === 'function' ? { handler: answer, received: [] } : scriptedGame(answer);
  const base = flowTestEnv(game.handler, { dailyRewardTimeoutMs: 1500 });
  const env = {
    deliveries: base.deliveries,
    registrations: () => registrations ?? [{ ...base.registration, events: ['daily_reward.get'] }],
    programs: () => [PROGRAM!],
    knownSku: CATALOGUE,
    timeoutMs: base.env.options.dailyRewardTimeoutMs,
  };
  return { ...base, game, env };
}

const json = (body: unknown) => ({ status: 200, body: JSON.stringify(body) });
const claim = { programId: 'dlrwd_login7', playerId: 'player_8412' };
const STATIC_DAYS = PROGRAM!.days;

describe('daily rewards (spec §6 daily_reward.get)', () => {
  it("sends daily_reward.get and grants the game's answer over the static days", async () => {
    const answer = { days: [{ day_number: 2, items: [{ sku: 'gem_pack_50', quantity: 3 }] }] };
    const { env, game } = tenant(json(answer));
    const result = await claimDailyReward(env, { ...claim, trigger: 'hub.interact' });
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
    const result = await claimDailyReward(tenant(json(answer)).env, claim);
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
    const result = await claimDailyReward(tenant(answer).env, claim);
    expect(result).toMatchObject({ source: 'static', reason, days: STATIC_DAYS });
    expect(result.extra_reward_items).toEqual([{ sku: 'skin_basic' }]);
  });

  it('accepts exactly 10 items a day', async () => {
    const items = Array.from({ length: 10 }, () => ({ sku: 'coin_100' }));
    const result = await claimDailyReward(tenant(json({ days: [{ day_number: 1, items }] })).env, claim);
    expect(result.source).toBe('webhook');
    expect(result.days[0]!.items).toHaveLength(10);
  });

  it('falls back when the game is slower than the time-out on the emulator clock, without retrying', async () => {
    const { env, clock, game } = tenant('hang');
    const pending = claimDailyReward(env, claim);
    await clock.advance(1500);
    const result = await pending;
    expect(result).toMatchObject({ source: 'static', reason: 'timeout' });
    expect(result.delivery!.attempts).toHaveLength(1);
    expect(result.delivery!.status).toBe('failed');
    expect(game.received).toHaveLength(1);
    expect(clock.pending).toBe(0);
  });

  it('uses the static items with no registration for daily_reward.get, and refuses an unknown program', async () => {
    const { env, game } = tenant(200, [
      { id: 'whk_items', url: 'http://game.localhost/webhooks', events: ['item.add'] },
    ]);
    expect(await claimDailyReward(env, claim)).toMatchObject({
      source: 'static',
      reason: 'no_webhook',
      delivery: null,
    });
    expect(game.received).toEqual([]);
    await expect(claimDailyReward(env, { ...claim, programId: 'dlrwd_nope' })).rejects.toMatchObject({ status: 404 });
    // @ts-expect-error: not a §6 trigger value
    await expect(claimDailyReward(env, { ...claim, trigger: 'cron' })).rejects.toThrow(TypeError);
  });

  it("round-trips through our own receiver's daily_reward.get handler", async () => {
    const receiver = createWebhookHandler({
      secret: FAKE_KEY,
      on: {
        'daily_reward.get': () => ({ days: [{ day_number: 1, items: [{ sku: 'gem_pack_50', quantity: null }] }] }),
      },
    });
    const result = await claimDailyReward(tenant(createFetchHandler(receiver)).env, claim);
    expect(result.source).toBe('webhook');
    expect(result.days[0]).toEqual({ day_number: 1, items: [{ sku: 'gem_pack_50', quantity: null }] });
  });

  it('refuses seed programs that break the day rules, and reads a catalogue of SKUs', () => {
    expect(() => parsePrograms([{ id: 'dlrwd_x', days: [{ day_number: 0, items: [{ sku: 'a' }] }] }])).toThrow(
      /daily_reward_programs\[0\]: \/days\/0\/day_number must be >= 1/,
    );
    expect(catalogueSkus(undefined)('anything')).toBe(true);
    expect(CATALOGUE('skin_golden_owl')).toBe(true);
    expect(CATALOGUE('ghost')).toBe(false);
  });
});
