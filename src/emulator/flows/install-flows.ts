/**
 * The flows feature (issue #22; spec §1, §3, §4, §6): its state parts, the API hooks it acts on,
 * the hub-login nonce check around POST /v1/users/authorize and .../reject, and the `emu.*`
 * controls (pay, refund, reverse, redeliver, hubLogin, claimDailyReward, ...).
 */
import type { OperationHandler } from '../api/operation-handlers.js';
import { keyFromAuthorization } from '../auth/authenticate.js';
import { checkoutsPart } from '../checkout/checkout-state.js';
import type { CheckoutView } from '../checkout/checkout.js';
import type { FlowPayment } from '../checkout/payment-records.js';
import type { EmulatorContext } from '../context.js';
import { type DeliveryRecord, deliveriesPart } from '../delivery/delivery-log.js';
import type { RemovalOutcome } from '../disputes/refunds.js';
import { FlowError } from '../errors/flow-error.js';
import { errorBody, HttpError } from '../http/responses.js';
import { hubNoncesPart } from '../login/hub-login.js';
import { campaignsPart } from '../popups/campaigns.js';
import { cataloguePart } from '../rewards/catalogue.js';
import type { ClaimDailyRewardInput, DailyRewardClaim } from '../rewards/daily-rewards.js';
import { attachFlows, FlowsRuntime } from './flows-runtime.js';
import { installHubRoute } from './hub-route.js';

/** A FlowError thrown inside an operation becomes its HTTP answer (the spec's generic body, §7). */
function answeringFlowErrors(handler: OperationHandler): OperationHandler {
  return (call) => {
    try {
      return handler(call);
    } catch (error) {
      if (error instanceof FlowError) throw new HttpError(errorBody(error.status, error.message));
      throw error;
    }
  };
}

export function installFlows(context: EmulatorContext) {
  const { state, hooks, handlers } = context;
  for (const part of [deliveriesPart, checkoutsPart, hubNoncesPart, campaignsPart, cataloguePart]) state.define(part);
  const runtime = new FlowsRuntime(context, context.options.flows);
  attachFlows(context, runtime);

  // Every request tells which key a tenant uses: its deliveries are signed with it (§6).
  for (const operationId of handlers.operations()) {
    handlers.wrap(operationId, (next) => (call) => {
      const key = keyFromAuthorization(call.request.headers.authorization);
      if (key !== undefined) runtime.remember(call.tenant, key);
      return next(call);
    });
  }
  // §4 Hub login flow: the nonce must be one the hub issued, and is used once (login/hub-login.ts).
  handlers.wrap('authorizeUser', (next) =>
    answeringFlowErrors((call) => {
      runtime.forTenant(call.tenant).useNonce((call.body as { nonce: string }).nonce, 'authorized');
      return next(call);
    }),
  );
  handlers.wrap('rejectUserAuthorization', (next) =>
    answeringFlowErrors((call) => {
      runtime.forTenant(call.tenant).useNonce((call.body as { nonce: string }).nonce, 'rejected');
      return next(call);
    }),
  );
  installHubRoute(context, runtime);
  hooks.on('reset', () => runtime.stopDeliveries());
  hooks.on('closing', () => runtime.stopDeliveries());
  hooks.on('orderCreated', ({ tenant, order, requestId }) => {
    runtime.forTenant(tenant).checkout.open(order, requestId);
  });
  hooks.on('eventSubmitted', ({ tenant, event, requestId }) => {
    runtime.forTenant(tenant).eventSubmitted(event, requestId);
  });

  const controls: FlowControls = {
    async pay(orderId, options = {}) {
      const started = runtime.forOrder(orderId).pay(orderId, options.method);
      return options.until === 'answered' ? started.first : started.settled;
    },
    decline: (orderId, options = {}) => runtime.forOrder(orderId).decline(orderId, options.method),
    order(orderId) {
      try {
        return runtime.forOrder(orderId).view(orderId);
      } catch (error) {
        if (error instanceof FlowError && error.status === 404) return undefined;
        throw error;
      }
    },
    refund: async (orderId) => runtime.forOrder(orderId).refund(orderId),
    reverse: async (orderId) => runtime.forOrder(orderId).reverse(orderId),
    async redeliver(eventId) {
      const flows = runtime.forEvent(eventId);
      if (flows.length === 0) throw new FlowError(404, 'not_found', `No delivery of event ${eventId}`);
      return (await Promise.all(flows.map((f) => f.redeliver(eventId)))).flat();
    },
    async settled() {
      const waits = state.tenants().map((tenant) => runtime.forTenant(tenant).deliveries.idle());
      return (await Promise.all(waits)).flat();
    },
    deliveries(options = {}) {
      const tenants = options.apiKey === undefined ? state.tenants() : [runtime.tenantFor(options.apiKey)];
      return tenants.flatMap((tenant) => runtime.forTenant(tenant).deliveries.list());
    },
    hubLogin: ({ deepLink, apiKey }) => runtime.forTenant(runtime.tenantFor(apiKey)).hubLogin(deepLink),
    claimDailyReward: async ({ apiKey, ...input }) =>
      runtime.forTenant(runtime.tenantFor(apiKey)).claimDailyReward(input),
  };
  return controls;
}

