/**
 * `POST /_emulator/hub/login`: the HTTP form of `emu.hubLogin` (spec §4 Hub login flow, step 1), for
 * games tested against the CLI emulator from another language or process, and for the contract
 * run. Body `{ "deep_link": "https://..." }`, the game's API key in `Authorization` as for any API
 * call (nonces belong to the game, §4); answers 200 `{ "url", "nonce" }`, the link the hub would open
 * with a fresh nonce appended. Not an operation of the document: it is the hub's side.
 */
import { keyFromAuthorization } from '../auth/authenticate.js';
import type { EmulatorContext } from '../context.js';
import { EmulatorCapacityError } from '../errors/capacity-error.js';
import { errorBody, json } from '../http/responses.js';
import type { FlowsRuntime } from './flows-runtime.js';

export const HUB_LOGIN_CONTROL_PATH = '/_emulator/hub/login';

export function installHubRoute(context: EmulatorContext, runtime: FlowsRuntime): void {
  context.addRoute('POST', HUB_LOGIN_CONTROL_PATH, (request) => {
    const key = keyFromAuthorization(request.headers.authorization);
    const known = key === undefined ? undefined : context.keys.lookup(key);
    if (key === undefined || known === undefined) {
      return errorBody(401, 'Not authenticated', { 'www-authenticate': 'Bearer, Basic' });
    }
    if (known.restricted) return errorBody(403, 'Not authorized');
    // Each call stores a nonce: refused once the records are at the cap (maxStoredBytes).
    const { storedBytes } = context.state;
    if (storedBytes >= context.options.maxStoredBytes) {
      return errorBody(409, EmulatorCapacityError.storage(storedBytes, context.options.maxStoredBytes).message);
    }
    let deepLink: unknown;
    try {
      deepLink = (JSON.parse(request.body ?? '') as { deep_link?: unknown } | null)?.deep_link;
    } catch {
      return errorBody(400, 'Malformed JSON body.');
    }
    if (typeof deepLink !== 'string') return errorBody(400, 'deep_link: expected your game deep link, a string');
    try {
      return json(200, runtime.forTenant(runtime.tenantFor(key)).hubLogin(deepLink));
    } catch (error) {
      if (error instanceof TypeError) return errorBody(400, `deep_link: ${error.message.replace(/^deepLink: /, '')}`);
      throw error;
    }
  });
}
