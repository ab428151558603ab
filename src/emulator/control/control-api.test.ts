/**
 * The control API through HTTP: each route's success and its refusals (401 without or with a wrong
 * key, another tenant's order 404, 422 for a bad body, 409 for a wrong state, 504 when settling
 * times out), and two tenants kept apart. Every answer is also checked against the control
 * document (control-document.test.ts reads what `answers` collected).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator-handle.js';
import type { EmulatorOptions } from '../options.js';
import { startEmulator } from '../start-emulator.js';
import { OTHER_KEY, send, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';
import { dailyReward } from '../../../test/support/emulator/sample-bodies.js';
import { type ScriptedAnswer, scriptedGame } from '../../../test/support/emulator/scripted-game.js';
import { checkAnswers, type ControlAnswer } from '../../../test/support/emulator/control-answers.js';

const BASE = '/_emulator/v1';
const ORDER = { player_id: 'player_8412', items: [{ sku: 'gem_pack_500' }], back_to_game_url: 'mygame://store' };

const running: Emulator[] = [];
const answers: ControlAnswer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.close()));
});
// Every answer these tests produced must be one the control document describes (route, status, body).
afterAll(() => checkAnswers(answers));

async function emulator(options: EmulatorOptions = {}, ...script: ScriptedAnswer[]) {
  const game = scriptedGame(...(script.length > 0 ? script : [200]));
  const emu = await startEmulator({
    listen: false,
    clockStart: '2026-09-01T12:00:00Z',
    webhookUrl: game.handler,
    retryDelaysMs: [60_000],
    ...options,
  });
  running.push(emu);
  return { emu, game };
}

/** A control request through `emu.fetch`, recorded for the document check. */
async function control(
  emu: Emulator,
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; key?: string | null; headers?: Record<string, string> } = {},
) {
  const answer = await send(emu, method, `${BASE}${path}`, options);
  answers.push({ method, path: `${BASE}${path}`, status: answer.status, body: answer.body });
  return answer;
}

async function createOrder(emu: Emulator, key = TEST_KEY): Promise<string> {
  const created = await send(emu, 'POST', '/v1/orders', { body: ORDER, key });
  expect(created.status).toBe(201);
  return created.body.order_id as string;
}

describe('control API authentication (spec §5)', () => {
  it('answers 401 without a key and with a key the emulator does not accept, 403 for a restricted one', async () => {
    const { emu } = await emulator({ apiKeys: [TEST_KEY, `${OTHER_KEY}:restricted`] });
    const none = await control(emu, 'GET', '/clock', { key: null });
    expect(none).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
    expect(none.headers.get('www-authenticate')).toBe('Bearer, Basic');
    const wrong = await control(emu, 'POST', '/reset', { key: 'sk_test_FAKE_not_configured_key' });
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
    expect((await control(emu, 'GET', '/deliveries', { key: OTHER_KEY })).status).toBe(403);
    expect((await control(emu, 'GET', '/deliveries')).status).toBe(200);
  });

  it('takes the key as Basic too, and serves a real socket on 127.0.0.1', async () => {
    const emu = await startEmulator({ host: '127.0.0.1', port: 0, clockStart: '2026-09-01T12:00:00Z' });
    running.push(emu);
    const basic = `Basic ${Buffer.from(`${TEST_KEY}:`).toString('base64')}`;
    const response = await fetch(`${emu.url}${BASE}/clock`, { headers: { authorization: basic } });
    const body = await response.json();
    answers.push({ method: 'GET', path: `${BASE}/clock`, status: response.status, body });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ now: expect.stringMatching(/^2026-09-01T12:00/), unix: expect.any(Number) });
  });
});

