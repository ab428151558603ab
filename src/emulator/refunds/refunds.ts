/**
 * Refunds and reversals (spec §3, §6 item.remove): both take the whole order back (§3: "Partial
 * refunds are not supported", so neither takes items) and send item.remove in the purchase's
 * transaction. A refund stands for one requested in the dashboard; a reversal for a bank or payment
 * system taking the money back, which also opens a dispute.
 */
import type { DisputeRecord, PaymentRecord } from '../api/payments-disputes.js';
import type { Checkout, CheckoutView } from '../checkout/checkout.js';
import { setPaymentStatus } from '../checkout/payment-records.js';
import { type Deliveries, newIdempotencyKey } from '../deliveries/deliveries.js';
import type { DeliveryRecord } from '../deliveries/delivery-log.js';
import type { FlowClock } from '../deliveries/flow-clock.js';
import { type Registration, subscribers } from '../deliveries/registration.js';
import { FlowError } from '../errors/flow-error.js';
import type { Collection } from '../state/collection.js';
import { type FlowDispute, openDispute } from './dispute-records.js';

export interface RemovalEnv {
  clock: FlowClock;
  checkout: Checkout;
  payments: Collection<PaymentRecord>;
  disputes: Collection<DisputeRecord>;
  deliveries: Deliveries;
  registrations: () => Iterable<Registration>;
}

/** A refund or reversal: the order as it now stands, the dispute, and the item.remove deliveries once settled. */
export interface RemovalOutcome {
  order: CheckoutView;
  /** The dispute a reversal opened; null for a refund. */
  dispute: FlowDispute | null;
  deliveries: DeliveryRecord[];
}

/** The order states whose payment can be taken back: paid, whatever the game answered. */
const REMOVABLE = new Set(['completed', 'delivery_failed']);

/** Refunds (`refunded`) or reverses (`reversed`) a paid order. */
export async function removeOrder(
  env: RemovalEnv,
  orderId: string,
  status: 'refunded' | 'reversed',
): Promise<RemovalOutcome> {
  const view = env.checkout.view(orderId);
  if (!view) throw new FlowError(404, 'not_found', `No order ${orderId}`);
  const { order, checkout, payment } = view;
  if (!REMOVABLE.has(view.status) || !payment) {
    const why = view.status === 'awaiting_game' ? 'still waiting for the game to answer item.add' : view.status;
    throw new FlowError(409, 'not_refundable', `Order ${orderId} cannot be ${status}: it is ${why}`);
  }
  // Built (and checked against the document) before anything changes.
  const sent = env.deliveries.deliver(
    {
      eventType: 'item.remove',
      eventData: { player_id: order.player_id, items: order.items.map(({ sku }) => ({ sku })) },
      idempotencyKey: newIdempotencyKey(),
      // Caused by the dashboard or the bank, not by an API request (§6 Envelope).
      requestId: null,
      trigger: null,
      transactionId: checkout.transaction_id,
      order: { order_id: orderId },
      player: { player_id: order.player_id },
    },
    subscribers(env.registrations(), 'item.remove'),
  );
  const now = env.clock.now();
  setPaymentStatus(env.payments, payment.id, status, now);
  checkout.status = status;
  const dispute = status === 'reversed' ? openDispute(env.disputes, now, { orderId, paymentId: payment.id }) : null;
  const deliveries = await Promise.all(sent.map((d) => d.settled));
  return { order: env.checkout.view(orderId)!, dispute, deliveries };
}
