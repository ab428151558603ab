/**
 * The behaviour behind the checkout page (spec §1, §3, §6): Pay records a payment, sends item.add to
 * every enabled registration subscribed to it, and completes the order only once the game answered
 * 2xx (§3, §6 item.add); Decline records a declined payment. Orders expire 24 hours after creation
 * (§3, §8), on the emulator clock.
 */
import { type OrderRecord, orderExpired } from '../api/orders.js';
import type { PaymentRecord } from '../api/payments-disputes.js';
import type { Deliveries } from '../deliveries/deliveries.js';
import { newIdempotencyKey } from '../deliveries/deliveries.js';
import type { DeliveryRecord } from '../deliveries/delivery-log.js';
import type { Sender } from '../deliveries/envelope.js';
import type { FlowClock } from '../deliveries/flow-clock.js';
import { type Registration, subscribers } from '../deliveries/registration.js';
import { FlowError } from '../errors/flow-error.js';
import type { IdFactory } from '../state/ids.js';
import type { Collection } from '../state/collection.js';
import type { KeyedPart } from '../state/keyed-part.js';
import type { CheckoutState, OrderStatus } from './checkout-state.js';
import { type FlowPayment, recordPayment } from './payment-records.js';

/** An order as the checkout page shows it, and what Pay, refund and reverse resolve with. */
export interface CheckoutView {
  status: OrderStatus;
  order: OrderRecord;
  checkout: CheckoutState;
  /** The successful payment, once paid. */
  payment: FlowPayment | null;
  /** The item.add deliveries, one per registration. */
  deliveries: DeliveryRecord[];
  /** back_to_game_url once the order completed (§6 item.add: only after the game's 2xx). */
  redirect_url: string | null;
  /** The methods the page offers for this key (§1). */
  payment_methods: readonly string[];
}

/** A Pay that has started: `first` resolves after each registration's first answer, `settled` at the end. */
export interface PayStart {
  payment: FlowPayment;
  first: Promise<CheckoutView>;
  settled: Promise<CheckoutView>;
}

export interface CheckoutEnv {
  clock: FlowClock;
  ids: IdFactory;
  sender: Sender;
  orders: Collection<OrderRecord>;
  checkouts: KeyedPart<CheckoutState>;
  payments: Collection<PaymentRecord>;
  deliveries: Deliveries;
  registrations: () => Iterable<Registration>;
  /** The methods this key may pay with (§1: card only in the sandbox). */
  paymentMethods: readonly string[];
}

const NO_SUBSCRIBER =
  'The payment was taken, but no enabled webhook registration is subscribed to item.add, so the game was never ' +
  'asked to grant the items (register one with POST /v1/webhooks or the webhookUrl option)';
const GAVE_UP = 'The game did not answer item.add with 2xx before the retries ran out; the order is not complete';

export class Checkout {
  readonly #env: CheckoutEnv;

  constructor(env: CheckoutEnv) {
    this.#env = env;
    // A failed item.add that a later redelivery gets through completes the order after all.
    env.deliveries.onSettled((record) => {
      if (record.event_type !== 'item.add') return;
      const context = record.event.context as { order?: { order_id?: string } } | null;
      const state = env.checkouts.get(context?.order?.order_id ?? '');
      if (state?.transaction_id === record.transaction_id) this.#evaluate(state);
    });
  }

  /** Starts the checkout of an order POST /v1/orders stored (the `orderCreated` hook). */
  open(order: OrderRecord, requestId: string | null): CheckoutState {
    const state: CheckoutState = {
      status: 'open',
      request_id: requestId,
      transaction_id: this.#env.ids.next('transaction'),
      payment_id: null,
      delivery_ids: [],
      problem: null,
    };
    this.#env.checkouts.set(order.order_id, state);
    return state;
  }

  get paymentMethods(): readonly string[] {
    return this.#env.paymentMethods;
  }

