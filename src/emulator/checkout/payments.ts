/**
 * A tenant's payment records, listed by `GET /v1/payments` (§4). The spec shows no payment fields
 * (§2), only that a payment has a status with its own change timestamp and that created_at,
 * modified_at and status_updated_at are filterable and sortable (§3, §4). The emulator's record is
 * those plus an id, the order and the method; timestamps are ISO 8601 from the emulator clock.
 */
import type { FlowClock } from '../delivery/flow-clock.js';
import { newId } from '../delivery/ids.js';

/** Payment states are not shown in the spec (§3); these are the emulator's. */
export type PaymentStatus = 'succeeded' | 'declined' | 'refunded' | 'reversed';

export interface PaymentRecord {
  id: string;
  order_id: string;
  status: PaymentStatus;
  method: string;
  /** The order's price_decimal and currency, when the game sent them (§2). */
  amount: number | null;
  currency: string | null;
  created_at: string;
  modified_at: string;
  status_updated_at: string;
}

export class Payments {
  readonly #clock: FlowClock;
  #records = new Map<string, PaymentRecord>();

  constructor(clock: FlowClock) {
    this.#clock = clock;
  }

  record(input: Pick<PaymentRecord, 'order_id' | 'status' | 'method' | 'amount' | 'currency'>): PaymentRecord {
    const now = new Date(this.#clock.now()).toISOString();
    const payment: PaymentRecord = {
      id: newId('pay'),
      ...input,
      created_at: now,
      modified_at: now,
      status_updated_at: now,
    };
    this.#records.set(payment.id, payment);
    return payment;
  }

  /** Moves a payment to `status`, stamping status_updated_at and modified_at (§3). */
  setStatus(paymentId: string, status: PaymentStatus): PaymentRecord {
    const payment = this.#records.get(paymentId);
    if (!payment) throw new Error(`unknown payment ${paymentId}`);
    const now = new Date(this.#clock.now()).toISOString();
    payment.status = status;
    payment.status_updated_at = now;
    payment.modified_at = now;
    return payment;
  }

  get(paymentId: string): PaymentRecord | undefined {
    return this.#records.get(paymentId);
  }

  /** Every payment, in creation order; `GET /v1/payments` filters and sorts them (§4). */
  list(): PaymentRecord[] {
    return [...this.#records.values()];
  }

  snapshot(): PaymentRecord[] {
    return structuredClone(this.list());
  }

  restore(records: readonly PaymentRecord[]): void {
    this.#records = new Map(structuredClone(records).map((p) => [p.id, p]));
  }
}
