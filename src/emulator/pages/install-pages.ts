/**
 * Routes the pages into the emulator (no API key asked, src/emulator/README.md "add routes"):
 *
 * - `GET|POST /checkout/{session}`: the checkout page at an order's opaque `checkout_url` (§1).
 * - `GET /hub/login?token&nonce`: the page behind `authorization_url` (§2, §4).
 * - `GET /hub/login/error?reason&nonce`: the page behind `error_url` (§2).
 * - `GET|POST /_emulator/inspector` (and `/_emulator/` redirecting there): orders, payments,
 *   deliveries and their attempts, with refund, reverse and redeliver.
 *
 * A page finds its tenant from what its address carries (the checkout session, the login token,
 * the rejected nonce), so no page needs the key.
 */
import { CHECKOUT_PATH, findOrderBySession } from '../api/orders.js';
import type { EmulatorContext } from '../context.js';
import type { TenantFlows } from '../flows/tenant-flows.js';
import type { EmulatorRequest, EmulatorResponse } from '../http/types.js';
import { HUB_LOGIN_ERROR_PATH, HUB_LOGIN_PATH } from '../login/hub-login.js';
import type { Tenant } from '../state/tenant.js';
import { serveCheckout } from './checkout-page.js';
import { errorPage } from './forms.js';
import { type InspectorTenant, serveInspector } from './inspector-page.js';
import { seeOther } from './layout.js';
import { serveLogin, serveLoginError } from './login-pages.js';

/** Where the inspector lives. */
export const INSPECTOR_PATH = '/_emulator/inspector';

/** The flows of a tenant, as the flows feature keeps them. */
export type FlowsOf = (tenant: Tenant) => TenantFlows;

export function installPages(context: EmulatorContext, flowsOf: FlowsOf): void {
  const { state, clock } = context;
  const checkout = async (request: EmulatorRequest, params: Record<string, string>): Promise<EmulatorResponse> => {
    const found = findOrderBySession(state, params['session'] ?? '');
    if (!found) return errorPage(404, 'No such checkout', 'This checkout address does not belong to any order.');
    const flows = flowsOf(found.tenant);
    const env = { checkout: flows.checkout, sandbox: found.tenant.sandbox, now: clock.now };
    return serveCheckout(env, found.order.order_id, request);
  };
  context.addRoute('GET', `${CHECKOUT_PATH}/{session}`, checkout);
  context.addRoute('POST', `${CHECKOUT_PATH}/{session}`, checkout);

  const loginOf = (match: (flows: TenantFlows) => boolean) => state.tenants().map(flowsOf).find(match)?.login;
  context.addRoute('GET', HUB_LOGIN_PATH, (request) => {
    const token = request.query.get('token') ?? '';
    return serveLogin(
      loginOf((flows) => flows.login.session(token) !== undefined),
      request,
    );
  });
  context.addRoute('GET', HUB_LOGIN_ERROR_PATH, (request) => {
    const nonce = request.query.get('nonce') ?? '';
    return serveLoginError(
      loginOf((flows) => flows.login.nonce(nonce) !== undefined),
      request,
    );
  });

  const tenants = (): InspectorTenant[] =>
    state.tenants().map((tenant) => {
      const flows = flowsOf(tenant);
      return {
        id: tenant.id,
        label: `${tenant.environment} key (${tenant.id}, ${tenant.gameId})`,
        checkout: flows.checkout,
        payments: flows.payments,
        disputes: flows.disputes,
        deliveries: flows.deliveries,
        refund: (orderId) => flows.refund(orderId),
        reverse: (orderId) => flows.reverse(orderId),
        now: clock.now,
      };
    });
  const inspector = (request: EmulatorRequest) => serveInspector({ tenants }, request);
  context.addRoute('GET', INSPECTOR_PATH, inspector);
  context.addRoute('POST', INSPECTOR_PATH, inspector);
  context.addRoute('GET', '/_emulator', () => seeOther(INSPECTOR_PATH));
}
