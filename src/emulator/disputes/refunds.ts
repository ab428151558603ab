/**
 * Refunds and reversals (spec §3, §6 item.remove): both take the whole order back (§3: "Partial
 * refunds are not supported", so neither takes items) and send item.remove in the purchase's
 * transaction. A refund stands for one requested in the dashboard; a reversal for a bank or payment
 * system taking the money back, which also opens a dispute.
 */
import type { CheckoutSession, Checkout } from '../checkout/checkout.js';
import type { PaymentRecord, Payments } from '../checkout/payments.js';
import type { Deliveries, DeliveryRecord } from '../delivery/deliveries.js';
import { newIdempotencyKey } from '../delivery/ids.js';
import { type Registration, subscribers } from '../delivery/registration.js';
import { FlowError } from '../errors/flow-error.js';
import type { DisputeRecord, Disputes } from './disputes.js';

export interface RemovalEnv {
  checkout: Checkout;
  payments: Payments;
  disputes: Disputes;
  deliveries: Deliveries;
  registrations: () => Iterable<Registration>;
}

/** A refund or reversal: the records as changed, and the item.remove deliveries once they settled. */
export interface RemovalOutcome {
  order: CheckoutSession;
  payment: PaymentRecord;
  /** The dispute a reversal opened; null for a refund. */
  dispute: DisputeRecord | null;
  deliveries: DeliveryRecord[];
}

/** The order states whose payment can be taken back: paid, whatever the game answered. */
const REMOVABLE = new Set(['completed', 'delivery_failed']);

export function refundOrder(env: RemovalEnv, orderId: string): Promise<RemovalOutcome> {
  return remove(env, orderId, 'refunded');
}

export function reverseOrder(env: RemovalEnv, orderId: string): Promise<RemovalOutcome> {
  return remove(env, orderId, 'reversed');
}

async function remove(env: RemovalEnv, orderId: string, status: 'refunded' | 'reversed'): Promise<RemovalOutcome> {
  const order = env.checkout.get(orderId);
  if (!order) throw new FlowError(404, 'not_found', `No order ${orderId}`);
  const state = env.checkout.status(order);
  if (!REMOVABLE.has(state) || !order.payment_id) {
    const why = state === 'awaiting_game' ? 'still waiting for the game to answer item.add' : state;
    throw new FlowError(409, 'not_refundable', `Order ${orderId} cannot be ${status}: it is ${why}`);
  }
  const payment = env.payments.setStatus(order.payment_id, status);
  env.checkout.markRemoved(order, status);
  const dispute = status === 'reversed' ? env.disputes.open(orderId, payment.id) : null;
  const sent = env.deliveries.deliver(
    {
      eventType: 'item.remove',
      eventData: { player_id: order.player_id, items: order.items.map(({ sku }) => ({ sku })) },
      idempotencyKey: newIdempotencyKey(),
      // Caused by the dashboard or the bank, not by an API request (§6 Envelope).
      requestId: null,
      trigger: null,
      transactionId: order.transaction_id,
      order: { order_id: orderId },
      player: { player_id: order.player_id },
    },
    subscribers(env.registrations(), 'item.remove'),
  );
  const deliveries = await Promise.all(sent.map((d) => d.settled));
  return { order, payment, dispute, deliveries };
}
