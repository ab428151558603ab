/**
 * Hub login (spec §2 Authorize user / Reject authorization, §4 Hub login flow), the plain state
 * part: POST /v1/users/authorize stores the authorization and answers `authorization_url`, an
 * emulator page carrying a login token and the nonce as query parameters (`token`, `nonce`);
 * POST /v1/users/authorize/reject stores the rejection and answers `error_url`, an emulator page
 * carrying the nonce and the reason. Both answer 200: authorization as the provider's document says,
 * rejection (an operation only the spec has, §4) likewise.
 *
 * Checking the nonce (one the hub issued, used once) is the hub-login feature's job: it wraps these
 * handlers (`context.handlers.wrap`).
 */
import type { EmulatorContext } from '../core/context.js';
import { json } from '../http/responses.js';
import { Collection, type StoredRecord } from '../state/collection.js';
import { definePart } from '../state/part.js';

/** Pages emu-pages serves: the signed-in page and the hub's error page. */
export const AUTHORIZE_PAGE_PATH = '/hub/login';
export const AUTHORIZATION_ERROR_PAGE_PATH = '/hub/login/error';

export interface AuthorizationRecord extends StoredRecord {
  token: string;
  player_id: string;
  nonce: string;
  authorization_url: string;
  created_at: string;
}

export interface RejectionRecord extends StoredRecord {
  id: string;
  nonce: string;
  reason: string;
  error_url: string;
  created_at: string;
}

export const authorizationsPart = definePart(
  'authorizations',
  (environment) => new Collection<AuthorizationRecord>(environment, { idKey: 'token', idKind: 'loginToken' }),
);
export const rejectionsPart = definePart(
  'authorizationRejections',
  (environment) => new Collection<RejectionRecord>(environment, { idKind: 'rejection' }),
);

export function installUsers(context: EmulatorContext): void {
  const { state } = context;
  state.define(authorizationsPart);
  state.define(rejectionsPart);
  context.handlers.set('authorizeUser', (call) => {
    const body = call.body as { player_id: string; nonce: string };
    const authorizations = call.tenant.part(authorizationsPart);
    const token = authorizations.newId();
    const query = new URLSearchParams({ token, nonce: body.nonce });
    const authorization = authorizations.insert({
      token,
      ...body,
      authorization_url: context.link(`${AUTHORIZE_PAGE_PATH}?${query}`),
      created_at: new Date(call.tenant.clock.now()).toISOString(),
    });
    return json(200, { authorization_url: authorization.authorization_url });
  });
  context.handlers.set('rejectUserAuthorization', (call) => {
    const body = call.body as { nonce: string; reason: string };
    const rejections = call.tenant.part(rejectionsPart);
    const query = new URLSearchParams({ nonce: body.nonce, reason: body.reason });
    const rejection = rejections.insert({
      id: rejections.newId(),
      ...body,
      error_url: context.link(`${AUTHORIZATION_ERROR_PAGE_PATH}?${query}`),
      created_at: new Date(call.tenant.clock.now()).toISOString(),
    });
    return json(200, { error_url: rejection.error_url });
  });
}
