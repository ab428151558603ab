import { describe, expect, it } from 'vitest';
import { createFetchHandler, createWebhookHandler, type WebhookEventHandlers } from '../../webhooks/index.js';
import { manualClock } from '../testing/manual-clock.js';
import { scriptedGame } from '../testing/scripted-game.js';
import { type FlowOptions, IN_PROCESS_WEBHOOK_URL, resolveFlowOptions } from './flow-options.js';
import { parseFlowSeed } from './flow-seed.js';
import { TenantFlows } from './tenant-flows.js';

const KEY = 'sk_test_tenant_flows_fake';
const SEED = parseFlowSeed({
  catalogue: ['gem_pack_500', 'coin_100'],
  campaigns: [{ id: 'lvl', event_type: 'level_up', popup: { title: 'Up!', body: 'b' } }],
  daily_reward_programs: [{ id: 'dlrwd_1', days: [{ day_number: 1, items: [{ sku: 'coin_100' }] }] }],
});

function tenant(options: FlowOptions, sandbox = true) {
  const clock = manualClock();
  const flows = new TenantFlows({
    clock,
    apiKey: KEY,
    gameId: 'gm_1',
    sandbox,
    baseUrl: () => 'http://127.0.0.1:4010',
    registrations: () => [],
    seed: SEED,
    options: resolveFlowOptions(options),
  });
  return { clock, flows };
}

describe('a tenant’s flows end to end (spec §1, §3, §4, §6)', () => {
  it('buy, pay, grant once, refund, popup and daily reward through one in-process receiver', async () => {
    const log: string[] = [];
    const on: WebhookEventHandlers = {
      'item.add': (e) => void log.push(`grant ${e.event_data.items.map((i) => i.sku)}`),
      'item.remove': (e) => void log.push(`revoke ${e.event_data.items.map((i) => i.sku)}`),
      'ingame.popup': (e) => void log.push(`popup ${e.event_data.title}`),
      'daily_reward.get': () => ({ days: [{ day_number: 1, items: [{ sku: 'gem_pack_500' }] }] }),
    };
    const webhookUrl = createFetchHandler(createWebhookHandler({ secret: KEY, on }));
    const { flows } = tenant({ webhookUrl, duplicates: 1 });
    expect(flows.registrations()).toEqual([{ id: 'webhook-url', url: IN_PROCESS_WEBHOOK_URL }]);

    flows.orderCreated({ player_id: 'p1', items: [{ sku: 'gem_pack_500' }] }, { orderId: 'ord_1', requestId: 'req_1' });
    const paid = await flows.pay('ord_1');
    expect(paid.status).toBe('completed');
    const refunded = await flows.refund('ord_1');
    expect(refunded.deliveries[0]!.status).toBe('delivered');
    const popups = flows.eventSubmitted({ event_type: 'level_up', event_data: { player_id: 'p1' } }, 'req_2');
    await flows.deliveries.settled(popups[0]!.id);
    const reward = await flows.claimDailyReward({ programId: 'dlrwd_1', playerId: 'p1' });
    expect(reward).toMatchObject({ source: 'webhook', days: [{ day_number: 1, items: [{ sku: 'gem_pack_500' }] }] });
    // duplicates: 1 sent every delivery twice; the receiver acted once on each.
    expect(log).toEqual(['grant gem_pack_500', 'revoke gem_pack_500', 'popup Up!']);
    expect(flows.deliveries.list().every((d) => d.attempts.at(-1)!.outcome === 'duplicate')).toBe(true);
  });

  it('a live key offers more methods, and envelopes say sandbox: false', async () => {
    const game = scriptedGame(200);
    const stored = [{ id: 'whk_1', url: 'http://game.localhost/h', player_context_enabled: true }];
    const live = new TenantFlows({
      clock: manualClock(),
      apiKey: KEY,
      gameId: 'gm_1',
      sandbox: false,
      baseUrl: () => 'http://127.0.0.1:4010',
      registrations: () => stored,
      seed: SEED,
      options: resolveFlowOptions({ webhookHandlers: { 'http://game.localhost/h': game.handler } }),
    });
    expect(live.checkout.paymentMethods).toEqual(['card', 'apple_pay', 'google_pay', 'paypal', 'ideal']);
    expect(tenant({}).flows.checkout.paymentMethods).toEqual(['card']);
    live.orderCreated({ player_id: 'p1', items: [{ sku: 'a' }] }, { orderId: 'ord_1', requestId: null });
    expect((await live.pay('ord_1', 'apple_pay')).payment.method).toBe('apple_pay');
    expect(game.received[0]!.event).toMatchObject({ sandbox: false, context: { player: { player_id: 'p1' } } });
  });

  it('hub login through the tenant: the nonce from hubLogin is used once', () => {
    const { flows } = tenant({});
    const { url, nonce } = flows.hubLogin({ deepLink: 'https://play.example.com/login?from=hub' });
    expect(url).toBe(`https://play.example.com/login?from=hub&nonce=${nonce}`);
    expect(flows.authorize({ player_id: 'p1', nonce }).authorization_url).toContain(`nonce=${nonce}`);
    expect(() => flows.reject({ nonce, reason: 'banned' })).toThrow(expect.objectContaining({ status: 409 }));
  });

  it('snapshots to JSON and restores; clear cancels retries and empties every list', async () => {
    const game = scriptedGame(500);
    const { flows, clock } = tenant({ webhookUrl: game.handler });
    flows.orderCreated({ player_id: 'p1', items: [{ sku: 'a' }] }, { orderId: 'ord_1', requestId: null });
    await flows.checkout.pay('ord_1').first;
    expect(clock.pending).toBe(1);
    const saved = JSON.parse(JSON.stringify(flows.snapshot()));
    flows.clear();
    expect(clock.pending).toBe(0);
    expect(flows.snapshot()).toEqual({
      orders: [],
      payments: [],
      disputes: [],
      deliveries: [],
      login: { nonces: [], sessions: [] },
    });
    flows.restore(saved);
    expect(flows.payments.list()).toHaveLength(1);
    // The interrupted delivery comes back as failed history, and its order with it.
    expect(flows.checkout.outcome(flows.checkout.get('ord_1')!).status).toBe('delivery_failed');
  });

  it('refuses bad options at start', () => {
    expect(() => resolveFlowOptions({ retryDelaysMs: [-1] })).toThrow(/retryDelaysMs/);
    expect(() => resolveFlowOptions({ timeoutMs: 0 })).toThrow(/timeoutMs/);
    expect(() => resolveFlowOptions({ webhookUrl: 42 as never })).toThrow(/webhookUrl/);
    expect(() => resolveFlowOptions({ signatureHeader: 'bad header' })).toThrow(/signatureHeader/);
  });
});
