/**
 * Payment records in the `payments` part, listed by `GET /v1/payments` (§4). The spec shows no
 * payment fields (§2), only that a payment has a status with its own change timestamp and that
 * created_at, modified_at and status_updated_at are filterable and sortable (§3, §4). The emulator's
 * record is those plus an id, the order, the status, the method and the order's amount; times are
 * ISO 8601 on the emulator clock.
 */
import type { PaymentRecord } from '../api/payments-disputes.js';
import type { Collection } from '../state/collection.js';

/** Payment states are not shown in the spec (§3); these are the emulator's. */
export type PaymentStatus = 'succeeded' | 'declined' | 'refunded' | 'reversed';

export interface FlowPayment extends PaymentRecord {
  status: PaymentStatus;
  method: string;
  /** The order's price_decimal and currency, when the game sent them (§2). */
  amount: number | null;
  currency: string | null;
}

export function recordPayment(
  payments: Collection<PaymentRecord>,
  now: number,
  input: Pick<FlowPayment, 'order_id' | 'status' | 'method' | 'amount' | 'currency'>,
): FlowPayment {
  const at = new Date(now).toISOString();
  const payment: FlowPayment = {
    id: payments.newId(),
    ...input,
    created_at: at,
    modified_at: at,
    status_updated_at: at,
  };
  payments.insert(payment);
  return payment;
}

/** Moves a payment to `status`, stamping status_updated_at and modified_at (§3). */
export function setPaymentStatus(
  payments: Collection<PaymentRecord>,
  id: string,
  status: PaymentStatus,
  now: number,
): FlowPayment {
  const at = new Date(now).toISOString();
  const previous = payments.get(id) as FlowPayment | undefined;
  if (!previous) throw new Error(`unknown payment ${id}`);
  return payments.replace(id, { ...previous, status, status_updated_at: at, modified_at: at }) as FlowPayment;
}
