/**
 * POST /v1/orders (spec §2 Order, §3, §4): stores the order and answers `order_id` (`ord_...`) and
 * `checkout_url`, an address of the emulator's own checkout page. The address is opaque (§2): its
 * last segment is a separate random session id, so it cannot be built from the order id. The
 * success status is 201 (the provider's document; the spec does not show it). An order without
 * items never gets here: the provider's document requires at least one (422).
 *
 * The stored order is what the game sent, plus `order_id`, `checkout_url`, `checkout_session`,
 * `environment` and the emulator-clock times `created_at` and `expires_at` (24 hours later, §3 and
 * §8; an `expires_at` the game sends, which the provider's document allows, does not change that).
 * Orders are read by the checkout flow (payment, expiry), not by an API operation: the full
 * order record returned by reads is not shown (§2).
 */
import type { EmulatorContext } from '../context.js';
import { json } from '../http/responses.js';
import { Collection, type StoredRecord } from '../state/collection.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { KeyedPart } from '../state/keyed-part.js';
import { definePart } from '../state/part.js';
import type { Tenant } from '../state/tenant.js';

/** An order expires 24 hours after creation (spec §3, §8). */
export const ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Where checkout pages live; emu-pages serves `GET ${CHECKOUT_PATH}/{session}`. */
export const CHECKOUT_PATH = '/checkout';

export interface OrderRecord extends StoredRecord {
  order_id: string;
  player_id: string;
  items: { sku: string; [key: string]: unknown }[];
  checkout_url: string;
  checkout_session: string;
  environment: 'sandbox' | 'live';
  /** ISO 8601, emulator clock. */
  created_at: string;
  /** ISO 8601, emulator clock: `created_at` + 24 h. */
  expires_at: string;
}

export const ordersPart = definePart(
  'orders',
  (environment) => new Collection<OrderRecord>(environment, { idKey: 'order_id', idKind: 'order' }),
);
/** checkout session → order id, so a checkout page finds its order. */
export const checkoutSessionsPart = definePart(
  'checkoutSessions',
  (environment) =>
    new KeyedPart<string>(environment, (v) => (typeof v === 'string' ? undefined : 'must be an order id')),
);

/** Whether the order has expired by emulator time `now` (spec §3: 24 hours after creation). */
export function orderExpired(order: OrderRecord, now: number): boolean {
  return now >= Date.parse(order.expires_at);
}

/** The order behind a checkout session, in whichever tenant holds it. */
export function findOrderBySession(
  state: EmulatorState,
  session: string,
): { tenant: Tenant; order: OrderRecord } | undefined {
  for (const tenant of state.tenants()) {
    const orderId = tenant.part(checkoutSessionsPart).get(session);
    const order = orderId === undefined ? undefined : tenant.part(ordersPart).get(orderId);
    if (order !== undefined) return { tenant, order };
  }
  return undefined;
}

export function installOrders(context: EmulatorContext): void {
  const { state, ids, hooks } = context;
  state.define(ordersPart);
  state.define(checkoutSessionsPart);
  context.handlers.set('createOrder', (call) => {
    const orders = call.tenant.part(ordersPart);
    const orderId = orders.newId();
    const session = ids.next('checkoutSession');
    const created = call.tenant.clock.now();
    const order = orders.insert({
      order_id: orderId,
      ...(call.body as Pick<OrderRecord, 'player_id' | 'items'>),
      checkout_url: context.link(`${CHECKOUT_PATH}/${session}`),
      checkout_session: session,
      environment: call.tenant.environment,
      created_at: new Date(created).toISOString(),
      expires_at: new Date(created + ORDER_LIFETIME_MS).toISOString(),
    });
    call.tenant.part(checkoutSessionsPart).set(session, orderId);
    call.after(() => hooks.emit('orderCreated', { tenant: call.tenant, order, requestId: call.requestId }));
    return json(201, { order_id: order.order_id, checkout_url: order.checkout_url });
  });
}

declare module '../hooks.js' {
  interface EmulatorEvents {
    /** POST /v1/orders stored an order. */
    orderCreated: { tenant: Tenant; order: OrderRecord; requestId: string };
  }
}