describe('clock', () => {
  it('advances the caller’s clock alone: its orders expire, another tenant’s time and orders do not move', async () => {
    const { emu } = await emulator();
    const before = await control(emu, 'GET', '/clock');
    expect(before).toMatchObject({ status: 200, body: { now: expect.stringMatching(/^2026-09-01T12:00/) } });
    const mine = await createOrder(emu);
    const theirs = await createOrder(emu, OTHER_KEY);
    const advanced = await control(emu, 'POST', '/clock/advance', { body: { by: '25h' } });
    expect(advanced.status).toBe(200);
    expect(advanced.body.unix - before.body.unix).toBeGreaterThanOrEqual(25 * 3600);
    expect((await control(emu, 'GET', '/clock')).body.unix).toBeGreaterThanOrEqual(advanced.body.unix);
    const seenByOther = await control(emu, 'GET', '/clock', { key: OTHER_KEY });
    expect(seenByOther.body.unix - before.body.unix).toBeLessThan(3600);
    // 24 hours (§3): my order expired, theirs is still open and payable.
    expect((await control(emu, 'GET', `/orders/${mine}`)).body.status).toBe('expired');
    const pay = await control(emu, 'POST', `/orders/${mine}/pay`);
    expect(pay).toMatchObject({ status: 409, body: { detail: expect.stringContaining('expired') } });
    expect((await control(emu, 'POST', `/orders/${theirs}/pay`, { key: OTHER_KEY })).body.status).toBe('completed');
  });

  it('emu.clock.advance moves every tenant; a reset tenant reads the emulator’s time again', async () => {
    const { emu } = await emulator();
    await control(emu, 'POST', '/clock/advance', { body: { by: '2d' } });
    emu.clock.advance('1d');
    const mine = (await control(emu, 'GET', '/clock')).body.unix;
    const theirs = (await control(emu, 'GET', '/clock', { key: OTHER_KEY })).body.unix;
    expect(theirs - Math.floor(Date.UTC(2026, 8, 1, 12) / 1000)).toBeGreaterThanOrEqual(86_400);
    expect(mine - theirs).toBeGreaterThan(2 * 86_400 - 5);
    expect(mine - theirs).toBeLessThan(2 * 86_400 + 60);
    await control(emu, 'POST', '/reset');
    expect((await control(emu, 'GET', '/clock')).body.unix - theirs).toBeLessThan(60);
  });

  it('refuses a duration it cannot read with 422 naming the field', async () => {
    const { emu } = await emulator();
    for (const body of [{ by: 'soon' }, { by: -5 }, {}, { by: '1h', extra: 1 }]) {
      const answer = await control(emu, 'POST', '/clock/advance', { body });
      expect(answer.status).toBe(422);
      expect(answer.body.detail[0].loc[0]).toBe('body');
    }
    expect((await control(emu, 'POST', '/clock/advance', { body: { by: 'soon' } })).body.detail[0].loc).toEqual([
      'body',
      'by',
    ]);
    const malformed = await control(emu, 'POST', '/clock/advance', { raw: '{"by":' });
    expect(malformed).toMatchObject({ status: 400, body: { detail: 'Malformed JSON body.' } });
    // A snapshot may nest as deep as a seed (80 levels), not deeper.
    const deep = await control(emu, 'POST', '/clock/advance', { raw: `{"by":${'['.repeat(80)}${']'.repeat(80)}}` });
    expect(deep).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/deeper than 80 levels/) } });
  });
});

