/**
 * The inspector's sections, newest first: orders (with Refund and Reverse), payments, disputes, and
 * every delivery with each attempt's status, latency and body (with Redeliver). A section shows the
 * newest `SHOWN` records and says how many there are, so a run with 100,000 orders still answers.
 */
import { priceOf } from './checkout-view.js';
import type { DeliveryRecord } from '../deliveries/delivery-log.js';
import { attemptsTable, deliveryState } from './delivery-view.js';
import { html, type SafeHtml } from './html.js';
import type { InspectorTenant } from './inspector-tenant.js';

/** Records per section on one page. */
export const SHOWN = 200;

/** The newest `SHOWN` of `records` (oldest first), newest first. */
const newest = <T>(records: readonly T[]): T[] => records.slice(-SHOWN).reverse();

/** A one-button form posting `action` for `fields` back to the inspector. */
function button(tenant: InspectorTenant, action: string, label: string, fields: Record<string, string>): SafeHtml {
  const hidden = Object.entries(fields).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`);
  return html`<form method="post" class="inline"><input type="hidden" name="tenant" value="${tenant.id}">${hidden}<button name="action" value="${action}" class="secondary">${label}</button></form>`;
}

function section(title: string, id: string, total: number, head: readonly string[], rows: SafeHtml[]): SafeHtml {
  const body = rows.length > 0 ? rows : html`<tr><td colspan="${head.length}" class="muted">none yet</td></tr>`;
  const count = total > rows.length ? `newest ${rows.length} of ${total}` : String(total);
  return html`<section id="${id}"><h2>${title} (${count})</h2><table><thead><tr>${head.map((h) => html`<th>${h}</th>`)}</tr></thead><tbody>${body}</tbody></table></section>`;
}

/** Paid orders can be taken back whatever the game answered (refunds/refunds.ts). */
const REMOVABLE = new Set(['completed', 'delivery_failed']);

export function ordersSection(tenant: InspectorTenant): SafeHtml {
  const views = tenant.orders();
  const rows = newest(views).map(({ order, status }) => {
    const fields = { order_id: order.order_id };
    const actions = REMOVABLE.has(status)
      ? html`${button(tenant, 'refund', 'Refund', fields)} ${button(tenant, 'reverse', 'Reverse', fields)}`
      : '';
    return html`<tr data-order="${order.order_id}"><td><code>${order.order_id}</code></td><td><code>${order.player_id}</code></td>
<td>${order.items.map((i) => html`<code>${i.sku}</code> `)}</td><td>${priceOf(order)}</td>
<td class="status">${status}</td><td>${order.created_at}</td><td>${order.expires_at}</td><td>${actions}</td></tr>`;
  });
  const head = ['order', 'player', 'items', 'price', 'status', 'created', 'expires', ''];
  return section('Orders', 'orders', views.length, head, rows);
}

export function paymentsSection(tenant: InspectorTenant): SafeHtml {
  const payments = tenant.payments();
  const rows = newest(payments).map(
    (
      p,
    ) => html`<tr data-payment="${p.id}"><td><code>${p.id}</code></td><td><code>${p.order_id}</code></td><td>${p.method}</td>
<td class="status">${p.status}</td><td>${p.amount === null ? '' : `${p.amount} ${p.currency ?? ''}`}</td><td>${p.created_at}</td><td>${p.status_updated_at}</td></tr>`,
  );
  const head = ['payment', 'order', 'method', 'status', 'amount', 'created', 'status updated'];
  return section('Payments', 'payments', payments.length, head, rows);
}

export function disputesSection(tenant: InspectorTenant): SafeHtml {
  const disputes = tenant.disputes();
  const rows = newest(disputes).map(
    (d) =>
      html`<tr data-dispute="${d.id}"><td><code>${d.id}</code></td><td><code>${d.order_id}</code></td><td>${d.status}</td><td>${d.reason}</td><td>${d.created_at}</td></tr>`,
  );
  return section('Disputes', 'disputes', disputes.length, ['dispute', 'order', 'status', 'reason', 'created'], rows);
}

function delivery(tenant: InspectorTenant, record: DeliveryRecord): SafeHtml {
  return html`<article data-event="${record.event_id}" data-delivery="${record.id}"><h3><code>${record.event_type}</code> <code>${record.event_id}</code>
${button(tenant, 'redeliver', 'Redeliver', { event_id: record.event_id })}</h3>
<p>to <code>${record.url}</code> · <span class="delivery-state">${deliveryState(record, tenant.now())}</span></p>
${attemptsTable(record)}
<details><summary>event body</summary><pre>${JSON.stringify(record.event, null, 2)}</pre></details></article>`;
}

export function deliveriesSection(tenant: InspectorTenant): SafeHtml {
  const records = tenant.deliveries();
  const shown = newest(records);
  const count = records.length > shown.length ? `newest ${shown.length} of ${records.length}` : String(records.length);
  const body = shown.length > 0 ? shown.map((r) => delivery(tenant, r)) : html`<p class="muted">none yet</p>`;
  return html`<section id="deliveries"><h2>Webhook deliveries (${count})</h2>${body}</section>`;
}