  /** The order as the page shows it; undefined for an unknown order. */
  view(orderId: string): CheckoutView | undefined {
    const order = this.#env.orders.get(orderId);
    if (!order) return undefined;
    const checkout = this.#state(order);
    const status = this.#status(order, checkout);
    const deliveries = checkout.delivery_ids.map((id) => this.#env.deliveries.get(id)).filter((d) => d !== undefined);
    const payment = checkout.payment_id ? (this.#env.payments.get(checkout.payment_id) as FlowPayment) : null;
    const back = typeof order.back_to_game_url === 'string' ? order.back_to_game_url : null;
    return {
      status,
      order,
      checkout,
      payment: payment ?? null,
      deliveries,
      redirect_url: status === 'completed' ? back : null,
      payment_methods: this.#env.paymentMethods,
    };
  }

  /**
   * Pays an open order: records a succeeded payment and sends item.add (§3, §6). The order completes
   * when every subscribed registration answered 2xx; until then it is `awaiting_game`. Throws
   * `FlowError` for an unknown (404), expired or already paid order, or a method the key lacks (409).
   */
  pay(orderId: string, method = 'card'): PayStart {
    const { order, checkout } = this.#payable(orderId);
    if (!this.#env.paymentMethods.includes(method)) {
      const environment = this.#env.sender.sandbox ? 'sandbox' : 'live';
      throw new FlowError(
        409,
        'payment_method_unavailable',
        `${method} is not available with a ${environment} key (§1); offered: ${this.#env.paymentMethods.join(', ')}`,
      );
    }
    // Built (and checked against the document) before anything is recorded.
    const sent = this.#env.deliveries.deliver(
      {
        eventType: 'item.add',
        eventData: { player_id: order.player_id, items: order.items.map(({ sku }) => ({ sku })) },
        idempotencyKey: newIdempotencyKey(),
        requestId: checkout.request_id,
        trigger: null,
        transactionId: checkout.transaction_id,
        order: { order_id: order.order_id },
        player: { player_id: order.player_id },
      },
      subscribers(this.#env.registrations(), 'item.add'),
    );
    const payment = recordPayment(this.#env.payments, this.#env.clock.now(), {
      order_id: orderId,
      status: 'succeeded',
      method,
      ...amountOf(order),
    });
    checkout.payment_id = payment.id;
    checkout.delivery_ids = sent.map((d) => d.record.id);
    checkout.status = sent.length === 0 ? 'delivery_failed' : 'awaiting_game';
    checkout.problem = sent.length === 0 ? NO_SUBSCRIBER : null;
    const view = () => this.view(orderId)!;
    return {
      payment,
      first: Promise.all(sent.map((d) => d.first)).then(view),
      settled: Promise.all(sent.map((d) => d.settled)).then(() => {
        this.#evaluate(checkout);
        return view();
      }),
    };
  }

  /**
   * Declines an open order: records a declined payment and sends nothing (§3: item.add follows a
   * successful payment only). The order stays open, so the player can try again until it expires.
   */
  decline(orderId: string, method = 'card'): FlowPayment {
    const { order } = this.#payable(orderId);
    return recordPayment(this.#env.payments, this.#env.clock.now(), {
      order_id: orderId,
      status: 'declined',
      method,
      ...amountOf(order),
    });
  }

  /** The checkout state of an order; orders from a seed or snapshot without one start open. */
  #state(order: OrderRecord): CheckoutState {
    return this.#env.checkouts.get(order.order_id) ?? this.open(order, null);
  }

  #status(order: OrderRecord, checkout: CheckoutState): OrderStatus {
    return checkout.status === 'open' && orderExpired(order, this.#env.clock.now()) ? 'expired' : checkout.status;
  }

  #payable(orderId: string): { order: OrderRecord; checkout: CheckoutState } {
    const order = this.#env.orders.get(orderId);
    if (!order) throw new FlowError(404, 'not_found', `No order ${orderId}`);
    const checkout = this.#state(order);
    const status = this.#status(order, checkout);
    if (status === 'expired') {
      throw new FlowError(
        409,
        'order_expired',
        `Order ${orderId} expired 24 hours after creation (§3) and cannot be paid`,
      );
    }
    if (status !== 'open') throw new FlowError(409, 'order_not_payable', `Order ${orderId} is ${status}, not open`);
    return { order, checkout };
  }

  /** awaiting_game -> completed once every item.add was delivered; -> delivery_failed once one gave up. */
  #evaluate(checkout: CheckoutState): void {
    if (checkout.status !== 'awaiting_game' && checkout.status !== 'delivery_failed') return;
    if (checkout.delivery_ids.length === 0) return;
    const statuses = checkout.delivery_ids.map((id) => this.#env.deliveries.get(id)?.status ?? 'failed');
    if (statuses.every((s) => s === 'delivered')) {
      checkout.status = 'completed';
      checkout.problem = null;
    } else if (statuses.every((s) => s === 'delivered' || s === 'failed')) {
      checkout.status = 'delivery_failed';
      checkout.problem = GAVE_UP;
    }
  }
}

/** The order's price_decimal and currency, as the game sent them (§2). */
function amountOf(order: OrderRecord): { amount: number | null; currency: string | null } {
  return {
    amount: typeof order.price_decimal === 'number' ? order.price_decimal : null,
    currency: typeof order.currency === 'string' ? order.currency : null,
  };
}
