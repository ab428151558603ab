/**
 * The flows end to end through `startEmulator`: the client talks to `emu.fetch`, the game is this
 * package's own receiver (in-process through `webhookUrl`, or on a real loopback port), and every
 * delivery must verify under the key the game called with (§6).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFetchHandler,
  createNodeMiddleware,
  createWebhookHandler,
  type WebhookEvent,
} from '../../webhooks/index.js';
import type { WebhookEventHandlers } from '../../webhooks/handler.js';
import { listen } from '../../../test/support/webhooks/servers.js';
import type { Emulator } from '../emulator-handle.js';
import type { EmulatorOptions } from '../options.js';
import { startEmulator } from '../start-emulator.js';
import { SeedError } from '../state/seed-error.js';
import { clientOf, OTHER_KEY, send, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';
import { dailyReward } from '../../../test/support/emulator/sample-bodies.js';

const running: Emulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.close()));
});

/** A game backend: our receiver verifying with `key`, recording what it did, answering from `answer`. */
function game(key: string, options: { failFirst?: number } = {}) {
  const log: WebhookEvent[] = [];
  let failures = options.failFirst ?? 0;
  const record = (event: WebhookEvent) => {
    if (failures > 0) {
      failures--;
      throw new Error('the game is down');
    }
    log.push(event);
  };
  const on: WebhookEventHandlers = {
    'item.add': record,
    'item.remove': record,
    'ingame.popup': record,
    'daily_reward.get': (event) => {
      record(event);
      return { days: [{ day_number: 1, items: [{ sku: 'gem_pack_50' }, { sku: 'ghost_sku' }] }] };
    },
  };
  const receiver = createWebhookHandler({ secret: key, on, onError: () => {} });
  return { log, receiver, handler: createFetchHandler(receiver) };
}

async function emulator(options: EmulatorOptions) {
  const emu = await startEmulator({ listen: false, clockStart: '2026-09-01T12:00:00Z', ...options });
  running.push(emu);
  return { emu, client: clientOf(emu) };
}

const ORDER = { player_id: 'player_8412', items: [{ sku: 'gem_pack_500' }], back_to_game_url: 'mygame://store' };

