/**
 * The behaviour behind the checkout page (spec §1, §3, §6): Pay records a payment, sends item.add to
 * every enabled registration subscribed to it, and completes the order only once the game answered
 * 2xx (§3, §6 item.add); Decline records a declined payment. Orders expire 24 hours after creation
 * (§3, §8), on the emulator clock.
 */
import type { Deliveries, DeliveryRecord } from '../delivery/deliveries.js';
import type { Sender } from '../delivery/envelope.js';
import type { FlowClock } from '../delivery/flow-clock.js';
import { newId, newIdempotencyKey } from '../delivery/ids.js';
import { type Registration, subscribers } from '../delivery/registration.js';
import { FlowError } from '../errors/flow-error.js';
import type { PaymentRecord, Payments } from './payments.js';

/** §3 and §8: "An Order expires 24 hours after creation." */
export const ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Order states are not shown in the spec (§3); these are the emulator's. `expired` is never stored:
 * an `open` order reads as expired once its lifetime has passed.
 */
export type OrderStatus =
  | 'open'
  | 'expired'
  | 'awaiting_game'
  | 'completed'
  | 'delivery_failed'
  | 'refunded'
  | 'reversed';

/** An order as the checkout tracks it. Plain data, so snapshots carry it. */
export interface CheckoutSession {
  order_id: string;
  player_id: string;
  /** What the game sent for each item (§2 Order); item.add carries each sku (§6). */
  items: { sku: string; [key: string]: unknown }[];
  email: string | null;
  back_to_game_url: string | null;
  amount: number | null;
  currency: string | null;
  /** Emulator time, ms since the epoch. */
  created_at: number;
  expires_at: number;
  /** The POST /v1/orders request, named in item.add's request_id (§6 Envelope). */
  request_id: string | null;
  /** Shared by this order's item.add and item.remove (§6: transaction_id may repeat in one transaction). */
  transaction_id: string;
  status: Exclude<OrderStatus, 'expired'>;
  payment_id: string | null;
  /** The item.add deliveries, one per registration. */
  delivery_ids: string[];
  /** Why the order did not complete, for the page. */
  problem: string | null;
}

/** What a successful Pay leads to, once the game answered (or the retries ran out). */
export interface PayOutcome {
  status: OrderStatus;
  order: CheckoutSession;
  payment: PaymentRecord;
  deliveries: DeliveryRecord[];
  /** back_to_game_url once the order completed (§6 item.add: only after the game's 2xx). */
  redirect_url: string | null;
}

/** A Pay that has started: `first` resolves after each registration's first answer, `settled` at the end. */
export interface PayStart {
  payment: PaymentRecord;
  first: Promise<PayOutcome>;
  settled: Promise<PayOutcome>;
}

export interface CheckoutEnv {
  clock: FlowClock;
  sender: Sender;
  deliveries: Deliveries;
  payments: Payments;
  registrations: () => Iterable<Registration>;
  /** The methods this key may pay with (§1: card only in the sandbox). */
  paymentMethods: readonly string[];
}

/** The fields of a POST /v1/orders body the checkout reads (§2 Order (create request)). */
export interface OrderInput {
  player_id: string;
  items: { sku: string; [key: string]: unknown }[];
  email?: string;
  back_to_game_url?: string;
  price_decimal?: number;
  currency?: string;
}

const NO_SUBSCRIBER =
  'The payment was taken, but no enabled webhook registration is subscribed to item.add, so the game was never ' +
  'asked to grant the items (register one with POST /v1/webhooks or the webhookUrl option)';

export class Checkout {
  readonly #env: CheckoutEnv;
  #sessions = new Map<string, CheckoutSession>();
  #byTransaction = new Map<string, CheckoutSession>();

  constructor(env: CheckoutEnv) {
    this.#env = env;
    // A failed item.add that a later redelivery gets through completes the order after all.
    env.deliveries.onSettled((record) => {
      if (record.event_type !== 'item.add') return;
      const session = this.#byTransaction.get(record.transaction_id);
      if (session) this.#evaluate(session);
    });
  }

  /** Starts tracking an order created by POST /v1/orders. */
  open(order: OrderInput, ids: { orderId: string; requestId: string | null }): CheckoutSession {
    const now = this.#env.clock.now();
    const session: CheckoutSession = {
      order_id: ids.orderId,
      player_id: order.player_id,
      items: structuredClone(order.items),
      email: order.email ?? null,
      back_to_game_url: order.back_to_game_url ?? null,
      amount: order.price_decimal ?? null,
      currency: order.currency ?? null,
      created_at: now,
      expires_at: now + ORDER_LIFETIME_MS,
      request_id: ids.requestId,
      transaction_id: newId('whtx'),
      status: 'open',
      payment_id: null,
      delivery_ids: [],
      problem: null,
    };
    this.#sessions.set(session.order_id, session);
    this.#byTransaction.set(session.transaction_id, session);
    return session;
  }

  get(orderId: string): CheckoutSession | undefined {
    return this.#sessions.get(orderId);
  }

