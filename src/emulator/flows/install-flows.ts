/**
 * The flows feature (spec §1, §3, §4, §6): its state parts, the API hooks it acts on,
 * the hub-login nonce check around POST /v1/users/authorize and .../reject, and the `emu.*`
 * controls (pay, refund, reverse, redeliver, hubLogin, claimDailyReward, ...).
 */
import type { OperationHandler } from '../core/operation-handlers.js';
import { keyFromAuthorization } from '../auth/authenticate.js';
import { checkoutsPart } from '../checkout/checkout-state.js';
import type { EmulatorContext } from '../core/context.js';
import { deliveriesPart } from '../deliveries/delivery-log.js';
import { FlowError } from '../errors/flow-error.js';
import { errorBody, HttpError } from '../http/responses.js';
import { hubNoncesPart } from '../hub-login/hub-login.js';
import { campaignsPart } from '../popups/campaigns.js';
import { cataloguePart } from '../rewards/catalogue.js';
import type { ClaimDailyRewardInput } from '../rewards/daily-rewards.js';
import { attachFlows, FlowsRuntime } from './flows-runtime.js';
import type { ResolvedFlowOptions } from './flow-options.js';

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

/**
 * Installs the flows; returns their controls, which features.ts checks against the `Emulator`
 * interface (where each is documented).
 */
export function installFlows(context: EmulatorContext, flowOptions: ResolvedFlowOptions) {
  const { state, hooks, handlers } = context;
  for (const part of [deliveriesPart, checkoutsPart, hubNoncesPart, campaignsPart, cataloguePart]) state.define(part);
  const runtime = new FlowsRuntime(context, flowOptions);
  attachFlows(context, runtime);

  // Every request tells which key a tenant uses: its deliveries are signed with it (§6).
  for (const operationId of handlers.operations()) {
    handlers.wrap(operationId, (next) => (call) => {
      const key = keyFromAuthorization(call.request.headers.authorization);
      if (key !== undefined) runtime.remember(call.tenant, key);
      return next(call);
    });
  }
  // §4 Hub login flow: the nonce must be one the hub issued, and is used once (hub-login/hub-login.ts).
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
  hooks.on('reset', () => runtime.stopDeliveries());
  hooks.on('closing', () => runtime.stopDeliveries());
  hooks.on('orderCreated', ({ tenant, order, requestId }) => {
    runtime.forTenant(tenant).checkout.open(order, requestId);
  });
  hooks.on('eventSubmitted', ({ tenant, event, requestId }) => {
    runtime.forTenant(tenant).eventSubmitted(event, requestId);
  });

  const controls = {
    async pay(orderId: string, options: { method?: string; until?: 'answered' | 'settled' } = {}) {
      const started = runtime.forOrder(orderId).checkout.pay(orderId, options.method);
      return options.until === 'answered' ? started.first : started.settled;
    },
    decline: (orderId: string, options: { method?: string } = {}) =>
      runtime.forOrder(orderId).checkout.decline(orderId, options.method),
    order(orderId: string) {
      try {
        return runtime.forOrder(orderId).checkout.view(orderId);
      } catch (error) {
        if (error instanceof FlowError && error.status === 404) return undefined;
        throw error;
      }
    },
    refund: async (orderId: string) => runtime.forOrder(orderId).refund(orderId),
    reverse: async (orderId: string) => runtime.forOrder(orderId).reverse(orderId),
    async redeliver(eventId: string) {
      const flows = runtime.forEvent(eventId);
      if (flows.length === 0) throw new FlowError(404, 'not_found', `No delivery of event ${eventId}`);
      return (await Promise.all(flows.map((f) => f.deliveries.redeliver(eventId)))).flat();
    },
    async settled() {
      const waits = state.tenants().map((tenant) => runtime.forTenant(tenant).deliveries.idle());
      return (await Promise.all(waits)).flat();
    },
    deliveries(options: { apiKey?: string } = {}) {
      const tenants = options.apiKey === undefined ? state.tenants() : [runtime.tenantFor(options.apiKey)];
      return tenants.flatMap((tenant) => runtime.forTenant(tenant).deliveries.list());
    },
    hubLogin: ({ deepLink, apiKey }: { deepLink: string; apiKey?: string }) =>
      runtime.forTenant(runtime.tenantFor(apiKey)).hubLogin(deepLink),
    claimDailyReward: async ({ apiKey, ...input }: ClaimDailyRewardInput & { apiKey?: string }) =>
      runtime.forTenant(runtime.tenantFor(apiKey)).claimDailyReward(input),
  };
  return controls;
}
