import { afterEach, describe, expect, it } from 'vitest';
import { responseValidators } from '../../../generated/response-validators.js';
import type { Emulator } from '../emulator-handle.js';
import type { EmulatorEvents } from '../core/hooks.js';
import { startEmulator, startEmulatorWith } from '../start-emulator.js';
import { FEATURES } from '../features.js';
import { clientOf, send, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';
import { customEventsPart } from './events.js';
import { findOrderBySession, orderExpired, ordersPart } from './orders.js';
import { authorizationsPart } from './users.js';
import { EMULATOR_WEBHOOK_SECRET, webhooksPart } from './webhook-registrations.js';

const running: Emulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.close()));
});

/** An emulator whose hooks are recorded, as a feature built on the API would see them. */
async function recorded(options = {}) {
  const seen: { name: string; event: Record<string, unknown> }[] = [];
  let state: Parameters<typeof findOrderBySession>[0] | undefined;
  const probe = {
    name: 'probe',
    install(context: Parameters<(typeof FEATURES)[number]['install']>[0]) {
      state = context.state;
      for (const name of ['orderCreated', 'eventSubmitted']) {
        context.hooks.on(name as keyof EmulatorEvents, (event) =>
          seen.push({ name, event: event as Record<string, unknown> }),
        );
      }
      return undefined;
    },
  };
  const emu = await startEmulatorWith({ listen: false, clockStart: '2026-08-27T12:00:00Z', ...options }, [
    ...FEATURES,
    probe,
  ]);
  running.push(emu);
  return { emu, seen, state: () => state! };
}

describe('POST /v1/orders', () => {
  it('answers order_id and an opaque checkout_url on the emulator, stores the order, expires it after 24 h (§3)', async () => {
    const { emu, seen, state } = await recorded();
    const answer = await send(emu, 'POST', '/v1/orders', { body: { player_id: 'p1', items: [{ sku: 'gem_pack' }] } });
    expect(answer.status).toBe(201);
    const { order_id, checkout_url } = answer.body;
    expect(order_id).toMatch(/^ord_[0-9A-Z]{20}$/);
    expect(checkout_url).toMatch(new RegExp(`^${emu.url}/checkout/cs_[0-9A-Z]{20}$`));
    expect(checkout_url).not.toContain(order_id.slice(4));

    const order = emu.tenant(TEST_KEY).part(ordersPart).get(order_id)!;
    expect(order).toMatchObject({
      order_id,
      player_id: 'p1',
      items: [{ sku: 'gem_pack' }],
      environment: 'sandbox',
      created_at: expect.stringMatching(/^2026-08-27T12:00/),
    });
    expect(Date.parse(order.expires_at) - Date.parse(order.created_at)).toBe(24 * 3_600_000);
    expect(findOrderBySession(state(), checkout_url.split('/').pop())?.order).toBe(order);
    expect(seen).toEqual([
      {
        name: 'orderCreated',
        event: expect.objectContaining({ order, requestId: answer.headers.get('x-request-id') }),
      },
    ]);

    expect(orderExpired(order, emu.clock.now())).toBe(false);
    emu.clock.advance('23h');
    expect(orderExpired(order, emu.clock.now())).toBe(false);
    emu.clock.advance('1h');
    expect(orderExpired(order, emu.clock.now())).toBe(true);
  });

  it('announces nothing for an order that failed validation', async () => {
    const { emu, seen } = await recorded();
    expect((await send(emu, 'POST', '/v1/orders', { body: { items: [] } })).status).toBe(422);
    expect(seen).toEqual([]);
    expect([...emu.tenant(TEST_KEY).part(ordersPart).values()]).toEqual([]);
  });

  it('refuses an order without items (the provider requires at least one): 422 through the client, nothing stored', async () => {
    const { emu, seen } = await recorded();
    const refused = clientOf(emu).orders.create({ player_id: 'p1', items: [] });
    await expect(refused).rejects.toMatchObject({
      status: 422,
      body: { detail: [expect.objectContaining({ loc: ['body', 'items'] })] },
    });
    expect(seen).toEqual([]);
    expect([...emu.tenant(TEST_KEY).part(ordersPart).values()]).toEqual([]);
  });
});