  list(): CheckoutSession[] {
    return [...this.#sessions.values()];
  }

  /** The order's state, with `expired` derived from the emulator clock (§3). */
  status(session: CheckoutSession): OrderStatus {
    return session.status === 'open' && this.#env.clock.now() >= session.expires_at ? 'expired' : session.status;
  }

  get paymentMethods(): readonly string[] {
    return this.#env.paymentMethods;
  }

  /**
   * Pays an open order: records a succeeded payment and sends item.add (§3, §6). The order completes
   * when every subscribed registration answered 2xx; until then it is `awaiting_game`. Throws
   * `FlowError` for an unknown (404), expired or already paid order, or a method the key lacks (409).
   */
  pay(orderId: string, method = 'card'): PayStart {
    const session = this.#payable(orderId);
    if (!this.#env.paymentMethods.includes(method)) {
      throw new FlowError(
        409,
        'payment_method_unavailable',
        `${method} is not available with a ${this.#env.sender.sandbox ? 'sandbox' : 'live'} key (§1); offered: ${this.#env.paymentMethods.join(', ')}`,
      );
    }
    const payment = this.#env.payments.record({
      order_id: orderId,
      status: 'succeeded',
      method,
      amount: session.amount,
      currency: session.currency,
    });
    session.payment_id = payment.id;
    session.status = 'awaiting_game';
    const targets = subscribers(this.#env.registrations(), 'item.add');
    const sent = this.#env.deliveries.deliver(
      {
        eventType: 'item.add',
        eventData: { player_id: session.player_id, items: session.items.map(({ sku }) => ({ sku })) },
        idempotencyKey: newIdempotencyKey(),
        requestId: session.request_id,
        trigger: null,
        transactionId: session.transaction_id,
        order: { order_id: session.order_id },
        player: { player_id: session.player_id },
      },
      targets,
    );
    session.delivery_ids = sent.map((d) => d.record.id);
    if (sent.length === 0) {
      session.status = 'delivery_failed';
      session.problem = NO_SUBSCRIBER;
    }
    const outcome = () => this.outcome(session);
    return {
      payment,
      first: Promise.all(sent.map((d) => d.first)).then(outcome),
      settled: Promise.all(sent.map((d) => d.settled)).then(() => {
        this.#evaluate(session);
        return outcome();
      }),
    };
  }

  /**
   * Declines an open order: records a declined payment and sends nothing (§3: item.add follows a
   * successful payment only). The order stays open, so the player can try again until it expires.
   */
  decline(orderId: string, method = 'card'): PaymentRecord {
    const session = this.#payable(orderId);
    return this.#env.payments.record({
      order_id: orderId,
      status: 'declined',
      method,
      amount: session.amount,
      currency: session.currency,
    });
  }

  /** The order, its payment and its item.add deliveries as they stand. */
  outcome(session: CheckoutSession): PayOutcome {
    const status = this.status(session);
    const deliveries = session.delivery_ids.map((id) => this.#env.deliveries.get(id)).filter((d) => d !== undefined);
    const payment = session.payment_id ? this.#env.payments.get(session.payment_id) : undefined;
    if (!payment) throw new FlowError(409, 'order_not_payable', `Order ${session.order_id} has no payment yet`);
    const redirect = status === 'completed' ? session.back_to_game_url : null;
    return { status, order: session, payment, deliveries, redirect_url: redirect };
  }

  /** Marks a paid order refunded or reversed (disputes/refunds.ts sends the item.remove). */
  markRemoved(session: CheckoutSession, status: 'refunded' | 'reversed'): void {
    session.status = status;
  }

  snapshot(): CheckoutSession[] {
    return structuredClone(this.list());
  }

  restore(sessions: readonly CheckoutSession[]): void {
    this.#sessions = new Map(structuredClone(sessions).map((s) => [s.order_id, s]));
    this.#byTransaction = new Map([...this.#sessions.values()].map((s) => [s.transaction_id, s]));
    for (const session of this.#sessions.values()) this.#evaluate(session);
  }

  #payable(orderId: string): CheckoutSession {
    const session = this.#sessions.get(orderId);
    if (!session) throw new FlowError(404, 'not_found', `No order ${orderId}`);
    const status = this.status(session);
    if (status === 'expired') {
      throw new FlowError(
        409,
        'order_expired',
        `Order ${orderId} expired 24 hours after creation (§3) and cannot be paid`,
      );
    }
    if (status !== 'open') throw new FlowError(409, 'order_not_payable', `Order ${orderId} is ${status}, not open`);
    return session;
  }

  /** awaiting_game -> completed once every item.add was delivered; -> delivery_failed once one gave up. */
  #evaluate(session: CheckoutSession): void {
    if (session.status !== 'awaiting_game' && session.status !== 'delivery_failed') return;
    if (session.delivery_ids.length === 0) return;
    const records = session.delivery_ids.map((id) => this.#env.deliveries.get(id));
    if (records.every((r) => r?.status === 'delivered')) {
      session.status = 'completed';
      session.problem = null;
    } else if (records.every((r) => r?.status === 'delivered' || r?.status === 'failed' || r === undefined)) {
      session.status = 'delivery_failed';
      session.problem =
        'The game did not answer item.add with 2xx before the retries ran out; the order is not complete';
    }
  }
}
