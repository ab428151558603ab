/**
 * The hub's pages in the login flow (spec §2 Authorize user, Reject authorization; §4 Hub login
 * flow): the page behind `authorization_url` shows the player signed in to the hub, and the page
 * behind `error_url` shows the hub's error for the reason the game gave.
 *
 * `player_info.avatar_url` is shown as text, never loaded: the pages fetch nothing from anywhere.
 */
import type { HubLogin } from '../login/hub-login.js';
import { instant } from './delivery-view.js';
import { errorPage, type PageRequest } from './forms.js';
import { html } from './html.js';
import { page, type PageResponse } from './layout.js';

/** What the hub tells the player for each §2 reason; another value is shown as given. */
const REASONS: Record<string, string> = {
  not_eligible: 'This account is not eligible to sign in to the game hub.',
  banned: 'This account is banned from the game hub.',
  rejected: 'The game rejected this sign-in.',
};

/**
 * GET `authorization_url`: the login token and nonce it carries (§2) name a signed-in player.
 * `hubLogin` is the login of the tenant that issued the token; undefined when none did.
 */
export function serveLogin(hubLogin: HubLogin | undefined, request: PageRequest): PageResponse {
  const token = request.query.get('token') ?? '';
  const session = hubLogin?.session(token);
  if (!session || session.nonce !== request.query.get('nonce')) {
    return errorPage(404, 'Sign-in link not valid', 'This sign-in link does not match any authorization.');
  }
  const info = session.player_info ?? {};
  const name = typeof info['name'] === 'string' ? info['name'] : undefined;
  const avatar = typeof info['avatar_url'] === 'string' ? info['avatar_url'] : undefined;
  const attributes = ['attributes', 'custom_attributes'].filter((k) => info[k] !== undefined);
  const body = html`<h1 id="signed-in">Signed in as <span id="player">${name ?? session.player_id}</span></h1>
<section><table><tbody>
<tr><th>player_id</th><td><code>${session.player_id}</code></td></tr>
${name ? html`<tr><th>name</th><td>${name}</td></tr>` : ''}
${avatar ? html`<tr><th>avatar_url</th><td><code>${avatar}</code> <span class="muted">(not loaded)</span></td></tr>` : ''}
${attributes.map((k) => html`<tr><th>${k}</th><td><pre>${JSON.stringify(info[k], null, 2)}</pre></td></tr>`)}
<tr><th>nonce</th><td><code>${session.nonce}</code></td></tr>
<tr><th>signed in at</th><td>${instant(session.created_at)}</td></tr>
</tbody></table>
<p class="muted">${session.redirect_path ? html`The hub would now open <code id="redirect-path">${session.redirect_path}</code>.` : 'The hub would now open its home page.'}</p></section>`;
  return page('Signed in', body);
}

/** GET `error_url`: the hub's error for the reason the game rejected the login with (§2). */
export function serveLoginError(hubLogin: HubLogin | undefined, request: PageRequest): PageResponse {
  if (hubLogin?.nonce(request.query.get('nonce') ?? '')?.state !== 'rejected') {
    return errorPage(404, 'Error link not valid', 'This error link does not match any rejected sign-in.');
  }
  const reason = request.query.get('reason') ?? '';
  const text = REASONS[reason] ?? 'The game refused this sign-in.';
  const body = html`<h1>Sign-in refused</h1><section><p id="reason-text">${text}</p>
<p class="muted">Reason: <code id="reason">${reason || 'none given'}</code></p></section>`;
  return page('Sign-in refused', body, { status: REASONS[reason] ? 200 : 400 });
}
