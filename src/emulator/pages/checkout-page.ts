/**
 * The page behind an order's opaque `checkout_url` (spec §1, §3, §6 item.add).
 *
 * GET shows the payment form while the order is open; after Pay, the item.add deliveries (waiting,
 * redelivering, failed), refreshing every second, and once every registration answered 2xx a 303
 * to `back_to_game_url` (§6: the player is redirected "only after this answer"). Without a
 * navigable back_to_game_url the page says the payment is complete and stays.
 * POST takes the form: Pay waits up to `payWaitMs` for the game's first answer, so a game that
 * answers at once sends the player straight back; then a 303 to the GET (a reload never pays twice).
 */
import type { Checkout } from '../checkout/checkout.js';
import { FlowError } from '../errors/flow-error.js';
import { checkoutForm, checkoutState } from './checkout-view.js';
import { errorPage, type PageRequest, readForm } from './forms.js';
import { isNavigableUrl } from './html.js';
import { page, type PageResponse, seeOther } from './layout.js';

export interface CheckoutPageEnv {
  /** The checkout of the tenant the order belongs to. */
  checkout: Checkout;
  /** The order's key is a sandbox key (§1: card only). */
  sandbox: boolean;
  /** The emulator clock, ms. */
  now(): number;
  /**
   * How long Pay waits for the game's first answer before showing the waiting page, in wall-clock ms.
   * @default 2000
   */
  payWaitMs?: number;
}

const DECLINED = 'Your payment was declined. Try again, or choose another method.';

/** Answers GET and POST at an order's checkout address. */
export async function serveCheckout(
  env: CheckoutPageEnv,
  orderId: string,
  request: PageRequest,
): Promise<PageResponse> {
  if (request.method === 'POST') return post(env, orderId, request);
  return show(env, orderId, request.query.has('declined') ? DECLINED : undefined);
}

function show(env: CheckoutPageEnv, orderId: string, notice?: string, status = 200): PageResponse {
  const order = env.checkout.get(orderId);
  if (!order) return errorPage(404, 'No such checkout', 'This checkout address does not belong to any order.');
  const state = env.checkout.status(order);
  if (state === 'open') {
    const form = checkoutForm({ order, methods: env.checkout.paymentMethods, sandbox: env.sandbox, notice });
    return page('Checkout', form, { status });
  }
  if (state === 'completed' && isNavigableUrl(order.back_to_game_url)) return seeOther(order.back_to_game_url);
  const deliveries = order.payment_id ? env.checkout.outcome(order).deliveries : [];
  const body = checkoutState({ order, status: state, deliveries, now: env.now() });
  // Waiting pages reload themselves; a failed one slowly, as a redelivery from the inspector may complete it.
  const refreshSeconds = state === 'awaiting_game' ? 1 : state === 'delivery_failed' ? 5 : undefined;
  return page('Checkout', body, { status: state === 'expired' ? 410 : status, refreshSeconds });
}

async function post(env: CheckoutPageEnv, orderId: string, request: PageRequest): Promise<PageResponse> {
  const form = readForm(request);
  if (!(form instanceof URLSearchParams)) return form;
  const method = form.get('method') ?? 'card';
  const self = `${request.path}${request.query.size > 0 ? `?${request.query}` : ''}`;
  try {
    switch (form.get('action')) {
      case 'pay':
        await withinMs(env.checkout.pay(orderId, method).first, env.payWaitMs ?? 2000);
        return seeOther(self);
      case 'decline': {
        env.checkout.decline(orderId, method);
        const query = new URLSearchParams(request.query);
        query.set('declined', '1');
        return seeOther(`${request.path}?${query}`);
      }
      default:
        return errorPage(400, 'Unknown action', 'The form asked for neither Pay nor Decline.');
    }
  } catch (error) {
    if (!(error instanceof FlowError)) throw error;
    return show(env, orderId, error.message, error.status);
  }
}

/** Waits for `promise` at most `ms` (wall clock); never rejects. */
async function withinMs(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([
    promise.then(
      () => {},
      () => {},
    ),
    elapsed,
  ]);
  clearTimeout(timer);
}