describe('faults', () => {
  it('injects a fault for the caller’s tenant only, lists it with its id, and clears it', async () => {
    const { emu } = await emulator();
    const injected = await control(emu, 'POST', '/faults', {
      body: { operation: 'createOrder', status: 503, times: 2, retryAfter: 3 },
    });
    expect(injected).toMatchObject({
      status: 201,
      body: { id: expect.any(String), operation: 'createOrder', status: 503, times: 2, remaining: 2, retryAfter: 3 },
    });
    expect(injected.text).not.toContain(TEST_KEY);
    const failed = await send(emu, 'POST', '/v1/orders', { body: ORDER });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('3');
    // Another key's requests are untouched, and it sees none of the first tenant's faults.
    expect((await send(emu, 'POST', '/v1/orders', { body: ORDER, key: OTHER_KEY })).status).toBe(201);
    expect((await control(emu, 'GET', '/faults', { key: OTHER_KEY })).body).toEqual({ faults: [] });
    const listed = await control(emu, 'GET', '/faults');
    expect(listed.body.faults).toEqual([{ ...injected.body, remaining: 1 }]);

    // Another tenant cannot remove it; its owner can, once.
    expect((await control(emu, 'DELETE', `/faults/${injected.body.id}`, { key: OTHER_KEY })).status).toBe(404);
    expect((await control(emu, 'DELETE', `/faults/${injected.body.id}`)).status).toBe(204);
    expect((await control(emu, 'DELETE', `/faults/${injected.body.id}`)).status).toBe(404);
    expect((await send(emu, 'POST', '/v1/orders', { body: ORDER })).status).toBe(201);
  });

  it('clears every fault of the tenant with DELETE /faults, leaving the other tenant’s', async () => {
    const { emu } = await emulator();
    await control(emu, 'POST', '/faults', { body: { status: 429, times: 5 } });
    await control(emu, 'POST', '/faults', { body: { drop: true } });
    await control(emu, 'POST', '/faults', { body: { operation: 'listAchievements', status: 500 }, key: OTHER_KEY });
    expect((await control(emu, 'DELETE', '/faults')).status).toBe(204);
    expect((await control(emu, 'GET', '/faults')).body.faults).toEqual([]);
    expect((await control(emu, 'GET', '/faults', { key: OTHER_KEY })).body.faults).toHaveLength(1);
    expect((await send(emu, 'GET', '/v1/achievements')).status).toBe(200);
    expect((await send(emu, 'GET', '/v1/achievements', { key: OTHER_KEY })).status).toBe(500);
  });

  it('refuses a fault it cannot apply with 422 naming the field', async () => {
    const { emu } = await emulator();
    const cases: [unknown, (string | number)[]][] = [
      [{ operation: 'createOrdr', status: 503 }, ['body', 'operation']],
      [{ status: 99 }, ['body', 'status']],
      [{ operation: '', status: 503 }, ['body', 'operation']],
      [{ status: 503, times: 0 }, ['body', 'times']],
      [{ status: 503, apiKey: OTHER_KEY }, ['body', 'apiKey']],
      [[{ status: 503 }], ['body']],
    ];
    for (const [body, loc] of cases) {
      const answer = await control(emu, 'POST', '/faults', { body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.detail[0].loc).toEqual(loc);
    }
    // A fault needs status, delayMs or drop: true; the answer names each it could have had.
    const none = await control(emu, 'POST', '/faults', { body: { times: 2 } });
    expect(none.status).toBe(422);
    expect(none.body.detail.map((issue: { loc: unknown }) => issue.loc)).toEqual([
      ['body', 'status'],
      ['body', 'delayMs'],
      ['body', 'drop'],
      ['body'],
    ]);
    expect((await control(emu, 'GET', '/faults')).body.faults).toEqual([]);
  });
});

describe('orders', () => {
  it('reads, pays, refunds and redelivers an order of the caller’s tenant; another tenant’s is 404', async () => {
    const { emu, game } = await emulator();
    const orderId = await createOrder(emu);
    const read = await control(emu, 'GET', `/orders/${orderId}`);
    expect(read).toMatchObject({ status: 200, body: { status: 'open', order: { order_id: orderId } } });
    expect((await control(emu, 'GET', `/orders/${orderId}`, { key: OTHER_KEY })).status).toBe(404);
    expect((await control(emu, 'POST', `/orders/${orderId}/pay`, { key: OTHER_KEY })).status).toBe(404);
    expect((await control(emu, 'POST', `/orders/${orderId}/refund`, { key: OTHER_KEY })).status).toBe(404);

    const paid = await control(emu, 'POST', `/orders/${orderId}/pay`, { body: { method: 'card' } });
    expect(paid).toMatchObject({ status: 200, body: { status: 'completed', redirect_url: 'mygame://store' } });
    expect(game.received.map((r) => r.event.event_type)).toEqual(['item.add']);
    const again = await control(emu, 'POST', `/orders/${orderId}/pay`);
    expect(again).toMatchObject({ status: 409, body: { detail: expect.stringContaining('completed') } });
    expect((await control(emu, 'POST', `/orders/${orderId}/decline`)).status).toBe(409);

    const eventId = paid.body.deliveries[0].event_id as string;
    expect((await control(emu, 'POST', `/events/${eventId}/redeliver`, { key: OTHER_KEY })).status).toBe(404);
    const redelivered = await control(emu, 'POST', `/events/${eventId}/redeliver`);
    expect(redelivered.status).toBe(200);
    expect(redelivered.body.deliveries[0].attempts.map((a: { kind: string }) => a.kind)).toEqual([
      'first',
      'redelivery',
    ]);
    expect(game.received).toHaveLength(2);

    const refunded = await control(emu, 'POST', `/orders/${orderId}/refund`);
    expect(refunded).toMatchObject({ status: 200, body: { order: { status: 'refunded' }, dispute: null } });
    expect((await control(emu, 'POST', `/orders/${orderId}/refund`)).status).toBe(409);
    expect(game.received.map((r) => r.event.event_type)).toEqual(['item.add', 'item.add', 'item.remove']);

    const log = await control(emu, 'GET', '/deliveries');
    expect(log.body.deliveries.map((d: { event_type: string }) => d.event_type)).toEqual(['item.add', 'item.remove']);
    expect((await control(emu, 'GET', '/deliveries', { key: OTHER_KEY })).body).toEqual({ deliveries: [] });
  });

  it('declines, then pays once answered, then reverses with a dispute', async () => {
    const { emu } = await emulator();
    const orderId = await createOrder(emu);
    const declined = await control(emu, 'POST', `/orders/${orderId}/decline`, { body: {} });
    expect(declined).toMatchObject({ status: 200, body: { status: 'declined', order_id: orderId } });
    const answered = await control(emu, 'POST', `/orders/${orderId}/pay`, { body: { until: 'answered' } });
    expect(answered.status).toBe(200);
    const reversed = await control(emu, 'POST', `/orders/${orderId}/reverse`);
    expect(reversed).toMatchObject({
      status: 200,
      body: { order: { status: 'reversed' }, dispute: { order_id: orderId } },
    });
  });

  it('answers 404 for an unknown order or event, 422 for a bad body, 409 for a method the key lacks', async () => {
    const { emu } = await emulator();
    expect((await control(emu, 'GET', '/orders/ord_unknown')).status).toBe(404);
    expect((await control(emu, 'POST', '/orders/ord_unknown/decline')).status).toBe(404);
    expect((await control(emu, 'POST', '/orders/ord_unknown/reverse')).status).toBe(404);
    expect((await control(emu, 'POST', '/events/whevt_unknown/redeliver')).status).toBe(404);
    const orderId = await createOrder(emu);
    const until = await control(emu, 'POST', `/orders/${orderId}/pay`, { body: { until: 'later' } });
    expect(until).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'until'] }] } });
    const method = await control(emu, 'POST', `/orders/${orderId}/pay`, { body: { method: 'paypal' } });
    expect(method.status).toBe(409);
    const text = await control(emu, 'POST', `/orders/${orderId}/pay`, {
      raw: 'card',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect((await control(emu, 'GET', `/orders/${orderId}`)).body.status).toBe('open');
  });
});

