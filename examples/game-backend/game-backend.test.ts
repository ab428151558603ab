/**
 * The game backend example against the emulator, as a game team would test its own integration:
 * the backend runs as its own process (npx tsx examples/game-backend/server.ts) with the emulator
 * as its base URL; its webhook is registered with POST /v1/webhooks. Buy, pay, grant once (also
 * when the delivery comes again), refund, log in (and a banned player refused), claim a daily
 * reward, and `checkWebhookEndpoint` with the backend's own grant count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/index.js';
import { startEmulator, type Emulator } from '../../src/emulator/index.js';
import { checkWebhookEndpoint } from '../../src/testing/index.js';
import { type RunningExample, startExample } from '../support/run-example.js';

const KEY = 'sk_test_game_backend_example_fake';
const SEED = {
  catalogue: ['gem_pack_100', 'gem_pack_500', 'xp_boost_1h'],
  dailyRewards: [
    {
      id: 'dlrwd_login7',
      key: 'login7',
      enabled: true,
      name: 'Seven-day login',
      description: 'Log in every day for gems.',
      mode: 'soft',
      rewards: { daily_rewards: [{ day_number: 1, items: [{ sku: 'gem_pack_100' }] }] },
    },
  ],
};

let emu: Emulator;
let backend: RunningExample;

beforeAll(async () => {
  emu = await startEmulator({ apiKeys: [KEY], seed: SEED, clockStart: '2026-09-01T12:00:00Z' });
  backend = await startExample('examples/game-backend/server.ts', KEY, {
    GAME_COMMERCE_BASE_URL: emu.url,
    GAME_COMMERCE_API_KEY: KEY,
    BANNED_PLAYERS: 'player_banned',
  });
  // §6 Registration: the game registers its endpoint (here as the dashboard would, once).
  const client = createClient({ apiKey: KEY, baseUrl: emu.url });
  await client.webhooks.create({
    url: `${backend.url}/webhooks`,
    // daily_reward.get is not listed here: the program's settings select the webhook (§6 Registration).
    events: ['item.add', 'item.remove', 'ingame.popup'],
    enabled: true,
    method: 'POST',
  });
}, 30_000);
afterAll(async () => {
  await backend?.stop();
  await emu?.close();
});

const call = async (path: string, body?: unknown) => {
  const response = await fetch(
    `${backend.url}${path}`,
    body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const inventory = async (player: string) => (await call(`/players/${player}/inventory`)).body;

describe('game backend example against the emulator', () => {
  it('buy, pay, grant once (also when the item.add comes again), refund', async () => {
    const bought = await call('/store/orders', { player_id: 'player_1', sku: 'gem_pack_500' });
    expect(bought.status).toBe(201);
    const { order_id, checkout_url } = bought.body as { order_id: string; checkout_url: string };
    expect(checkout_url.startsWith(`${emu.url}/checkout/`)).toBe(true);

    const paid = await emu.pay(order_id);
    expect(paid.status).toBe('completed');
    expect(paid.redirect_url).toBe(`${backend.url}/store/return`);
    expect(await inventory('player_1')).toEqual({ owned: { gem_pack_500: 1 }, grants: 1 });

    await emu.redeliver(paid.deliveries[0]!.event_id);
    expect(await inventory('player_1')).toEqual({ owned: { gem_pack_500: 1 }, grants: 1 });

    const refunded = await emu.refund(order_id);
    expect(refunded.deliveries.map((d) => d.status)).toEqual(['delivered']);
    expect(await inventory('player_1')).toEqual({ owned: {}, grants: 1 });
  });

  it('logs a player in through the hub, and refuses a banned one', async () => {
    const hub = emu.hubLogin({ deepLink: `${backend.url}/hub/login?src=hub` });
    expect(hub.url).toBe(`${backend.url}/hub/login?src=hub&nonce=${hub.nonce}`);
    const login = await call(`/hub/login?src=hub&nonce=${hub.nonce}&player_id=player_1`);
    const page = await fetch(login.body.authorization_url as string);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Signed in as <span id="player">player_1</span>');
    // A nonce is used once (§4).
    expect((await call(`/hub/login?nonce=${hub.nonce}&player_id=player_1`)).status).toBe(502);

    const banned = emu.hubLogin({ deepLink: `${backend.url}/hub/login` });
    const refused = await call(`/hub/login?nonce=${banned.nonce}&player_id=player_banned`);
    const errorPage = await fetch(refused.body.error_url as string);
    expect(await errorPage.text()).toContain('This account is banned from the game hub.');
  });

  it('answers daily_reward.get: the emulator grants what the backend answered, within the catalogue', async () => {
    const claim = await emu.claimDailyReward({ programId: 'dlrwd_login7', playerId: 'player_1' });
    expect(claim).toMatchObject({ source: 'webhook', reason: null, dropped_skus: [] });
    expect(claim.days).toEqual([
      { day_number: 1, items: [{ sku: 'gem_pack_100', quantity: 50 }] },
      { day_number: 2, items: [{ sku: 'gem_pack_100', quantity: 100 }, { sku: 'xp_boost_1h' }] },
    ]);
  });

  it('passes webhook check, with its own grant count as the observer', async () => {
    const result = await checkWebhookEndpoint({
      url: `${backend.url}/webhooks`,
      secret: KEY,
      grants: async (event) => (await inventory(event.event_data.player_id)).grants as number,
    });
    expect(result.rows.filter((r) => !r.passed)).toEqual([]);
    expect(result.rows.find((r) => r.check === 'same delivery twice')!.got).toBe(
      '200 processed, 200 duplicate, 1 grant',
    );
  });
});
