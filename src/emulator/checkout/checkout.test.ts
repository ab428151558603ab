import { describe, expect, it } from 'vitest';
import { webhookRequestValidators } from '../../webhooks/document.js';
import { createFetchHandler, createWebhookHandler } from '../../webhooks/index.js';
import { ORDER_LIFETIME_MS } from '../api/orders.js';
import { paymentsPart } from '../api/payments-disputes.js';
import { FlowError } from '../errors/flow-error.js';
import { FAKE_KEY, flowTestEnv, GAME_URL } from '../../../test/support/emulator/flow-env.js';
import { scriptedGame } from '../../../test/support/emulator/scripted-game.js';

const ORDER = {
  player_id: 'player_8412',
  items: [{ sku: 'gem_pack_500', name: 'Gems' }, { sku: 'battle_pass_s7' }],
  back_to_game_url: 'https://play.example-game.com/store/return',
  price_decimal: 4.99,
  currency: 'USD',
};

describe('checkout (spec §1, §3, §6)', () => {
  it('Pay records a payment, sends item.add and completes only after the 2xx, with the redirect', async () => {
    const game = scriptedGame(200);
    const { flows, order, tenant } = flowTestEnv(game.handler);
    const { order_id } = order(ORDER, 'req_create_1');
    const started = flows.checkout.pay(order_id);
    expect(flows.checkout.view(order_id)!.status).toBe('awaiting_game');
    expect(started.payment).toMatchObject({ order_id, status: 'succeeded', method: 'card', amount: 4.99 });
    const outcome = await started.settled;
    expect(outcome).toMatchObject({ status: 'completed', redirect_url: ORDER.back_to_game_url });
    expect([...tenant.part(paymentsPart).values()]).toEqual([started.payment]);
    const event = game.received[0]!.event;
    expect(event).toMatchObject({
      event_type: 'item.add',
      request_id: 'req_create_1',
      event_data: { player_id: 'player_8412', items: [{ sku: 'gem_pack_500' }, { sku: 'battle_pass_s7' }] },
      context: { order: { order_id } },
    });
    expect(event.transaction_id).toBe(outcome.checkout.transaction_id);
    expect(event.transaction_id).toMatch(/^whtx_/);
    expect(webhookRequestValidators['item.add'](event)).toBe(true);
  });

  it('a game that answers 500 then 200 is redelivered with backoff; the order completes after the 2xx', async () => {
    const game = scriptedGame(500, 200);
    const { flows, order, clock } = flowTestEnv(game.handler, { retryDelaysMs: [1000] });
    const { order_id } = order(ORDER);
    const started = flows.checkout.pay(order_id);
    const first = await started.first;
    expect(first.status).toBe('awaiting_game');
    expect(first.redirect_url).toBeNull();
    expect(first.deliveries[0]).toMatchObject({ status: 'retrying', next_attempt_at: clock.now() + 1000 });
    await clock.advance(1000);
    const outcome = await started.settled;
    expect(outcome.status).toBe('completed');
    expect(outcome.redirect_url).toBe(ORDER.back_to_game_url);
    expect(outcome.deliveries[0]!.attempts.map((a) => a.status)).toEqual([500, 200]);
  });

  it('a time-out on every attempt leaves the order delivery_failed; a later redelivery completes it', async () => {
    let hang = true;
    const game = scriptedGame(200);
    const handler = (request: Request) => (hang ? new Promise<Response>(() => {}) : game.handler(request));
    const { flows, order, clock } = flowTestEnv(handler, { retryDelaysMs: [500], deliveryTimeoutMs: 1000 });
    const { order_id } = order(ORDER);
    const started = flows.checkout.pay(order_id);
    await clock.advance(1000 + 500 + 1000);
    const outcome = await started.settled;
    expect(outcome.status).toBe('delivery_failed');
    expect(outcome.checkout.problem).toMatch(/did not answer item.add with 2xx/);
    expect(outcome.deliveries[0]!.attempts.map((a) => a.timed_out)).toEqual([true, true]);
    expect(outcome.redirect_url).toBeNull();
    hang = false;
    await flows.deliveries.redeliver(outcome.deliveries[0]!.event_id);
    expect(flows.checkout.view(order_id)).toMatchObject({ status: 'completed', redirect_url: ORDER.back_to_game_url });
  });

  it('waits for every subscribed registration, and skips disabled or unsubscribed ones', async () => {
    const other = scriptedGame(503, 200);
    const otherUrl = 'http://other.localhost/hook';
    const { flows, order, clock } = flowTestEnv(scriptedGame(200).handler, {
      retryDelaysMs: [100],
      handlers: { [GAME_URL]: scriptedGame(200).handler, [otherUrl]: other.handler },
      seed: {
        webhooks: [
          { id: 'wh_1', url: GAME_URL },
          { id: 'wh_2', url: otherUrl, events: ['item.add'] },
          { id: 'wh_off', url: otherUrl, enabled: false },
          { id: 'wh_rm', url: otherUrl, events: ['item.remove'] },
        ],
      },
    });
    const { order_id } = order(ORDER);
    const started = flows.checkout.pay(order_id);
    expect((await started.first).status).toBe('awaiting_game');
    await clock.advance(100);
    const outcome = await started.settled;
    expect(outcome.deliveries.map((d) => d.registration_id)).toEqual(['wh_1', 'wh_2']);
    expect(outcome.status).toBe('completed');
    expect(other.received).toHaveLength(2);
  });

  it('with no registration subscribed to item.add, the payment is taken but the order does not complete', async () => {
    const { flows, order } = flowTestEnv(scriptedGame(200).handler, { seed: { webhooks: [] } });
    const { order_id } = order(ORDER);
    const outcome = await flows.checkout.pay(order_id).settled;
    expect(outcome.status).toBe('delivery_failed');
    expect(outcome.payment!.status).toBe('succeeded');
    expect(outcome.checkout.problem).toMatch(/no enabled webhook registration is subscribed to item.add/);
  });

  it('an order expires 24 hours after creation on the emulator clock and cannot be paid (§3)', async () => {
    const { flows, order, clock, tenant } = flowTestEnv(scriptedGame(200).handler);
    const { order_id } = order(ORDER);
    await clock.advance(ORDER_LIFETIME_MS - 1);
    expect(flows.checkout.view(order_id)!.status).toBe('open');
    await clock.advance(1);
    expect(flows.checkout.view(order_id)!.status).toBe('expired');
    expect(() => flows.checkout.pay(order_id)).toThrow(expect.objectContaining({ status: 409, code: 'order_expired' }));
    expect(tenant.part(paymentsPart).size).toBe(0);
  });

  it('offers card only with a sandbox key and more methods with a live key (§1)', () => {
    const sandbox = flowTestEnv(scriptedGame(200).handler, { sandbox: true });
    const live = flowTestEnv(scriptedGame(200).handler, { sandbox: false });
    expect(sandbox.flows.checkout.paymentMethods).toEqual(['card']);
    expect(live.flows.checkout.paymentMethods).toEqual(['card', 'apple_pay', 'google_pay', 'paypal', 'ideal']);
    const a = sandbox.order(ORDER).order_id;
    const b = live.order(ORDER).order_id;
    expect(() => sandbox.flows.checkout.pay(a, 'paypal')).toThrow(/paypal is not available with a sandbox key/);
    expect(live.flows.checkout.pay(b, 'paypal').payment.method).toBe('paypal');
    const custom = flowTestEnv(scriptedGame(200).handler, { paymentMethods: { sandbox: ['card', 'test_wallet'] } });
    expect(custom.flows.checkout.paymentMethods).toEqual(['card', 'test_wallet']);
  });

  it('refuses an unknown order and a second Pay, and keeps a declined order open', async () => {
    const { flows, order, tenant } = flowTestEnv(scriptedGame(200).handler);
    expect(() => flows.checkout.pay('ord_nope')).toThrow(expect.objectContaining({ status: 404, code: 'not_found' }));
    const { order_id } = order(ORDER);
    expect(flows.checkout.decline(order_id).status).toBe('declined');
    expect(flows.checkout.view(order_id)!.status).toBe('open');
    await flows.checkout.pay(order_id).settled;
    expect(() => flows.checkout.pay(order_id)).toThrow(FlowError);
    expect([...tenant.part(paymentsPart).values()].map((p) => p.status)).toEqual(['declined', 'succeeded']);
  });

  it('grants once through our own receiver, even with duplicate deliveries', async () => {
    const granted: string[] = [];
    const receiver = createWebhookHandler({
      secret: FAKE_KEY,
      on: { 'item.add': (event) => void granted.push(...event.event_data.items.map((i) => i.sku)) },
    });
    const { flows, order } = flowTestEnv(createFetchHandler(receiver), { duplicateDeliveries: 2 });
    const { order_id } = order(ORDER);
    const outcome = await flows.checkout.pay(order_id).settled;
    expect(outcome.deliveries[0]!.attempts.map((a) => a.outcome)).toEqual(['processed', 'duplicate', 'duplicate']);
    expect(granted).toEqual(['gem_pack_500', 'battle_pass_s7']);
  });
});