describe('settle', () => {
  it('waits until no delivery is pending; 504 when one still is at the time-out', async () => {
    const { emu, game } = await emulator({}, 500, 200);
    const orderId = await createOrder(emu);
    const answered = await control(emu, 'POST', `/orders/${orderId}/pay`, { body: { until: 'answered' } });
    expect(answered.body.status).toBe('awaiting_game');
    const timedOut = await control(emu, 'POST', '/settle', { body: { timeoutMs: 20 } });
    expect(timedOut).toMatchObject({ status: 504, body: { detail: expect.stringContaining('still pending') } });
    // The other tenant has nothing pending.
    expect(await control(emu, 'POST', '/settle', { key: OTHER_KEY })).toMatchObject({
      status: 200,
      body: { deliveries: [] },
    });

    const settling = control(emu, 'POST', '/settle', { body: { timeoutMs: 5_000 } });
    await control(emu, 'POST', '/clock/advance', { body: { by: '61s' } });
    const settled = await settling;
    expect(settled.status).toBe(200);
    expect(settled.body.deliveries).toEqual([expect.objectContaining({ status: 'delivered' })]);
    expect(game.received).toHaveLength(2);
    expect((await control(emu, 'GET', `/orders/${orderId}`)).body.status).toBe('completed');
    expect((await control(emu, 'POST', '/settle', { body: { timeoutMs: -1 } })).status).toBe(422);
  });
});

