/**
 * The inspector: what the emulator did for one tenant (one API key), newest first: orders,
 * payments, disputes and every webhook delivery attempt with its status, latency and answer body,
 * with Refund and Reverse buttons per paid order and Redeliver per event. The key never
 * appears on the page: a tenant is shown by the label the emulator gives it.
 *
 * Actions post back here and answer with a 303 to the inspector, carrying a one-line notice.
 * An action waits up to `PAGE_WAIT_MS` (forms.ts) for its deliveries, so the result is usually on the page it
 * lands on; a slower game shows `redelivering` until the next reload.
 */
import { FlowError } from '../errors/flow-error.js';
import type { EmulatorRequest } from '../http/types.js';
import { errorPage, finishedWithin, readForm } from './forms.js';
import { html } from './html.js';
import { page, type PageResponse, seeOther } from './layout.js';
import type { InspectorTenant } from './inspector-tenant.js';
import { deliveriesSection, disputesSection, ordersSection, paymentsSection } from './inspector-view.js';

export interface InspectorEnv {
  tenants(): readonly InspectorTenant[];
}

export async function serveInspector(env: InspectorEnv, request: EmulatorRequest): Promise<PageResponse> {
  const tenants = env.tenants();
  const wanted = request.method === 'POST' ? undefined : request.query.get('tenant');
  if (request.method === 'POST') return act(tenants, request);
  const tenant = tenants.find((t) => t.id === wanted) ?? tenants[0];
  if (!tenant)
    return page('Inspector', html`<h1>Inspector</h1><section><p>No API key has been used yet.</p></section>`);
  const picker =
    tenants.length > 1
      ? html`<p>${tenants.map((t) => (t === tenant ? html`<strong>${t.label}</strong> ` : html`<a href="?tenant=${encodeURIComponent(t.id)}">${t.label}</a> `))}</p>`
      : '';
  const notice = request.query.get('notice');
  const body = html`<h1>Inspector <small class="muted">${tenant.label}</small></h1>${picker}
${notice ? html`<section role="status" id="notice">${notice}</section>` : ''}
${ordersSection(tenant)}${paymentsSection(tenant)}${disputesSection(tenant)}${deliveriesSection(tenant)}`;
  return page('Inspector', body);
}

async function act(tenants: readonly InspectorTenant[], request: EmulatorRequest): Promise<PageResponse> {
  const form = readForm(request);
  if (!(form instanceof URLSearchParams)) return form;
  const tenant = tenants.find((t) => t.id === form.get('tenant'));
  if (!tenant) return errorPage(404, 'Unknown tenant', 'The form names a tenant the emulator does not have.');
  const orderId = form.get('order_id') ?? '';
  const eventId = form.get('event_id') ?? '';
  let notice: string;
  try {
    switch (form.get('action')) {
      case 'refund':
        notice = await within(tenant.refund(orderId), `Refunded ${orderId}: item.remove sent`);
        break;
      case 'reverse':
        notice = await within(tenant.reverse(orderId), `Reversed ${orderId}: item.remove sent, dispute opened`);
        break;
      case 'redeliver': {
        if (!tenant.deliveries().some((d) => d.event_id === eventId))
          throw new FlowError(404, 'not_found', `No event ${eventId}`);
        notice = await within(tenant.redeliver(eventId), `Redelivered ${eventId}`);
        break;
      }
      default:
        return errorPage(400, 'Unknown action', 'The form asked for neither refund, reverse nor redeliver.');
    }
  } catch (error) {
    if (!(error instanceof FlowError)) throw error;
    notice = `Refused (${error.status}): ${error.message}`;
  }
  const query = new URLSearchParams({ tenant: tenant.id, notice });
  return seeOther(`${request.path}?${query}`);
}

/** `done` once `action` finished within the wait, else a note that it is still running; its FlowError rethrown. */
async function within(action: Promise<unknown>, done: string): Promise<string> {
  return (await finishedWithin(action)) ? done : `${done}; the game has not answered yet`;
}