describe('POST /v1/users/authorize and /reject', () => {
  it('answer emulator pages carrying the token and nonce, or the nonce and reason', async () => {
    const { emu } = await recorded();
    const client = clientOf(emu);
    // The flows feature accepts only nonces its hub issued (flows/, §4 Hub login flow).
    const hub = () => emu.hubLogin({ deepLink: 'https://play.example.com/login', apiKey: TEST_KEY }).nonce;
    const [n1, n2] = [hub(), hub()];
    const { authorization_url } = await client.users.authorize({ player_id: 'p1', nonce: n1 });
    const url = new URL(authorization_url);
    expect(url.origin + url.pathname).toBe(`${emu.url}/hub/login`);
    expect(url.searchParams.get('nonce')).toBe(n1);
    const token = url.searchParams.get('token')!;
    expect(emu.tenant(TEST_KEY).part(authorizationsPart).get(token)).toMatchObject({ player_id: 'p1', nonce: n1 });
    const { error_url } = await client.users.rejectAuthorization({ nonce: n2, reason: 'banned' });
    expect(Object.fromEntries(new URL(error_url).searchParams)).toEqual({ nonce: n2, reason: 'banned' });
  });
});

describe('POST /v1/events', () => {
  it('stores the event and answers it (200, as the provider says) with an id', async () => {
    const { emu, seen } = await recorded();
    const body = { event_type: 'level_up', event_time: 1_764_518_400_000, event_data: { player_id: 'p1', level: 5 } };
    const answer = await send(emu, 'POST', '/v1/events', { body });
    expect(answer).toMatchObject({ status: 200, body: { id: expect.stringMatching(/^cev_/), ...body } });
    expect(emu.tenant(TEST_KEY).part(customEventsPart).get(answer.body.id)).toEqual(answer.body);
    expect(seen).toEqual([{ name: 'eventSubmitted', event: expect.objectContaining({ event: answer.body }) }]);
  });
});

describe('POST /v1/webhooks', () => {
  it('stores the registration and answers the record the provider shows (201), never a key as secret', async () => {
    const { emu } = await recorded();
    const body = {
      url: 'https://game.example.com/hooks',
      events: ['item.add'],
      method: 'POST',
      player_context_enabled: true,
    };
    const answer = await send(emu, 'POST', '/v1/webhooks', { body });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        id: expect.stringMatching(/^wh_/),
        ...body,
        enabled: true,
        enabled_logs: true,
        game_id: emu.tenant(TEST_KEY).gameId,
        secret: EMULATOR_WEBHOOK_SECRET,
      },
    });
    expect(responseValidators.createWebhook['201']!(answer.body)).toBe(true);
    expect(answer.text).not.toContain(TEST_KEY);
    expect([...emu.tenant(TEST_KEY).part(webhooksPart).values()]).toEqual([{ id: answer.body.id, ...body }]);
  });

  it('webhookUrl registers every event type for every tenant, beside the seeded ones, and survives reset', async () => {
    const seeded = { id: 'wh_seeded', url: 'https://game.example.com/other' };
    const emu = await startEmulator({
      listen: false,
      webhookUrl: 'http://127.0.0.1:9/hooks',
      seed: { webhooks: [seeded] },
    });
    running.push(emu);
    const expected = [
      seeded,
      expect.objectContaining({
        url: 'http://127.0.0.1:9/hooks',
        events: ['item.add', 'item.remove', 'ingame.popup', 'daily_reward.get'],
        enabled: true,
      }),
    ];
    expect([...emu.tenant(TEST_KEY).part(webhooksPart).values()]).toEqual(expected);
    emu.reset();
    expect([...emu.tenant('sk_test_emulator_another_key').part(webhooksPart).values()]).toEqual(expected);
  });
});
