/**
 * The pages feature: routes the pages into the emulator (no API key asked; src/emulator/README.md
 * "add routes"). Installed after the flows feature, whose runtime it reads (`flowsOf`).
 *
 * - `GET|POST /checkout/{session}`: the checkout page at an order's opaque `checkout_url` (§1); an
 *   order whose back_to_game_url no redirect could carry is refused at create (back-to-game.ts).
 * - `GET /hub/login?token&nonce`: the page behind `authorization_url` (§2, §4).
 * - `GET /hub/login/error?nonce&reason`: the page behind `error_url` (§2).
 * - `GET|POST /_emulator/inspector` (and `/_emulator` redirecting there): orders, payments,
 *   disputes and every delivery attempt, with refund, reverse and redeliver.
 *
 * A page finds its tenant from what its address carries (the checkout session, the login token,
 * the rejected nonce), so no page needs the key.
 */
import { CHECKOUT_PATH, ordersPart } from '../api/orders.js';
import { disputesPart, paymentsPart } from '../api/payments-disputes.js';
import {
  AUTHORIZATION_ERROR_PAGE_PATH,
  AUTHORIZE_PAGE_PATH,
  type AuthorizationRecord,
  authorizationsPart,
  type RejectionRecord,
  rejectionsPart,
} from '../api/users.js';
import type { FlowPayment } from '../checkout/payment-records.js';
import type { EmulatorContext } from '../core/context.js';
import type { FlowDispute } from '../refunds/dispute-records.js';
import { flowsOf } from '../flows/flows-runtime.js';
import type { EmulatorRequest, EmulatorResponse } from '../http/types.js';
import type { Tenant } from '../state/tenant.js';
import { refuseUnusableBackToGameUrl } from './back-to-game.js';
import { serveCheckout } from './checkout-page.js';
import { errorPage } from './forms.js';
import { serveInspector } from './inspector-page.js';
import type { InspectorTenant } from './inspector-tenant.js';
import { seeOther } from './layout.js';
import { serveLogin, serveLoginError } from './login-pages.js';

/** Where the inspector lives. */
export const INSPECTOR_PATH = '/_emulator/inspector';

export function installPages(context: EmulatorContext): undefined {
  const { state } = context;
  const runtime = () => flowsOf(context);

  const checkout = (request: EmulatorRequest, params: Record<string, string>): Promise<EmulatorResponse> => {
    const found = runtime().forSession(params['session'] ?? '');
    if (!found) {
      return Promise.resolve(errorPage(404, 'No such checkout', 'This checkout address does not belong to any order.'));
    }
    const { flows, orderId } = found;
    return serveCheckout(
      {
        view: () => flows.checkout.view(orderId),
        pay: (method) => flows.checkout.pay(orderId, method).first,
        decline: (method) => flows.checkout.decline(orderId, method),
        now: flows.tenant.clock.now,
      },
      request,
    );
  };
  context.handlers.wrap('createOrder', refuseUnusableBackToGameUrl);
  context.addRoute('GET', `${CHECKOUT_PATH}/{session}`, checkout);
  context.addRoute('POST', `${CHECKOUT_PATH}/{session}`, checkout);

  /** The first record any tenant holds that `match` accepts. */
  const find = <T>(records: (tenant: Tenant) => Iterable<T>, match: (record: T) => boolean): T | undefined => {
    for (const tenant of state.tenants()) {
      for (const record of records(tenant)) if (match(record)) return record;
    }
    return undefined;
  };
  context.addRoute('GET', AUTHORIZE_PAGE_PATH, (request) => {
    const token = request.query.get('token') ?? '';
    const nonce = request.query.get('nonce');
    const authorization = find<AuthorizationRecord>(
      (tenant) => {
        const record = tenant.part(authorizationsPart).get(token);
        return record ? [record] : [];
      },
      (record) => record.nonce === nonce,
    );
    return serveLogin(authorization);
  });
  context.addRoute('GET', AUTHORIZATION_ERROR_PAGE_PATH, (request) => {
    const nonce = request.query.get('nonce');
    const reason = request.query.get('reason');
    const rejection = find<RejectionRecord>(
      (tenant) => tenant.part(rejectionsPart).values(),
      (record) => record.nonce === nonce && record.reason === reason,
    );
    return serveLoginError(rejection);
  });

  const tenants = (): InspectorTenant[] =>
    state.tenants().map((tenant) => {
      const flows = runtime().forTenant(tenant);
      return {
        id: tenant.id,
        label: `${tenant.environment} key · ${tenant.id} · ${tenant.gameId}`,
        orders: () => [...tenant.part(ordersPart).values()].map((order) => flows.checkout.view(order.order_id)!),
        payments: () => [...tenant.part(paymentsPart).values()] as FlowPayment[],
        disputes: () => [...tenant.part(disputesPart).values()] as FlowDispute[],
        deliveries: () => flows.deliveries.list(),
        refund: (orderId) => flows.refund(orderId),
        reverse: (orderId) => flows.reverse(orderId),
        redeliver: (eventId) => flows.deliveries.redeliver(eventId),
        now: tenant.clock.now,
      };
    });
  const inspector = (request: EmulatorRequest) => serveInspector({ tenants }, request);
  context.addRoute('GET', INSPECTOR_PATH, inspector);
  context.addRoute('POST', INSPECTOR_PATH, inspector);
  context.addRoute('GET', '/_emulator', () => seeOther(INSPECTOR_PATH));
  return undefined;
}
