import { describe, expect, it } from 'vitest';
import { webhookRequestValidators } from '../../webhooks/document.js';
import { disputesPart, paymentsPart } from '../api/payments-disputes.js';
import { flowTestEnv } from '../../../test/support/emulator/flow-env.js';
import { scriptedGame } from '../../../test/support/emulator/scripted-game.js';

const ORDER = { player_id: 'player_8412', items: [{ sku: 'gem_pack_500' }, { sku: 'battle_pass_s7' }] };

async function paidOrder(game = scriptedGame(200)) {
  const env = flowTestEnv(game.handler);
  const { order_id } = env.order(ORDER);
  await env.flows.checkout.pay(order_id).settled;
  return { ...env, game, orderId: order_id };
}

describe('refunds and reversals (spec §3, §6 item.remove)', () => {
  it('a refund sends item.remove for the whole order in the purchase transaction, and opens no dispute', async () => {
    const { flows, game, tenant, orderId } = await paidOrder();
    const outcome = await flows.refund(orderId);
    const [add, remove] = game.received.map((r) => r.event);
    expect(remove).toMatchObject({
      event_type: 'item.remove',
      request_id: null,
      transaction_id: add!.transaction_id,
      event_data: { player_id: 'player_8412', items: [{ sku: 'gem_pack_500' }, { sku: 'battle_pass_s7' }] },
      context: { order: { order_id: orderId } },
    });
    expect(remove!.event_id).not.toBe(add!.event_id);
    expect(remove!.idempotency_key).not.toBe(add!.idempotency_key);
    expect(webhookRequestValidators['item.remove'](remove)).toBe(true);
    expect(outcome.deliveries[0]!.status).toBe('delivered');
    expect(outcome.dispute).toBeNull();
    expect(tenant.part(disputesPart).size).toBe(0);
    expect(outcome.order.payment!.status).toBe('refunded');
    expect(outcome.order.status).toBe('refunded');
  });

  it('a reversal sends item.remove and opens a dispute with created and updated timestamps', async () => {
    const { flows, game, tenant, clock, orderId } = await paidOrder();
    await clock.advance(60_000);
    const outcome = await flows.reverse(orderId);
    expect(game.received.map((r) => r.event.event_type)).toEqual(['item.add', 'item.remove']);
    const payment = tenant.part(paymentsPart).values().next().value!;
    expect(payment.status).toBe('reversed');
    expect(payment.status_updated_at).toBe(new Date(clock.now()).toISOString());
    expect(payment.created_at).toBe(new Date(clock.now() - 60_000).toISOString());
    expect([...tenant.part(disputesPart).values()]).toEqual([outcome.dispute]);
    expect(outcome.dispute).toMatchObject({
      order_id: orderId,
      payment_id: payment.id,
      status: 'open',
      created_at: payment.status_updated_at,
      updated_at: payment.status_updated_at,
    });
    expect(outcome.dispute!.id).toMatch(/^dsp_/);
  });

  it('refuses a second refund, an unpaid order, an unknown one, and an order still waiting for the game', async () => {
    const { flows, order, orderId } = await paidOrder();
    await flows.refund(orderId);
    await expect(flows.refund(orderId)).rejects.toMatchObject({ status: 409, code: 'not_refundable' });
    await expect(flows.reverse(orderId)).rejects.toMatchObject({ status: 409 });
    await expect(flows.refund('ord_x')).rejects.toMatchObject({ status: 404 });
    await expect(flows.refund(order(ORDER).order_id)).rejects.toThrow(/it is open/);

    const slow = flowTestEnv(scriptedGame(500).handler);
    const waiting = slow.order(ORDER).order_id;
    await slow.flows.checkout.pay(waiting).first;
    await expect(slow.flows.refund(waiting)).rejects.toThrow(/still waiting for the game/);
  });
});
