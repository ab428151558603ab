/**
 * The page behind an order's opaque `checkout_url` (spec §1, §3, §6 item.add).
 *
 * GET shows the payment form while the order is open; after Pay, the item.add deliveries (waiting,
 * redelivering, failed), refreshing every second, and once every registration answered 2xx a 303
 * to `back_to_game_url` (§6: the player is redirected "only after this answer"), percent-encoded
 * (back-to-game.ts). Without a navigable back_to_game_url the page says the payment is complete and
 * stays.
 * POST takes the form: Pay waits up to `PAGE_WAIT_MS` (forms.ts) for the game's first answer, so a game that
 * answers at once sends the player straight back; then a 303 to the GET (a reload never pays twice).
 */
import type { CheckoutView } from '../checkout/checkout.js';
import { FlowError } from '../errors/flow-error.js';
import { checkoutForm, checkoutState } from './checkout-view.js';
import type { EmulatorRequest } from '../http/types.js';
import { errorPage, finishedWithin, readForm } from './forms.js';
import { redirectTarget } from './back-to-game.js';
import { page, type PageResponse, seeOther } from './layout.js';

/** One order's checkout, as the flows offer it (flows/tenant-flows.ts). */
export interface CheckoutPageEnv {
  /** The order as the page shows it; undefined when it does not exist. */
  view(): CheckoutView | undefined;
  /** Pays; resolves once each registration's first answer came. Throws `FlowError` when refused. */
  pay(method: string): Promise<unknown>;
  /** Declines; throws `FlowError` when refused. */
  decline(method: string): unknown;
  /** The emulator clock, ms. */
  now(): number;
}

const DECLINED = 'Your payment was declined. Try again, or choose another method.';

/** Answers GET and POST at an order's checkout address. */
export async function serveCheckout(env: CheckoutPageEnv, request: EmulatorRequest): Promise<PageResponse> {
  if (request.method === 'POST') return post(env, request);
  return show(env, request.query.has('declined') ? DECLINED : undefined);
}

function show(env: CheckoutPageEnv, notice?: string, status = 200): PageResponse {
  const view = env.view();
  if (!view) return errorPage(404, 'No such checkout', 'This checkout address does not belong to any order.');
  if (view.status === 'open') return page('Checkout', checkoutForm(view, notice), { status });
  // §6 item.add: the player is sent back only after the game's 2xx (redirect_url is set only then).
  const back = redirectTarget(view.redirect_url);
  if (back !== undefined) return seeOther(back);
  const body = checkoutState(view, env.now());
  // Waiting pages reload themselves; a failed one slowly, as a redelivery from the inspector may complete it.
  const refreshSeconds = view.status === 'awaiting_game' ? 1 : view.status === 'delivery_failed' ? 5 : undefined;
  return page('Checkout', body, { status: view.status === 'expired' ? 410 : status, refreshSeconds });
}

async function post(env: CheckoutPageEnv, request: EmulatorRequest): Promise<PageResponse> {
  const form = readForm(request);
  if (!(form instanceof URLSearchParams)) return form;
  const method = form.get('method') ?? 'card';
  const self = `${request.path}${request.query.size > 0 ? `?${request.query}` : ''}`;
  try {
    switch (form.get('action')) {
      case 'pay': {
        // Whatever the game answered, or not yet, the page shows it after the redirect.
        await finishedWithin(env.pay(method).catch(() => {}));
        return seeOther(self);
      }
      case 'decline': {
        env.decline(method);
        const query = new URLSearchParams(request.query);
        query.set('declined', '1');
        return seeOther(`${request.path}?${query}`);
      }
      default:
        return errorPage(400, 'Unknown action', 'The form asked for neither Pay nor Decline.');
    }
  } catch (error) {
    if (!(error instanceof FlowError)) throw error;
    return show(env, error.message, error.status);
  }
}
