/**
 * `back_to_game_url` (spec §2 Order) is where the checkout page sends the paid player, in a
 * `Location` header (§6 item.add). A header cannot carry control characters and a URL never holds
 * them raw, so an order whose address has one (CR, LF, tab, NUL, ...) is refused when it is created,
 * with a 422 naming the field (§7), instead of stranding the player after Pay. Anything else is kept
 * as sent: non-ASCII text is percent-encoded when the page redirects (`redirectTarget`), and a value
 * that is not a URL leaves the player on the completed page.
 */
import type { OperationHandler } from '../core/operation-handlers.js';
import { HttpError } from '../http/responses.js';
import { isNavigableUrl } from './html.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Wraps createOrder: refuses a back_to_game_url no redirect can carry. */
export const refuseUnusableBackToGameUrl =
  (next: OperationHandler): OperationHandler =>
  (call) => {
    const back = (call.body as { back_to_game_url?: unknown } | undefined)?.back_to_game_url;
    if (typeof back === 'string' && CONTROL.test(back)) {
      throw HttpError.validation([
        {
          loc: ['body', 'back_to_game_url'],
          msg: 'Input should be a URL without control characters (CR, LF, tab, ...)',
          type: 'url_parsing',
        },
      ]);
    }
    return next(call);
  };

/** The `Location` to send a player to `url`: percent-encoded, so it always fits a header; undefined when not navigable. */
export function redirectTarget(url: string | null | undefined): string | undefined {
  return isNavigableUrl(url) ? new URL(url).href : undefined;
}
