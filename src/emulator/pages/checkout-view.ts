/**
 * What the checkout page shows (spec §1: the payment form the service hosts): the order, the
 * payment methods the key allows (card only in the sandbox), Pay and Decline; after Pay, the state
 * of the item.add deliveries until the game answers 2xx.
 */
import type { OrderRecord } from '../api/orders.js';
import type { CheckoutView } from '../checkout/checkout.js';
import type { OrderStatus } from '../checkout/checkout-state.js';
import { deliveryState } from './delivery-view.js';
import { html, type SafeHtml } from './html.js';

/** Names the page shows for the emulator's method ids (checkout/payment-methods.ts); others show as is. */
const METHOD_NAMES: ReadonlyMap<string, string> = new Map([
  ['card', 'Card'],
  ['apple_pay', 'Apple Pay'],
  ['google_pay', 'Google Pay'],
  ['paypal', 'PayPal'],
  ['ideal', 'iDEAL'],
]);

/** A field the game sent (§2 Order: optional, not typed by the record), as text or ''. */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** `4.99 USD`, or where the price comes from when the order carries none (§2: price_decimal is optional). */
export function priceOf(order: OrderRecord): string {
  if (typeof order.price_decimal !== 'number') return 'price from the catalogue (not sent with the order)';
  return `${order.price_decimal} ${text(order.currency)}`.trim();
}

function summary(order: OrderRecord): SafeHtml {
  const items = order.items.map(
    (item) =>
      html`<tr><td><code>${item.sku}</code></td><td>${text(item['name'])}</td><td>${text(item['description'])}</td></tr>`,
  );
  return html`<section><h2>Order <code>${order.order_id}</code></h2>
<p>Player <code>${order.player_id}</code> · <span id="price">${priceOf(order)}</span></p>
<table><thead><tr><th>sku</th><th>name</th><th>description</th></tr></thead><tbody>${items}</tbody></table></section>`;
}

/** An open order: the payment form; `notice` above it (the last payment was declined, Pay was refused). */
export function checkoutForm(view: CheckoutView, notice?: string): SafeHtml {
  const methods = view.payment_methods;
  const options = methods.map(
    (m, i) =>
      html`<label><input type="radio" name="method" value="${m}"${i === 0 ? html` checked` : ''}> ${METHOD_NAMES.get(m) ?? m}</label>`,
  );
  const environment =
    view.order.environment === 'sandbox'
      ? 'Sandbox key: card payments only, no real money (spec §1).'
      : 'Live key: cards, wallets and local methods (spec §1). The emulator takes no real money.';
  return html`<h1>Pay for your items</h1>${notice ? html`<section class="bad" role="alert" id="notice">${notice}</section>` : ''}
${summary(view.order)}
<section><form method="post"><h2>Payment method</h2><p class="muted">${environment}</p>${options}
<label>Email <input type="email" name="email" value="${text(view.order.email)}"></label>
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

/** After Pay (or an order that cannot be paid): what happened, and each delivery's state. */
export function checkoutState(view: CheckoutView, now: number): SafeHtml {
  const status = view.status as Exclude<OrderStatus, 'open'>;
  const lines = view.deliveries.map(
    (d) =>
      html`<li data-delivery="${d.id}"><code>${d.url}</code>: <span class="delivery-state">${deliveryState(d, now)}</span></li>`,
  );
  const problem = status === 'delivery_failed' && view.checkout.problem ? html`<p>${view.checkout.problem}</p>` : '';
  return html`<h1 id="checkout-status" data-status="${status}">${STATUS_TEXT[status]}</h1>${problem}
${lines.length > 0 ? html`<section><h2>Webhook deliveries</h2><ul>${lines}</ul></section>` : ''}
${summary(view.order)}`;
}
