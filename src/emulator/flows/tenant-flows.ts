/**
 * One tenant's flows (one API key, state/tenant.ts): deliveries, checkout, refunds, hub login,
 * popups and daily rewards (spec §1, §3, §4, §6) over the tenant's state parts. Built once per
 * tenant by the flows runtime; the data lives in the parts, so snapshots and resets cover it.
 */
import { ordersPart } from '../api/orders.js';
import { disputesPart, paymentsPart } from '../api/payments-disputes.js';
import { dailyRewardsPart } from '../api/catalogue-resources.js';
import { webhooksPart } from '../api/webhook-registrations.js';
import { Checkout } from '../checkout/checkout.js';
import { checkoutsPart } from '../checkout/checkout-state.js';
import { paymentMethodsFor } from '../checkout/payment-methods.js';
import { Deliveries } from '../deliveries/deliveries.js';
import { type DeliveryRecord, deliveriesPart } from '../deliveries/delivery-log.js';
import type { FlowClock } from '../deliveries/flow-clock.js';
import { type Registration, toRegistration } from '../deliveries/registration.js';
import type { StopSignal } from '../deliveries/stop-signal.js';
import { type RemovalOutcome, removeOrder } from '../refunds/refunds.js';
import type { IdFactory } from '../state/ids.js';
import { hubNoncesPart, issueNonce, useNonce } from '../hub-login/hub-login.js';
import { campaignsPart, type CustomEventInput, submitCustomEvent } from '../popups/campaigns.js';
import { cataloguePart } from '../rewards/catalogue.js';
import { type ClaimDailyRewardInput, claimDailyReward, type DailyRewardClaim } from '../rewards/daily-rewards.js';
import type { Tenant } from '../state/tenant.js';
import type { ResolvedFlowOptions } from './flow-options.js';

export interface TenantFlowsEnv {
  clock: FlowClock;
  ids: IdFactory;
  options: ResolvedFlowOptions;
  /** The tenant's API key, which signs its deliveries (§6); throws when the emulator does not know it. */
  secret: () => string;
  /** Stopped when the emulator is reset or closed. */
  stop?: StopSignal;
}

export class TenantFlows {
  readonly tenant: Tenant;
  readonly deliveries: Deliveries;
  readonly checkout: Checkout;
  readonly #env: TenantFlowsEnv;
  readonly #registrations = () => this.registrations();

  constructor(tenant: Tenant, env: TenantFlowsEnv) {
    this.tenant = tenant;
    this.#env = env;
    const { clock, ids, options } = env;
    const sender = { gameId: tenant.gameId, sandbox: tenant.sandbox };
    this.deliveries = new Deliveries(
      {
        clock,
        ids,
        sender,
        secret: env.secret,
        headerNames: options.headerNames,
        transport: options.transport,
        options: options.delivery,
        stop: env.stop,
      },
      tenant.part(deliveriesPart),
    );
    this.checkout = new Checkout({
      clock,
      ids,
      sender,
      orders: tenant.part(ordersPart),
      checkouts: tenant.part(checkoutsPart),
      payments: tenant.part(paymentsPart),
      deliveries: this.deliveries,
      registrations: this.#registrations,
      paymentMethods: paymentMethodsFor(tenant.sandbox, options.paymentMethods),
    });
  }

  /** Where deliveries go: the tenant's webhook registrations (POST /v1/webhooks, the seed, `webhookUrl`). */
  registrations(): Registration[] {
    const out: Registration[] = [];
    for (const record of this.tenant.part(webhooksPart).values()) {
      const registration = toRegistration(record.id, record);
      if (registration) out.push(registration);
    }
    return out;
  }

  refund(orderId: string): Promise<RemovalOutcome> {
    return removeOrder(this.#removalEnv(), orderId, 'refunded');
  }

  reverse(orderId: string): Promise<RemovalOutcome> {
    return removeOrder(this.#removalEnv(), orderId, 'reversed');
  }

  /** §4 step 1: the deep link the hub opens, with a fresh nonce appended. */
  hubLogin(deepLink: string): { url: string; nonce: string } {
    return issueNonce(this.tenant.part(hubNoncesPart), deepLink, this.#env.clock.now());
  }

  /** §4 steps 3 and 5: spends the nonce of POST /v1/users/authorize or .../reject (FlowError 400 or 409). */
  useNonce(nonce: string, use: 'authorized' | 'rejected'): void {
    useNonce(this.tenant.part(hubNoncesPart), nonce, use, this.#env.clock.now());
  }

  /** After POST /v1/events: matching campaigns send ingame.popup (§6). */
  eventSubmitted(event: CustomEventInput, requestId: string | null): DeliveryRecord[] {
    return submitCustomEvent(
      {
        deliveries: this.deliveries,
        ids: this.#env.ids,
        registrations: this.#registrations,
        campaigns: () => this.tenant.part(campaignsPart).values(),
      },
      event,
      requestId,
    );
  }

  claimDailyReward(input: ClaimDailyRewardInput): Promise<DailyRewardClaim> {
    const catalogue = this.tenant.part(cataloguePart);
    return claimDailyReward(
      {
        deliveries: this.deliveries,
        ids: this.#env.ids,
        registrations: this.#registrations,
        programs: this.tenant.part(dailyRewardsPart),
        knownSku: (sku) => catalogue.has(sku),
        timeoutMs: this.#env.options.delivery.dailyRewardTimeoutMs,
      },
      input,
    );
  }

  #removalEnv() {
    return {
      clock: this.#env.clock,
      checkout: this.checkout,
      payments: this.tenant.part(paymentsPart),
      disputes: this.tenant.part(disputesPart),
      deliveries: this.deliveries,
      registrations: this.#registrations,
    };
  }
}
