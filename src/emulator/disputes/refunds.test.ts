import { describe, expect, it } from 'vitest';
import { webhookRequestValidators } from '../../webhooks/document.js';
import { checkoutTestEnv } from '../testing/flow-env.js';
import { scriptedGame } from '../testing/scripted-game.js';
import { refundOrder, reverseOrder } from './refunds.js';

const ORDER = { player_id: 'player_8412', items: [{ sku: 'gem_pack_500' }, { sku: 'battle_pass_s7' }] };

async function paidOrder(game = scriptedGame(200)) {
  const tenant = checkoutTestEnv(game.handler);
  tenant.checkout.open(ORDER, { orderId: 'ord_1', requestId: 'req_1' });
  await tenant.checkout.pay('ord_1').settled;
  return { ...tenant, game };
}

describe('refunds and reversals (spec §3, §6 item.remove)', () => {
  it('a refund sends item.remove for the whole order in the purchase transaction, and opens no dispute', async () => {
    const { removal, game, payments, disputes, checkout } = await paidOrder();
    const outcome = await refundOrder(removal, 'ord_1');
    const [add, remove] = game.received.map((r) => r.event);
    expect(remove).toMatchObject({
      event_type: 'item.remove',
      request_id: null,
      transaction_id: add!.transaction_id,
      event_data: { player_id: 'player_8412', items: [{ sku: 'gem_pack_500' }, { sku: 'battle_pass_s7' }] },
      context: { order: { order_id: 'ord_1' } },
    });
    expect(remove!.event_id).not.toBe(add!.event_id);
    expect(remove!.idempotency_key).not.toBe(add!.idempotency_key);
    expect(webhookRequestValidators['item.remove'](remove)).toBe(true);
    expect(outcome.deliveries[0]!.status).toBe('delivered');
    expect(outcome.dispute).toBeNull();
    expect(disputes.list()).toEqual([]);
    expect(payments.list()[0]!.status).toBe('refunded');
    expect(checkout.status(checkout.get('ord_1')!)).toBe('refunded');
  });

  it('a reversal sends item.remove and opens a dispute with created and updated timestamps', async () => {
    const { removal, game, payments, disputes, clock } = await paidOrder();
    await clock.advance(60_000);
    const outcome = await reverseOrder(removal, 'ord_1');
    expect(game.received.map((r) => r.event.event_type)).toEqual(['item.add', 'item.remove']);
    const payment = payments.list()[0]!;
    expect(payment.status).toBe('reversed');
    expect(payment.status_updated_at).toBe(new Date(clock.now()).toISOString());
    expect(payment.created_at).toBe(new Date(clock.now() - 60_000).toISOString());
    expect(disputes.list()).toEqual([outcome.dispute]);
    expect(outcome.dispute).toMatchObject({
      order_id: 'ord_1',
      payment_id: payment.id,
      status: 'open',
      created_at: payment.status_updated_at,
      updated_at: payment.status_updated_at,
    });
    expect(outcome.dispute!.id).toMatch(/^dsp_/);
  });

  it('refuses a second refund, an unpaid order, an unknown one, and an order still waiting for the game', async () => {
    const { removal, checkout } = await paidOrder();
    await refundOrder(removal, 'ord_1');
    await expect(refundOrder(removal, 'ord_1')).rejects.toMatchObject({ status: 409, code: 'not_refundable' });
    await expect(reverseOrder(removal, 'ord_1')).rejects.toMatchObject({ status: 409 });
    await expect(refundOrder(removal, 'ord_x')).rejects.toMatchObject({ status: 404 });
    checkout.open(ORDER, { orderId: 'ord_2', requestId: null });
    await expect(refundOrder(removal, 'ord_2')).rejects.toThrow(/it is open/);

    const slow = checkoutTestEnv(scriptedGame(500).handler);
    slow.checkout.open(ORDER, { orderId: 'ord_3', requestId: null });
    await slow.checkout.pay('ord_3').first;
    await expect(refundOrder(slow.removal, 'ord_3')).rejects.toThrow(/still waiting for the game/);
  });
});