describe('the emulator’s flows (spec §1, §3, §4, §6)', () => {
  it('buy, pay, grant once, refund: signed with the caller’s key, listed by GET /v1/payments', async () => {
    const shop = game(TEST_KEY);
    const { emu, client } = await emulator({ webhookUrl: shop.handler, duplicateDeliveries: 1 });
    const order = await client.orders.create(ORDER);
    expect(emu.order(order.order_id)!.status).toBe('open');
    const paid = await emu.pay(order.order_id);
    expect(paid).toMatchObject({ status: 'completed', redirect_url: 'mygame://store' });
    expect(paid.deliveries[0]!.attempts.map((a) => a.outcome)).toEqual(['processed', 'duplicate']);
    expect(shop.log.map((e) => e.event_type)).toEqual(['item.add']);
    const [grant] = shop.log as WebhookEvent<'item.add'>[];
    expect(grant).toMatchObject({
      sandbox: true,
      request_id: expect.stringMatching(/^req_/),
      context: { order: { order_id: order.order_id } },
    });

    const payments = await send(emu, 'GET', '/v1/payments?order_by=created_at');
    expect(payments.body).toEqual([expect.objectContaining({ order_id: order.order_id, status: 'done' })]);

    const refund = await emu.refund(order.order_id);
    expect(refund.order.status).toBe('refunded');
    expect(shop.log.map((e) => e.event_type)).toEqual(['item.add', 'item.remove']);
    expect(shop.log[1]!.transaction_id).toBe(grant!.transaction_id);
    const after = await send(emu, 'GET', '/v1/payments?order_by=status_updated_at');
    expect(after.body[0]).toMatchObject({ status: 'refunded' });
  });

  it('emu.decline: a declined payment, no webhook, and the order stays open for a later Pay', async () => {
    const shop = game(TEST_KEY);
    const { emu, client } = await emulator({ webhookUrl: shop.handler });
    const order = await client.orders.create(ORDER);
    expect(emu.decline(order.order_id, { method: 'card' })).toMatchObject({ status: 'declined', method: 'card' });
    expect(emu.order(order.order_id)!.status).toBe('open');
    expect(shop.log).toEqual([]);
    const payments = await send(emu, 'GET', '/v1/payments?order_by=created_at');
    expect(payments.body).toEqual([expect.objectContaining({ order_id: order.order_id, status: 'failed' })]);
    expect((await emu.pay(order.order_id)).status).toBe('completed');
    expect(() => emu.decline('ord_unknown')).toThrow(expect.objectContaining({ status: 404 }));
  });

  it('a reversal opens a dispute listed by GET /v1/disputes (order_by defaults to created_at)', async () => {
    const shop = game(TEST_KEY);
    const { emu, client } = await emulator({ webhookUrl: shop.handler });
    const first = await client.orders.create(ORDER);
    const second = await client.orders.create(ORDER);
    await emu.pay(first.order_id);
    await emu.pay(second.order_id);
    await emu.reverse(second.order_id);
    emu.clock.advance('1h');
    await emu.reverse(first.order_id);
    const disputes = await send(emu, 'GET', '/v1/disputes');
    expect(disputes.body.map((d: { order_id: string }) => d.order_id)).toEqual([second.order_id, first.order_id]);
    expect(shop.log.map((e) => e.event_type)).toEqual(['item.add', 'item.add', 'item.remove', 'item.remove']);
  });

  it('a game that fails first is redelivered on the emulator clock; the order completes after its 2xx', async () => {
    const shop = game(TEST_KEY, { failFirst: 1 });
    const { emu, client } = await emulator({ webhookUrl: shop.handler, retryDelaysMs: [60_000] });
    const { order_id } = await client.orders.create(ORDER);
    const answered = await emu.pay(order_id, { until: 'answered' });
    expect(answered).toMatchObject({ status: 'awaiting_game', redirect_url: null });
    expect(answered.deliveries[0]!.status).toBe('retrying');
    // The emulator clock runs at real speed too, so a few ms may have passed since the retry was set.
    expect(answered.deliveries[0]!.next_attempt_at! - emu.clock.now()).toBeGreaterThan(59_000);
    emu.clock.advance('59s');
    expect(emu.order(order_id)!.deliveries[0]!.attempts).toHaveLength(1);
    emu.clock.advance('1s');
    await emu.settled();
    const paid = emu.order(order_id)!;
    expect(paid).toMatchObject({ status: 'completed', redirect_url: 'mygame://store' });
    expect(paid.deliveries[0]!.attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(shop.log).toHaveLength(1);
  });

  it('orders expire 24 hours after creation (§3): emu.clock.advance, then Pay is refused', async () => {
    const { emu, client } = await emulator({ webhookUrl: game(TEST_KEY).handler });
    const { order_id } = await client.orders.create(ORDER);
    emu.clock.advance('25h');
    expect(emu.order(order_id)!.status).toBe('expired');
    await expect(emu.pay(order_id)).rejects.toMatchObject({ code: 'order_expired', status: 409 });
    expect((await send(emu, 'GET', '/v1/payments')).body).toEqual([]);
  });

  it('hub login: the nonce from emu.hubLogin authorizes once; an unknown one is 400, a reused one 409', async () => {
    const { emu, client } = await emulator({});
    await client.orders.create(ORDER); // the tenant exists, so emu.hubLogin needs no apiKey
    const { url, nonce } = emu.hubLogin({ deepLink: 'https://play.example.com/login?from=hub' });
    expect(url).toBe(`https://play.example.com/login?from=hub&nonce=${nonce}`);
    const { authorization_url } = await client.users.authorize({ player_id: 'player_8412', nonce });
    const page = new URL(authorization_url);
    expect(page.searchParams.get('nonce')).toBe(nonce);
    expect(page.searchParams.get('token')).toBeTruthy();
    const again = await send(emu, 'POST', '/v1/users/authorize', { body: { player_id: 'p', nonce } });
    expect(again).toMatchObject({ status: 409, body: { detail: expect.stringMatching(/already used/) } });
    const rejectUsed = await send(emu, 'POST', '/v1/users/authorize/reject', { body: { nonce, reason: 'banned' } });
    expect(rejectUsed.status).toBe(409);
    const unknown = await send(emu, 'POST', '/v1/users/authorize', { body: { player_id: 'p', nonce: 'made_up' } });
    expect(unknown).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/Unknown nonce/) } });

    const second = emu.hubLogin({ deepLink: 'mygame://login', apiKey: TEST_KEY });
    const { error_url } = await client.users.rejectAuthorization({ nonce: second.nonce, reason: 'not_eligible' });
    expect(new URL(error_url).searchParams.get('reason')).toBe('not_eligible');
    // A nonce belongs to the game (key) whose hub issued it.
    const third = emu.hubLogin({ deepLink: 'mygame://login', apiKey: TEST_KEY });
    const otherGame = await send(emu, 'POST', '/v1/users/authorize', {
      key: OTHER_KEY,
      body: { player_id: 'p', nonce: third.nonce },
    });
    expect(otherGame.status).toBe(400);
  });

  it('POST /_emulator/v1/hub-login is emu.hubLogin over HTTP, for games in other languages', async () => {
    const { emu } = await emulator({ apiKeys: [TEST_KEY, `${OTHER_KEY}:restricted`] });
    const hub = (body: unknown, key: string | null = TEST_KEY) =>
      send(emu, 'POST', '/_emulator/v1/hub-login', { body, key });
    const opened = await hub({ deepLink: 'mygame://login?from=hub' });
    expect(opened.status).toBe(200);
    expect(opened.body.url).toBe(`mygame://login?from=hub&nonce=${opened.body.nonce}`);
    const authorized = await send(emu, 'POST', '/v1/users/authorize', {
      body: { player_id: 'p', nonce: opened.body.nonce },
    });
    expect(authorized.status).toBe(200);
    expect((await hub({ deepLink: 'mygame://login' }, null)).status).toBe(401);
    expect((await hub({ deepLink: 'mygame://login' }, OTHER_KEY)).status).toBe(403);
    expect((await hub({ deepLink: 'not a link' })).body.detail[0]).toMatchObject({
      loc: ['body', 'deepLink'],
      msg: expect.stringMatching(/^expected an absolute URL/),
    });
    expect((await hub({})).status).toBe(422);
  });

  it('a seed can hold nonces the hub already issued: each key may use each once', async () => {
    const nonce = '3c6e0b8a9c15224a8228b9a98ca1531d';
    const issued = {
      deep_link: 'https://play.example.com/login',
      issued_at: '2026-09-01T12:00:00Z',
      state: 'issued',
      used_at: null,
    };
    const { emu } = await emulator({ seed: { hubNonces: { [nonce]: issued } } });
    const authorize = (key: string) =>
      send(emu, 'POST', '/v1/users/authorize', { key, body: { player_id: 'p', nonce } });
    expect((await authorize(TEST_KEY)).status).toBe(200);
    expect((await authorize(TEST_KEY)).status).toBe(409);
    expect((await authorize(OTHER_KEY)).status).toBe(200);
    await expect(
      startEmulator({ listen: false, seed: { hubNonces: { [nonce]: { state: 'maybe' } } } }),
    ).rejects.toThrow(`seed.hubNonces.${nonce}`);
  });

  it('a custom event matching a seeded campaign sends ingame.popup with a null idempotency_key', async () => {
    const shop = game(TEST_KEY);
    const seed = { campaigns: [{ id: 'lvl', event_type: 'level_up', popup: { title: 'Level up!', body: 'b' } }] };
    const { emu, client } = await emulator({ webhookUrl: shop.handler, seed });
    const event_time = 1_764_518_400_000;
    await client.events.submit({ event_time, event_type: 'level_up', event_data: { player_id: 'player_8412' } });
    await client.events.submit({ event_time, event_type: 'logout', event_data: { player_id: 'player_8412' } });
    await emu.settled();
    expect(shop.log).toHaveLength(1);
    expect(shop.log[0]).toMatchObject({
      event_type: 'ingame.popup',
      idempotency_key: null,
      event_id: expect.stringMatching(/^cmp_lvl_/),
      event_data: { title: 'Level up!', player_id: 'player_8412', icon: null, url: null },
    });
    expect(emu.deliveries()).toHaveLength(1);
  });

  it('claims a daily reward: the game’s answer, unknown SKUs dropped against the seeded catalogue', async () => {
    const shop = game(TEST_KEY);
    const seed = {
      catalogue: ['gem_pack_50', 'coin_100'],
      dailyRewards: [
        {
          id: 'dlrwd_login7',
          ...dailyReward('Login', { rewards: { daily_rewards: [{ day_number: 1, items: [{ sku: 'coin_100' }] }] } }),
        },
      ],
    };
    const { emu, client } = await emulator({ webhookUrl: shop.handler, seed, apiKeys: [TEST_KEY] });
    expect((await client.dailyRewards.get('dlrwd_login7')).id).toBe('dlrwd_login7');
    const claim = await emu.claimDailyReward({ programId: 'dlrwd_login7', playerId: 'player_8412' });
    expect(claim).toMatchObject({
      source: 'webhook',
      days: [{ day_number: 1, items: [{ sku: 'gem_pack_50' }] }],
      dropped_skus: ['ghost_sku'],
      trigger: 'hub.daily_reward_claim',
    });
    expect(shop.log[0]).toMatchObject({ event_type: 'daily_reward.get', event_data: { id: 'dlrwd_login7' } });
  });

  it('keeps each key’s flows apart: each tenant’s deliveries are signed with its own key', async () => {
    const mine = game(TEST_KEY);
    const { emu } = await emulator({ webhookUrl: mine.handler, retryDelaysMs: [] });
    const theirs = clientOf(emu, OTHER_KEY);
    const { order_id } = await theirs.orders.create(ORDER);
    const paid = await emu.pay(order_id);
    // The receiver verifies with TEST_KEY, so OTHER_KEY's delivery is refused (403).
    expect(paid.status).toBe('delivery_failed');
    expect(paid.deliveries[0]!.attempts[0]).toMatchObject({ status: 403, outcome: 'rejected' });
    expect(mine.log).toEqual([]);
    expect(emu.deliveries({ apiKey: TEST_KEY })).toEqual([]);
    expect(emu.deliveries({ apiKey: OTHER_KEY })).toHaveLength(1);
  });

  it('delivers over a real loopback port, and snapshot/reset cover the flows’ state', async () => {
    const shop = game(TEST_KEY);
    const server = await listen(createNodeMiddleware(shop.receiver));
    try {
      const { emu, client } = await emulator({ webhookUrl: `${server.url}/webhooks` });
      const { order_id } = await client.orders.create(ORDER);
      expect((await emu.pay(order_id)).status).toBe('completed');
      expect(shop.log).toHaveLength(1);
      const snapshot = emu.snapshot();
      const [tenant] = Object.values(snapshot.tenants);
      expect(tenant!.parts.deliveries).toHaveLength(1);
      expect(Object.values(tenant!.parts.checkouts as object)[0]).toMatchObject({ status: 'completed' });
      expect(JSON.stringify(snapshot)).not.toContain(TEST_KEY);
      emu.reset();
      expect(emu.order(order_id)).toBeUndefined();
      expect(emu.deliveries()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('delivers to registrations made with POST /v1/webhooks; context.player only where enabled', async () => {
    const plain = game(TEST_KEY);
    const rich = game(TEST_KEY);
    const servers = [
      await listen(createNodeMiddleware(plain.receiver)),
      await listen(createNodeMiddleware(rich.receiver)),
    ];
    try {
      const { emu, client } = await emulator({});
      const [a, b] = servers.map((s) => `${s.url}/webhooks`);
      await client.webhooks.create({ url: a!, events: ['item.add'], method: 'POST', enabled: true });
      await client.webhooks.create({ url: b!, events: ['item.add'], method: 'POST', player_context_enabled: true });
      await client.webhooks.create({ url: b!, events: ['item.add'], method: 'POST', enabled: false });
      const { order_id } = await client.orders.create(ORDER);
      const paid = await emu.pay(order_id);
      expect(paid.deliveries).toHaveLength(2);
      expect(plain.log[0]!.context).toEqual({ order: { order_id } });
      expect(rich.log[0]!.context).toEqual({ order: { order_id }, player: { player_id: 'player_8412' } });
      // event_time follows the emulator clock (clockStart), the signature timestamp the wall clock.
      expect(plain.log[0]!.event_time).toBe(Math.floor(Date.parse('2026-09-01T12:00:00Z') / 1000));
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });

  it('close stops a delivery waiting for a game that never answers: Pay settles as delivery_failed', async () => {
    let called!: () => void;
    const reached = new Promise<void>((resolve) => {
      called = resolve;
    });
    const hanging = (_request: Request) => {
      called();
      return new Promise<Response>(() => {});
    };
    const { emu, client } = await emulator({ webhookUrl: hanging });
    const { order_id } = await client.orders.create(ORDER);
    const paying = emu.pay(order_id);
    await reached;
    await emu.close();
    const paid = await paying;
    expect(paid.status).toBe('delivery_failed');
    expect(paid.deliveries[0]!.attempts).toEqual([
      expect.objectContaining({
        status: null,
        error: expect.stringMatching(/^stopped: the emulator was reset or closed/),
      }),
    ]);
  });

  it('forty deliveries in flight at once: every one completes, and Node prints no listener-leak warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      let waiting = 0;
      const { emu, client } = await emulator({
        webhookUrl: async () => {
          waiting++;
          await gate;
          return new Response(null, { status: 204 });
        },
      });
      const orders = await Promise.all(Array.from({ length: 40 }, () => client.orders.create(ORDER)));
      const paying = orders.map(({ order_id }) => emu.pay(order_id));
      await expect.poll(() => waiting).toBe(40);
      open();
      expect((await Promise.all(paying)).map((paid) => paid.status)).toEqual(Array(40).fill('completed'));
      await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
  });

  it('a snapshot is a seed: orders, payments and deliveries come back, and redeliver works with a known key', async () => {
    const shop = game(TEST_KEY);
    const { emu, client } = await emulator({ webhookUrl: shop.handler });
    const { order_id } = await client.orders.create(ORDER);
    const paid = await emu.pay(order_id);
    const snapshot = JSON.parse(JSON.stringify(emu.snapshot()));

    const open = await emulator({ webhookUrl: shop.handler, seed: snapshot });
    expect(open.emu.order(order_id)).toMatchObject({ status: 'completed', payment: { status: 'succeeded' } });
    // Open mode: the key of a restored tenant is learnt from its next request.
    await expect(open.emu.redeliver(paid.deliveries[0]!.event_id)).rejects.toMatchObject({ code: 'unknown_tenant' });
    await open.client.payments.list({ order_by: 'created_at' });
    const [again] = await open.emu.redeliver(paid.deliveries[0]!.event_id);
    expect(again!.attempts.map((a) => a.outcome)).toEqual(['processed', 'duplicate']);

    const configured = await emulator({ webhookUrl: shop.handler, seed: snapshot, apiKeys: [TEST_KEY] });
    const [third] = await configured.emu.redeliver(paid.deliveries[0]!.event_id);
    expect(third!.attempts.at(-1)).toMatchObject({ kind: 'redelivery', status: 200 });
    expect(shop.log).toHaveLength(1);
  });

  it('refuses a seed whose campaigns could not make a valid popup, naming the place', async () => {
    const seed = { campaigns: [{ id: 'x', event_type: 'e', popup: { title: 'only a title' } }] };
    await expect(startEmulator({ listen: false, seed })).rejects.toThrow(SeedError);
    await expect(startEmulator({ listen: false, seed })).rejects.toThrow(/seed.campaigns\[0\]\.popup/);
  });
});
