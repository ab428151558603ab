/**
 * One tenant's flows (one API key: issue #22 keeps state per key): the deliveries, checkout,
 * payments, disputes and hub login of spec §1, §3, §4 and §6, behind the hooks the emulator's API
 * calls and the controls `emu.*` exposes. Its state snapshots to plain data and restores.
 */
import { Checkout, type CheckoutSession, type OrderInput, type PayOutcome } from '../checkout/checkout.js';
import { paymentMethodsFor } from '../checkout/payment-methods.js';
import { type PaymentRecord, Payments } from '../checkout/payments.js';
import { Deliveries, type DeliveryRecord } from '../delivery/deliveries.js';
import type { FlowClock } from '../delivery/flow-clock.js';
import type { Registration } from '../delivery/registration.js';
import { type DisputeRecord, Disputes } from '../disputes/disputes.js';
import { type RemovalOutcome, refundOrder, reverseOrder } from '../disputes/refunds.js';
import { HubLogin, type HubLoginState, type RejectReason } from '../login/hub-login.js';
import { type CustomEventInput, submitCustomEvent } from '../popups/campaigns.js';
import { type ClaimDailyRewardInput, claimDailyReward, type DailyRewardClaim } from '../rewards/daily-rewards.js';
import type { FlowSeed } from './flow-seed.js';
import type { ResolvedFlowOptions } from './flow-options.js';

export interface TenantFlowsEnv {
  clock: FlowClock;
  /** The tenant's API key: its deliveries are signed with it (§6 Signature rule). */
  apiKey: string;
  /** `gm_...`: the envelope's game_id (§6). */
  gameId: string;
  /** A sandbox key (§1): card only, `sandbox: true` in every envelope. */
  sandbox: boolean;
  /** The emulator's base URL, for the login pages. */
  baseUrl: () => string;
  /** The tenant's stored registrations (POST /v1/webhooks, the seed); the `webhookUrl` one is added here. */
  registrations: () => Iterable<Registration>;
  seed: FlowSeed;
  options: ResolvedFlowOptions;
}

/** Everything the flows keep, as plain data. */
export interface FlowState {
  orders: CheckoutSession[];
  payments: PaymentRecord[];
  disputes: DisputeRecord[];
  deliveries: DeliveryRecord[];
  login: HubLoginState;
}

export class TenantFlows {
  readonly deliveries: Deliveries;
  readonly payments: Payments;
  readonly disputes: Disputes;
  readonly checkout: Checkout;
  readonly login: HubLogin;
  readonly #env: TenantFlowsEnv;
  readonly #registrations: () => Registration[];

  constructor(env: TenantFlowsEnv) {
    this.#env = env;
    const { clock, options } = env;
    const extra = options.optionRegistration;
    this.#registrations = () => (extra ? [extra, ...env.registrations()] : [...env.registrations()]);
    this.deliveries = new Deliveries({
      clock,
      sender: { gameId: env.gameId, sandbox: env.sandbox },
      secret: env.apiKey,
      headerNames: options.headerNames,
      handlers: options.handlers,
      options: options.delivery,
    });
    this.payments = new Payments(clock);
    this.disputes = new Disputes(clock);
    this.checkout = new Checkout({
      clock,
      sender: { gameId: env.gameId, sandbox: env.sandbox },
      deliveries: this.deliveries,
      payments: this.payments,
      registrations: this.#registrations,
      paymentMethods: paymentMethodsFor(env.sandbox, options.paymentMethods),
    });
    this.login = new HubLogin({ clock, baseUrl: env.baseUrl });
  }

  /** The registrations deliveries go to: the `webhookUrl` option's first, then the stored ones. */
  registrations(): Registration[] {
    return this.#registrations();
  }

  // Hooks the API calls.

  /** After POST /v1/orders stored the order (§2): start its checkout. */
  orderCreated(order: OrderInput, ids: { orderId: string; requestId: string | null }): CheckoutSession {
    return this.checkout.open(order, ids);
  }

  /** POST /v1/users/authorize (§4 step 3). Throws `FlowError` 400 or 409 for a bad nonce. */
  authorize(body: Parameters<HubLogin['authorize']>[0]): { authorization_url: string } {
    return this.login.authorize(body);
  }

  /** POST /v1/users/authorize/reject (§4 step 5). Throws `FlowError` 400 or 409 for a bad nonce. */
  reject(body: { nonce: string; reason: RejectReason }): { error_url: string } {
    return this.login.reject(body);
  }

  /** After POST /v1/events stored the event (§2 Custom event): matching campaigns send popups. */
  eventSubmitted(event: CustomEventInput, requestId: string | null): DeliveryRecord[] {
    return submitCustomEvent(
      { deliveries: this.deliveries, registrations: this.#registrations, campaigns: () => this.#env.seed.campaigns },
      event,
      requestId,
    );
  }

  // Controls (emu.*).

  /** Pays like the checkout page's Pay button and resolves once the game answered (or retries ran out). */
  pay(orderId: string, method?: string): Promise<PayOutcome> {
    return this.checkout.pay(orderId, method).settled;
  }

  refund(orderId: string): Promise<RemovalOutcome> {
    return refundOrder(this.#removalEnv(), orderId);
  }

  reverse(orderId: string): Promise<RemovalOutcome> {
    return reverseOrder(this.#removalEnv(), orderId);
  }

  redeliver(eventId: string): Promise<DeliveryRecord[]> {
    return this.deliveries.redeliver(eventId);
  }

  hubLogin(input: { deepLink: string }): { url: string; nonce: string } {
    return this.login.open(input.deepLink);
  }

  claimDailyReward(input: ClaimDailyRewardInput): Promise<DailyRewardClaim> {
    return claimDailyReward(
      {
        deliveries: this.deliveries,
        registrations: this.#registrations,
        programs: () => this.#env.seed.programs,
        knownSku: this.#env.seed.knownSku,
        timeoutMs: this.#env.options.delivery.dailyRewardTimeoutMs,
      },
      input,
    );
  }

  // State.

  snapshot(): FlowState {
    return {
      orders: this.checkout.snapshot(),
      payments: this.payments.snapshot(),
      disputes: this.disputes.snapshot(),
      deliveries: this.deliveries.snapshot(),
      login: this.login.snapshot(),
    };
  }

  /** Takes a snapshot's state (deliveries first, so the orders see their deliveries). */
  restore(state: FlowState): void {
    this.deliveries.restore(state.deliveries);
    this.payments.restore(state.payments);
    this.disputes.restore(state.disputes);
    this.checkout.restore(state.orders);
    this.login.restore(state.login);
  }

  /** Back to empty: scheduled retries are cancelled. */
  clear(): void {
    this.restore(emptyFlowState());
  }

  #removalEnv() {
    return {
      checkout: this.checkout,
      payments: this.payments,
      disputes: this.disputes,
      deliveries: this.deliveries,
      registrations: this.#registrations,
    };
  }
}

export function emptyFlowState(): FlowState {
  return { orders: [], payments: [], disputes: [], deliveries: [], login: { nonces: [], sessions: [] } };
}
