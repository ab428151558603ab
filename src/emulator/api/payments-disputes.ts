/**
 * GET /v1/payments and GET /v1/disputes (spec §4), answered from the `payments` and `disputes`
 * parts with the time-window rules of time-window.ts. The records are written by the checkout flow
 * (a payment when an order is paid, a dispute when a transaction is reversed).
 *
 * A payment is answered as the provider's document shows it (PaymentRead): times in Unix seconds,
 * the amount in minor units, the status in the provider's words (`done`, `failed`, `refunded`,
 * `chargeback`). What the emulator cannot know is filled plainly: `user_id` is the player id (the
 * emulator has no hub users), the currency is the order's or `USD`, receipt numbers derive from the
 * payment id. The dispute record is shown in neither document: the emulator answers what the flow
 * stores (`id`, `order_id`, `payment_id`, `status`, `reason`, ISO 8601 `created_at` and
 * `updated_at`).
 */
import type { EmulatorContext } from '../core/context.js';
import { json } from '../http/responses.js';
import { Collection, type StoredRecord } from '../state/collection.js';
import { definePart } from '../state/part.js';
import type { Tenant } from '../state/tenant.js';
import { ordersPart } from './orders.js';
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

/** The emulator's payment states (checkout/payment-records.ts) in the provider's PaymentStatus words. */
const WIRE_STATUS: Readonly<Record<string, string>> = {
  succeeded: 'done',
  declined: 'failed',
  refunded: 'refunded',
  reversed: 'chargeback',
};

const seconds = (iso: unknown) => (typeof iso === 'string' ? Math.floor(Date.parse(iso) / 1000) : undefined);

/** A stored payment as GET /v1/payments answers it (PaymentRead). */
export function paymentRead(tenant: Tenant, stored: PaymentRecord): StoredRecord {
  const payment = stored as PaymentRecord & {
    status?: unknown;
    method?: unknown;
    amount?: unknown;
    currency?: unknown;
  };
  const order = tenant.part(ordersPart).get(payment.order_id);
  const amount = typeof payment.amount === 'number' ? payment.amount : 0;
  const playerId = order?.player_id ?? '';
  return {
    payment_id: payment.id,
    order_id: payment.order_id,
    user_id: playerId,
    player_id: playerId,
    status: (Object.hasOwn(WIRE_STATUS, String(payment.status)) && WIRE_STATUS[String(payment.status)]) || 'created',
    payment_method_name: typeof payment.method === 'string' ? payment.method : 'card',
    currency: typeof payment.currency === 'string' ? payment.currency : 'USD',
    total: Math.round(amount * 100),
    currency_minor_unit: 2,
    payment_number: payment.id,
    receipt_number: `R-${payment.id}`,
    items: (order?.items ?? []).map(({ sku, name }) => ({
      id: sku,
      sku,
      name: typeof name === 'string' ? name : sku,
      source: 'order',
      quantity: 1,
    })),
    created_at: seconds(payment.created_at),
    modified_at: seconds(payment.modified_at),
    status_updated_at: seconds(payment.status_updated_at),
  };
}

export function installPaymentsAndDisputes(context: EmulatorContext): void {
  context.state.define(paymentsPart);
  context.state.define(disputesPart);
  context.handlers.set('listPayments', (call) => {
    // §4 rule 2 and §9: order_by has no default on payments. The window is in Unix seconds.
    const orderBy = call.query.order_by as string | undefined;
    const records = [...call.tenant.part(paymentsPart).values()].map((p) => paymentRead(call.tenant, p));
    return json(200, timeWindowPage(records, call.query, orderBy, 'seconds'));
  });
  context.handlers.set('listDisputes', (call) => {
    // §4 rule 3: created_at when order_by is omitted.
    const orderBy = (call.query.order_by as string | undefined) ?? 'created_at';
    return json(200, timeWindowPage(call.tenant.part(disputesPart).values(), call.query, orderBy, 'any'));
  });
}
