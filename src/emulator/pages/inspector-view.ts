/**
 * The inspector's sections, newest first: orders (with Refund and Reverse), payments, disputes, and
 * every delivery with each attempt's status, latency and body (with Redeliver).
 */
import type { DeliveryRecord } from '../delivery/deliveries.js';
import { attemptsTable, deliveryState, instant } from './delivery-view.js';
import { html, type SafeHtml } from './html.js';
import type { InspectorTenant } from './inspector-page.js';

type Tenant = Pick<InspectorTenant, 'id' | 'checkout' | 'payments' | 'disputes' | 'deliveries' | 'now'>;

/** A one-button form posting `action` for `fields` back to the inspector. */
function button(tenant: Tenant, action: string, label: string, fields: Record<string, string>): SafeHtml {
  const hidden = Object.entries(fields).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`);
  return html`<form method="post" class="inline"><input type="hidden" name="tenant" value="${tenant.id}">${hidden}<button name="action" value="${action}" class="secondary">${label}</button></form>`;
}

function section(title: string, id: string, head: readonly string[], rows: SafeHtml[]): SafeHtml {
  const body = rows.length > 0 ? rows : html`<tr><td colspan="${head.length}" class="muted">none yet</td></tr>`;
  return html`<section id="${id}"><h2>${title} (${rows.length})</h2><table><thead><tr>${head.map((h) => html`<th>${h}</th>`)}</tr></thead><tbody>${body}</tbody></table></section>`;
}

/** Paid orders can be taken back whatever the game answered (disputes/refunds.ts). */
const REMOVABLE = new Set(['completed', 'delivery_failed']);

export function ordersSection(tenant: Tenant): SafeHtml {
  const rows = tenant.checkout
    .list()
    .reverse()
    .map((order) => {
      const status = tenant.checkout.status(order);
      const fields = { order_id: order.order_id };
      const actions = REMOVABLE.has(status)
        ? html`${button(tenant, 'refund', 'Refund', fields)} ${button(tenant, 'reverse', 'Reverse', fields)}`
        : '';
      return html`<tr data-order="${order.order_id}"><td><code>${order.order_id}</code></td><td><code>${order.player_id}</code></td>
<td>${order.items.map((i) => html`<code>${i.sku}</code> `)}</td><td>${order.amount === null ? '' : `${order.amount} ${order.currency ?? ''}`}</td>
<td class="status">${status}</td><td>${instant(order.created_at)}</td><td>${instant(order.expires_at)}</td><td>${actions}</td></tr>`;
    });
  return section('Orders', 'orders', ['order', 'player', 'items', 'amount', 'status', 'created', 'expires', ''], rows);
}

export function paymentsSection(tenant: Tenant): SafeHtml {
  const rows = tenant.payments
    .list()
    .reverse()
    .map(
      (
        p,
      ) => html`<tr data-payment="${p.id}"><td><code>${p.id}</code></td><td><code>${p.order_id}</code></td><td>${p.method}</td>
<td class="status">${p.status}</td><td>${p.amount === null ? '' : `${p.amount} ${p.currency ?? ''}`}</td><td>${p.created_at}</td><td>${p.status_updated_at}</td></tr>`,
    );
  return section(
    'Payments',
    'payments',
    ['payment', 'order', 'method', 'status', 'amount', 'created', 'status updated'],
    rows,
  );
}

export function disputesSection(tenant: Tenant): SafeHtml {
  const rows = tenant.disputes
    .list()
    .reverse()
    .map(
      (d) =>
        html`<tr data-dispute="${d.id}"><td><code>${d.id}</code></td><td><code>${d.order_id}</code></td><td>${d.status}</td><td>${d.reason}</td><td>${d.created_at}</td></tr>`,
    );
  return section('Disputes', 'disputes', ['dispute', 'order', 'status', 'reason', 'created'], rows);
}

function delivery(tenant: Tenant, record: DeliveryRecord): SafeHtml {
  return html`<article data-event="${record.event_id}" data-delivery="${record.id}"><h3><code>${record.event_type}</code> <code>${record.event_id}</code>
${button(tenant, 'redeliver', 'Redeliver', { event_id: record.event_id })}</h3>
<p>to <code>${record.url}</code> · <span class="delivery-state">${deliveryState(record, tenant.now())}</span></p>
${attemptsTable(record)}
<details><summary>event body</summary><pre>${JSON.stringify(record.event, null, 2)}</pre></details></article>`;
}

export function deliveriesSection(tenant: Tenant): SafeHtml {
  const records = tenant.deliveries.list().reverse();
  const body = records.length > 0 ? records.map((r) => delivery(tenant, r)) : html`<p class="muted">none yet</p>`;
  return html`<section id="deliveries"><h2>Webhook deliveries (${records.length})</h2>${body}</section>`;
}
