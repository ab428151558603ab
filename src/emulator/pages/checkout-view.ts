/**
 * What the checkout page shows (spec §1: the payment form the service hosts): the order, the
 * payment methods the key allows (card only in the sandbox), Pay and Decline; after Pay, the state
 * of the item.add deliveries until the game answers 2xx.
 */
import type { CheckoutSession, OrderStatus } from '../checkout/checkout.js';
import type { DeliveryRecord } from '../delivery/deliveries.js';
import { deliveryState } from './delivery-view.js';
import { html, isNavigableUrl, type SafeHtml } from './html.js';

/** Names the page shows for the emulator's method ids (checkout/payment-methods.ts); others show as is. */
const METHOD_NAMES: Record<string, string> = {
  card: 'Card',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  paypal: 'PayPal',
  ideal: 'iDEAL',
};

function price(order: CheckoutSession): string {
  if (order.amount === null) return 'price from the catalogue (not sent with the order)';
  return `${order.amount} ${order.currency ?? ''}`.trim();
}

function summary(order: CheckoutSession): SafeHtml {
  const items = order.items.map(
    (item) =>
      html`<tr><td><code>${item.sku}</code></td><td>${item['name'] ?? ''}</td><td>${item['description'] ?? ''}</td></tr>`,
  );
  return html`<section><h2>Order <code>${order.order_id}</code></h2>
<p>Player <code>${order.player_id}</code> · <span id="price">${price(order)}</span></p>
<table><thead><tr><th>sku</th><th>name</th><th>description</th></tr></thead><tbody>${items}</tbody></table></section>`;
}

export interface CheckoutFormView {
  order: CheckoutSession;
  methods: readonly string[];
  sandbox: boolean;
  /** A notice above the form: the last payment was declined, or Pay was refused. */
  notice?: string;
}

/** An open order: the payment form. */
export function checkoutForm(view: CheckoutFormView): SafeHtml {
  const { order, methods, sandbox } = view;
  const options = methods.map(
    (m, i) =>
      html`<label><input type="radio" name="method" value="${m}"${i === 0 ? html` checked` : ''}> ${METHOD_NAMES[m] ?? m}</label>`,
  );
  const env = sandbox
    ? 'Sandbox key: card payments only, no real money (spec §1).'
    : 'Live key: cards, wallets and local methods (spec §1). The emulator takes no real money.';
  return html`<h1>Pay for your items</h1>${view.notice ? html`<section class="bad" role="alert">${view.notice}</section>` : ''}
${summary(order)}
<section><form method="post"><h2>Payment method</h2><p class="muted">${env}</p>${options}
<label>Email <input type="email" name="email" value="${order.email ?? ''}"></label>
<p><button name="action" value="pay">Pay</button> <button name="action" value="decline" class="secondary">Decline</button></p>
</form></section>`;
}

const STATUS_TEXT: Record<Exclude<OrderStatus, 'open'>, string> = {
  awaiting_game: 'Payment received. Waiting for the game to confirm the items.',
  completed: 'Payment complete: the game confirmed the items.',
  delivery_failed: 'Payment received, but the game did not confirm the items.',
  refunded: 'This order was refunded.',
  reversed: 'This payment was reversed.',
  expired: 'This order expired 24 hours after it was created (spec §3) and can no longer be paid.',
};

export interface CheckoutStateView {
  order: CheckoutSession;
  status: Exclude<OrderStatus, 'open'>;
  deliveries: readonly DeliveryRecord[];
  now: number;
}

/** After Pay (or an order that cannot be paid): what happened, and each delivery's state. */
export function checkoutState(view: CheckoutStateView): SafeHtml {
  const { order, status, deliveries, now } = view;
  const lines = deliveries.map(
    (d) =>
      html`<li data-delivery="${d.id}"><code>${d.url}</code>: <span class="delivery-state">${deliveryState(d, now)}</span></li>`,
  );
  const back = order.back_to_game_url;
  const link =
    status === 'completed' && isNavigableUrl(back) ? html`<p><a href="${back}">Return to the game</a></p>` : '';
  const problem = status === 'delivery_failed' && order.problem ? html`<p>${order.problem}</p>` : '';
  return html`<h1 id="checkout-status" data-status="${status}">${STATUS_TEXT[status]}</h1>${problem}${link}
${deliveries.length > 0 ? html`<section><h2>Webhook deliveries</h2><ul>${lines}</ul></section>` : ''}
${summary(order)}`;
}