/** The controls the flows add to `emu` (emulator-handle.ts). */
export interface FlowControls {
  /**
   * Pays an order as the checkout page's Pay button does (spec §3, §6): records the payment, sends
   * item.add, and resolves once the game answered 2xx (status `completed`) or the retries ran out
   * (`delivery_failed`); with `until: 'answered'`, once the game first answered (`awaiting_game` when
   * that was not a 2xx and a retry is scheduled). Rejects with `FlowError` for an unknown order (404),
   * an expired or already paid one, or a method the key lacks (409).
   */
  pay(
    orderId: string,
    options?: {
      /** @default 'card' (the only method of a sandbox key, §1) */
      method?: string;
      /** @default 'settled' */
      until?: 'answered' | 'settled';
    },
  ): Promise<CheckoutView>;
  /** Declines as the checkout page's Decline button does: a declined payment, no webhook, the order stays open. */
  decline(orderId: string, options?: { method?: string }): FlowPayment;
  /** An order as the checkout page shows it (status, payment, item.add deliveries), or undefined. */
  order(orderId: string): CheckoutView | undefined;
  /** A refund requested in the dashboard: sends item.remove for the whole order (§3: no partial refunds). */
  refund(orderId: string): Promise<RemovalOutcome>;
  /** A bank reversal: sends item.remove and opens a dispute listed by GET /v1/disputes. */
  reverse(orderId: string): Promise<RemovalOutcome>;
  /** Sends every delivery of an event once more, re-signed, to test the game's idempotency (§6). */
  redeliver(eventId: string): Promise<DeliveryRecord[]>;
  /**
   * Resolves once no delivery is sending or retrying (popups after POST /v1/events, a retry that
   * `emu.clock.advance` made due), with the deliveries it waited for.
   */
  settled(): Promise<DeliveryRecord[]>;
  /** Every delivery with its attempts: one key's, or every tenant's. */
  deliveries(options?: { apiKey?: string }): DeliveryRecord[];
  /**
   * The deep link the hub would open (§4 step 1): yours with a fresh `nonce` appended, static query
   * parameters kept. Pass `apiKey` when the emulator serves several games.
   */
  hubLogin(input: { deepLink: string; apiKey?: string }): { url: string; nonce: string };
  /** Sends daily_reward.get and returns what would be granted after §6's rules. */
  claimDailyReward(input: ClaimDailyRewardInput & { apiKey?: string }): Promise<DailyRewardClaim>;
}

declare module '../emulator-handle.js' {
  interface Emulator extends FlowControls {}
}
