/**
 * Passwordless hub login (spec §2 Authorize user, §2 Reject authorization, §4 Hub login flow): the
 * hub's side. `open` mints a nonce and returns the deep link the hub would open (step 1); `use`
 * checks and spends the nonce when POST /v1/users/authorize or .../reject comes (steps 3 and 5),
 * before api/users.ts answers with the page address carrying the token or the reason (§2).
 *
 * Choices the spec leaves open (§4 shows no refusal status and no nonce lifetime):
 * - A nonce is used once: by an authorization or by a rejection, whichever comes first.
 * - A nonce the hub never issued is refused with 400, one already used with 409 (both declared by
 *   the two operations; §7: 409 is a request that conflicts with the resource's current state).
 * - Nonces do not expire in the emulator.
 */
import { randomBytes } from 'node:crypto';
import { FlowError } from '../errors/flow-error.js';
import { KeyedPart } from '../state/keyed-part.js';
import { definePart } from '../state/part.js';
import { appendNonce } from './deep-link.js';

export interface NonceRecord {
  deep_link: string;
  /** ISO 8601, emulator clock. */
  issued_at: string;
  state: 'issued' | 'authorized' | 'rejected';
  used_at: string | null;
}

const check = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  ['issued', 'authorized', 'rejected'].includes((value as NonceRecord).state)
    ? undefined
    : "must be a nonce record with state 'issued', 'authorized' or 'rejected'";

/**
 * nonce → record, per tenant: the nonces the hub issued for this game. Seedable, so a seed can hold
 * nonces the hub "already issued" (`{ "hubNonces": { "<nonce>": { "deep_link": "...", "issued_at":
 * "...", "state": "issued", "used_at": null } } }`): each tenant may then use each of them once.
 */
export const hubNoncesPart = definePart('hubNonces', (env) => new KeyedPart<NonceRecord>(env, check), {
  seedable: true,
});

/** §4 step 1: the link the hub opens, with a fresh nonce appended (32 hex digits, like §2's example). */
export function issueNonce(
  nonces: KeyedPart<NonceRecord>,
  deepLink: string,
  now: number,
): { url: string; nonce: string } {
  const nonce = randomBytes(16).toString('hex');
  const url = appendNonce(deepLink, nonce);
  nonces.set(nonce, { deep_link: deepLink, issued_at: new Date(now).toISOString(), state: 'issued', used_at: null });
  return { url, nonce };
}

/**
 * Spends a nonce for an authorization or a rejection. Throws `FlowError` 400 for a nonce the hub
 * never issued and 409 for one already used. Inside a request the change is journaled, so a request
 * that fails later leaves the nonce unused.
 */
export function useNonce(
  nonces: KeyedPart<NonceRecord>,
  nonce: string,
  state: 'authorized' | 'rejected',
  now: number,
): void {
  const record = nonces.get(nonce);
  if (!record) {
    throw new FlowError(
      400,
      'unknown_nonce',
      'Unknown nonce: the hub did not issue it (in the emulator, nonces come from emu.hubLogin({ deepLink }))',
    );
  }
  if (record.state !== 'issued') {
    throw new FlowError(409, 'nonce_used', `The nonce was already used (${record.state}); a nonce is used once`);
  }
  nonces.set(nonce, { ...record, state, used_at: new Date(now).toISOString() });
}
