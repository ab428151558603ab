/**
 * GET /v1/payments and GET /v1/disputes (spec §4), answered from the `payments` and `disputes`
 * parts with the time-window rules of time-window.ts. The records themselves are written by the
 * checkout flow (a payment when an order is paid, a dispute when a transaction is reversed); their
 * fields are not shown (§2), so each is what that flow stores: at least an `id` (`pay_...`,
 * `dsp_...`), the `order_id` and ISO 8601 times on the emulator clock (payments: `created_at`,
 * `modified_at`, `status_updated_at`; disputes: `created_at`, `updated_at`).
 */
import type { EmulatorContext } from '../context.js';
import { json } from '../http/responses.js';
import { Collection, type StoredRecord } from '../state/collection.js';
import { definePart } from '../state/part.js';
import { timeWindowPage } from './time-window.js';

export interface PaymentRecord extends StoredRecord {
  id: string;
  order_id: string;
  created_at: string;
  modified_at: string;
  status_updated_at: string;
}

export interface DisputeRecord extends StoredRecord {
  id: string;
  order_id: string;
  created_at: string;
  updated_at: string;
}

export const paymentsPart = definePart(
  'payments',
  (environment) => new Collection<PaymentRecord>(environment, { idKind: 'payment' }),
);
export const disputesPart = definePart(
  'disputes',
  (environment) => new Collection<DisputeRecord>(environment, { idKind: 'dispute' }),
);

export function installPaymentsAndDisputes(context: EmulatorContext): void {
  context.state.define(paymentsPart);
  context.state.define(disputesPart);
  context.handlers.set('listPayments', (call) => {
    // §4 rule 2 and §9: order_by has no default on payments.
    const orderBy = call.query.order_by as string | undefined;
    return json(200, timeWindowPage(call.tenant.part(paymentsPart).values(), call.query, orderBy));
  });
  context.handlers.set('listDisputes', (call) => {
    // §4 rule 3: created_at when order_by is omitted.
    const orderBy = (call.query.order_by as string | undefined) ?? 'created_at';
    return json(200, timeWindowPage(call.tenant.part(disputesPart).values(), call.query, orderBy));
  });
}
