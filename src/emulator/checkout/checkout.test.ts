import { describe, expect, it } from 'vitest';
import { webhookRequestValidators } from '../../webhooks/document.js';
import { createFetchHandler, createWebhookHandler } from '../../webhooks/index.js';
import { FlowError } from '../errors/flow-error.js';
import { checkoutTestEnv, FAKE_KEY } from '../testing/flow-env.js';
import { scriptedGame } from '../testing/scripted-game.js';
import { ORDER_LIFETIME_MS } from './checkout.js';

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
    const { checkout, payments } = checkoutTestEnv(game.handler);
    const order = checkout.open(ORDER, { orderId: 'ord_1', requestId: 'req_create_1' });
    const started = checkout.pay('ord_1');
    expect(checkout.status(order)).toBe('awaiting_game');
    expect(started.payment).toMatchObject({ order_id: 'ord_1', status: 'succeeded', method: 'card', amount: 4.99 });
    const outcome = await started.settled;
    expect(outcome).toMatchObject({ status: 'completed', redirect_url: ORDER.back_to_game_url });
    expect(payments.list()).toEqual([started.payment]);
    const event = game.received[0]!.event;
    expect(event).toMatchObject({
      event_type: 'item.add',
      request_id: 'req_create_1',
      event_data: { player_id: 'player_8412', items: [{ sku: 'gem_pack_500' }, { sku: 'battle_pass_s7' }] },
      context: { order: { order_id: 'ord_1' } },
    });
    expect(event.transaction_id).toBe(order.transaction_id);
    expect(event.transaction_id).toMatch(/^whtx_/);
    expect(webhookRequestValidators['item.add'](event)).toBe(true);
  });

  it('a game that answers 500 then 200 is redelivered with backoff; the order completes after the 2xx', async () => {
    const game = scriptedGame(500, 200);
    const { checkout, clock } = checkoutTestEnv(game.handler, { retryDelaysMs: [1000] });
    const order = checkout.open(ORDER, { orderId: 'ord_1', requestId: null });
    const started = checkout.pay('ord_1');
    const first = await started.first;
    expect(first.status).toBe('awaiting_game');
    expect(first.redirect_url).toBeNull();
    expect(first.deliveries[0]).toMatchObject({ status: 'retrying', next_attempt_at: clock.now() + 1000 });
    await clock.advance(1000);
    const outcome = await started.settled;
    expect(outcome.status).toBe('completed');
    expect(outcome.redirect_url).toBe(ORDER.back_to_game_url);
    expect(outcome.deliveries[0]!.attempts.map((a) => a.status)).toEqual([500, 200]);
    expect(checkout.status(order)).toBe('completed');
  });

  it('a time-out on every attempt leaves the order delivery_failed; a later redelivery completes it', async () => {
    let answer: 'hang' | 200 = 'hang';
    const game = scriptedGame();
    const handler = (request: Request) => (answer === 'hang' ? new Promise<Response>(() => {}) : game.handler(request));
    const { checkout, clock, deliveries } = checkoutTestEnv(handler, { retryDelaysMs: [500], timeoutMs: 1000 });
    checkout.open(ORDER, { orderId: 'ord_1', requestId: null });
    const started = checkout.pay('ord_1');
    await clock.advance(1000 + 500 + 1000);
    const outcome = await started.settled;
    expect(outcome.status).toBe('delivery_failed');
    expect(outcome.order.problem).toMatch(/did not answer item.add with 2xx/);
    expect(outcome.redirect_url).toBeNull();
    answer = 200;
    await deliveries.redeliver(outcome.deliveries[0]!.event_id);
    expect(checkout.outcome(outcome.order)).toMatchObject({
      status: 'completed',
      redirect_url: ORDER.back_to_game_url,
    });
  });

  it('waits for every subscribed registration, and skips disabled or unsubscribed ones', async () => {
    const other = scriptedGame(503, 200);
    const otherUrl = 'http://other.localhost/hook';
    const registrations = [
      { id: 'whk_1', url: 'http://game.localhost/webhooks' },
      { id: 'whk_2', url: otherUrl, events: ['item.add'] },
      { id: 'whk_off', url: otherUrl, enabled: false },
      { id: 'whk_rm', url: otherUrl, events: ['item.remove'] },
    ];
    const tenant = checkoutTestEnv(scriptedGame(200).handler, { retryDelaysMs: [100], registrations });
    tenant.handlers.set(otherUrl, other.handler);
    tenant.checkout.open(ORDER, { orderId: 'ord_1', requestId: null });
    const started = tenant.checkout.pay('ord_1');
    expect((await started.first).status).toBe('awaiting_game');
    await tenant.clock.advance(100);
    const outcome = await started.settled;
    expect(outcome.deliveries.map((d) => d.registration_id)).toEqual(['whk_1', 'whk_2']);
    expect(outcome.status).toBe('completed');
    expect(other.received).toHaveLength(2);
  });

  it('with no registration subscribed to item.add, the payment is taken but the order does not complete', async () => {
    const { checkout } = checkoutTestEnv(scriptedGame(200).handler, { registrations: [] });
    checkout.open(ORDER, { orderId: 'ord_1', requestId: null });
    const outcome = await checkout.pay('ord_1').settled;
    expect(outcome.status).toBe('delivery_failed');
    expect(outcome.order.problem).toMatch(/no enabled webhook registration is subscribed to item.add/);
  });

  it('an order expires 24 hours after creation on the emulator clock and cannot be paid (§3)', async () => {
    const { checkout, clock, payments } = checkoutTestEnv(scriptedGame(200).handler);
    const order = checkout.open(ORDER, { orderId: 'ord_1', requestId: null });
    await clock.advance(ORDER_LIFETIME_MS - 1);
    expect(checkout.status(order)).toBe('open');
    await clock.advance(1);
    expect(checkout.status(order)).toBe('expired');
    expect(() => checkout.pay('ord_1')).toThrow(expect.objectContaining({ status: 409, code: 'order_expired' }));
    expect(payments.list()).toEqual([]);
  });

  it('offers card only with a sandbox key and more methods with a live key (§1)', () => {
    const sandbox = checkoutTestEnv(scriptedGame(200).handler, { sandbox: true });
    const live = checkoutTestEnv(scriptedGame(200).handler, { sandbox: false });
    expect(sandbox.checkout.paymentMethods).toEqual(['card']);
    expect(live.checkout.paymentMethods).toContain('paypal');
    sandbox.checkout.open(ORDER, { orderId: 'ord_1', requestId: null });
    live.checkout.open(ORDER, { orderId: 'ord_1', requestId: null });
    expect(() => sandbox.checkout.pay('ord_1', 'paypal')).toThrow(/paypal is not available with a sandbox key/);
    expect(live.checkout.pay('ord_1', 'paypal').payment.method).toBe('paypal');
  });

  it('refuses an unknown order, a second Pay, and keeps a declined order open', async () => {
    const { checkout, payments } = checkoutTestEnv(scriptedGame(200).handler);
    expect(() => checkout.pay('ord_nope')).toThrow(expect.objectContaining({ status: 404, code: 'not_found' }));
    checkout.open(ORDER, { orderId: 'ord_1', requestId: null });
    expect(checkout.decline('ord_1').status).toBe('declined');
    expect(checkout.status(checkout.get('ord_1')!)).toBe('open');
    await checkout.pay('ord_1').settled;
    expect(() => checkout.pay('ord_1')).toThrow(FlowError);
    expect(payments.list().map((p) => p.status)).toEqual(['declined', 'succeeded']);
  });

  it('grants once through our own receiver, even with duplicate deliveries', async () => {
    const granted: string[] = [];
    const receiver = createWebhookHandler({
      secret: FAKE_KEY,
      on: { 'item.add': (event) => void granted.push(...event.event_data.items.map((i) => i.sku)) },
    });
    const { checkout } = checkoutTestEnv(createFetchHandler(receiver), { duplicates: 2 });
    checkout.open(ORDER, { orderId: 'ord_1', requestId: null });
    const outcome = await checkout.pay('ord_1').settled;
    expect(outcome.deliveries[0]!.attempts.map((a) => a.outcome)).toEqual(['processed', 'duplicate', 'duplicate']);
    expect(granted).toEqual(['gem_pack_500', 'battle_pass_s7']);
  });
});