describe('reset and state', () => {
  it('resets the caller’s tenant alone: its orders, faults and pending retries go, the other tenant keeps its own', async () => {
    const { emu, game } = await emulator({}, 500);
    const mine = await createOrder(emu);
    const theirs = await createOrder(emu, OTHER_KEY);
    await control(emu, 'POST', `/orders/${mine}/pay`, { body: { until: 'answered' } });
    await control(emu, 'POST', '/faults', { body: { operation: 'listAchievements', status: 500 } });

    expect((await control(emu, 'POST', '/reset')).status).toBe(204);
    expect((await control(emu, 'GET', `/orders/${mine}`)).status).toBe(404);
    expect((await control(emu, 'GET', '/faults')).body.faults).toEqual([]);
    expect((await control(emu, 'GET', '/deliveries')).body.deliveries).toEqual([]);
    expect((await control(emu, 'GET', `/orders/${theirs}`, { key: OTHER_KEY })).body.status).toBe('open');
    // The retry that was due in a minute was cancelled with the state.
    await control(emu, 'POST', '/clock/advance', { body: { by: '2m' } });
    expect(game.received).toHaveLength(1);
    expect((await control(emu, 'POST', '/reset', { body: { all: true } })).status).toBe(422);
  });

  it('snapshots the caller’s tenant without its key and restores it; another tenant’s snapshot is refused', async () => {
    const { emu } = await emulator();
    const orderId = await createOrder(emu);
    await createOrder(emu, OTHER_KEY);
    const snapshot = await control(emu, 'GET', '/state');
    expect(snapshot.status).toBe(200);
    expect(Object.keys(snapshot.body.tenants)).toHaveLength(1);
    expect(snapshot.text).not.toContain(TEST_KEY);
    expect(snapshot.text).not.toContain(Buffer.from(TEST_KEY).toString('base64'));

    await control(emu, 'POST', '/reset');
    expect((await control(emu, 'GET', `/orders/${orderId}`)).status).toBe(404);
    expect((await control(emu, 'PUT', '/state', { body: snapshot.body })).status).toBe(204);
    expect((await control(emu, 'GET', `/orders/${orderId}`)).body).toMatchObject({ status: 'open' });
    // The restored order can still be paid: the key signs its deliveries.
    expect((await control(emu, 'POST', `/orders/${orderId}/pay`)).body.status).toBe('completed');

    const foreign = await control(emu, 'PUT', '/state', { body: snapshot.body, key: OTHER_KEY });
    expect(foreign).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'tenants', expect.any(String)] }] },
    });
    const broken = structuredClone(snapshot.body);
    const id = Object.keys(broken.tenants)[0]!;
    broken.tenants[id].parts.orders = 'not a list';
    const refused = await control(emu, 'PUT', '/state', { body: broken });
    expect(refused.status).toBe(422);
    expect(refused.body.detail[0].loc.slice(0, 3)).toEqual(['body', 'tenants', id]);
    expect((await control(emu, 'PUT', '/state', { body: { orders: [] } })).status).toBe(422);
    // Nothing changed by the refused restores.
    expect((await control(emu, 'GET', `/orders/${orderId}`)).body.status).toBe('completed');
  });
});

describe('hub login and daily rewards', () => {
  it('issues a nonce for the caller’s game that POST /v1/users/authorize then accepts once', async () => {
    const { emu } = await emulator();
    const login = await control(emu, 'POST', '/hub-login', { body: { deepLink: 'mygame://login?x=1' } });
    expect(login).toMatchObject({ status: 200, body: { url: expect.stringMatching(/^mygame:\/\/login\?x=1&nonce=/) } });
    const authorize = { nonce: login.body.nonce, player_id: 'player_8412' };
    expect((await send(emu, 'POST', '/v1/users/authorize', { body: authorize, key: OTHER_KEY })).status).toBe(400);
    expect((await send(emu, 'POST', '/v1/users/authorize', { body: authorize })).status).toBe(200);
    for (const body of [{}, { deepLink: 'not a link' }, { deep_link: 'mygame://login' }]) {
      expect((await control(emu, 'POST', '/hub-login', { body })).status).toBe(422);
    }
  });

  it('claims a daily reward through the game, 404 for a program the tenant lacks, 422 for a bad trigger', async () => {
    const seed = {
      catalogue: ['gem_pack_50'],
      dailyRewards: [{ id: 'dlrwd_login7', ...dailyReward('Login') }],
    };
    const { emu, game } = await emulator(
      { seed },
      { status: 200, body: JSON.stringify({ days: [{ day_number: 1, items: [{ sku: 'gem_pack_50' }] }] }) },
    );
    const claim = await control(emu, 'POST', '/daily-rewards/claim', {
      body: { programId: 'dlrwd_login7', playerId: 'player_8412', trigger: 'test' },
    });
    expect(claim).toMatchObject({
      status: 200,
      body: { program_id: 'dlrwd_login7', trigger: 'test', source: 'webhook' },
    });
    expect(game.received.map((r) => r.event.event_type)).toEqual(['daily_reward.get']);
    const unknown = await control(emu, 'POST', '/daily-rewards/claim', {
      body: { programId: 'dlrwd_nope', playerId: 'player_8412' },
    });
    expect(unknown.status).toBe(404);
    const trigger = await control(emu, 'POST', '/daily-rewards/claim', {
      body: { programId: 'dlrwd_login7', playerId: 'player_8412', trigger: 'whenever' },
    });
    expect(trigger).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'trigger'] }] } });
  });
});
