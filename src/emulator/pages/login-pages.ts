/**
 * The hub's pages in the login flow (spec §2 Authorize user, Reject authorization; §4 Hub login
 * flow): the page behind `authorization_url` shows the player signed in to the hub, and the page
 * behind `error_url` shows the hub's error for the reason the game gave. Each is found by what its
 * address carries (the login token, the rejected nonce); a link that matches nothing is 404.
 *
 * `player_info.avatar_url` is shown as text, never loaded: the pages fetch nothing from anywhere.
 */
import type { AuthorizationRecord, RejectionRecord } from '../api/users.js';
import { errorPage } from './forms.js';
import { html } from './html.js';
import { page, type PageResponse } from './layout.js';

/** What the hub tells the player for each §2 reason; another value is shown as given. */
const REASONS: ReadonlyMap<string, string> = new Map([
  ['not_eligible', 'This account is not eligible to sign in to the game hub.'],
  ['banned', 'This account is banned from the game hub.'],
  ['rejected', 'The game rejected this sign-in.'],
]);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** GET `authorization_url`: the authorization its token names, or undefined when none does. */
export function serveLogin(authorization: AuthorizationRecord | undefined): PageResponse {
  if (!authorization) {
    return errorPage(404, 'Sign-in link not valid', 'This sign-in link does not match any authorization.');
  }
  const info = (authorization['player_info'] ?? {}) as Record<string, unknown>;
  const name = text(info['name']);
  const avatar = text(info['avatar_url']);
  const redirect = text(authorization['redirect_path']);
  const attributes = ['attributes', 'custom_attributes'].filter((k) => info[k] !== undefined);
  const body = html`<h1 id="signed-in">Signed in as <span id="player">${name ?? authorization.player_id}</span></h1>
<section><table><tbody>
<tr><th>player_id</th><td><code>${authorization.player_id}</code></td></tr>
${name ? html`<tr><th>name</th><td>${name}</td></tr>` : ''}
${avatar ? html`<tr><th>avatar_url</th><td><code>${avatar}</code> <span class="muted">(not loaded)</span></td></tr>` : ''}
${attributes.map((k) => html`<tr><th>${k}</th><td><pre>${JSON.stringify(info[k], null, 2)}</pre></td></tr>`)}
<tr><th>nonce</th><td><code>${authorization.nonce}</code></td></tr>
<tr><th>signed in at</th><td>${authorization.created_at}</td></tr>
</tbody></table>
<p class="muted">${redirect ? html`The hub would now open <code id="redirect-path">${redirect}</code>.` : 'The hub would now open its home page.'}</p></section>`;
  return page('Signed in', body);
}

/** GET `error_url`: the rejection its nonce names, or undefined when none does. */
export function serveLoginError(rejection: RejectionRecord | undefined): PageResponse {
  if (!rejection) return errorPage(404, 'Error link not valid', 'This error link does not match any rejected sign-in.');
  const body = html`<h1>Sign-in refused</h1><section><p id="reason-text">${REASONS.get(rejection.reason) ?? 'The game refused this sign-in.'}</p>
<p class="muted">Reason: <code id="reason">${rejection.reason}</code></p></section>`;
  return page('Sign-in refused', body);
}
