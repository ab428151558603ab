/**
 * Step 1 of the hub login flow (spec §4): the hub opens the game's deep link with a `nonce` query
 * parameter appended, keeping the static query parameters already in the link. The link is extended
 * as text, not re-serialised through URLSearchParams, so those parameters keep their exact bytes.
 */

/** Appends `nonce=<nonce>` to the query of `deepLink` (https App Link or custom scheme), before any fragment. */
export function appendNonce(deepLink: string, nonce: string): string {
  try {
    new URL(deepLink);
  } catch {
    throw new TypeError(`deepLink: expected an absolute URL such as https://play.example.com/login or mygame://login`);
  }
  const hash = deepLink.indexOf('#');
  const base = hash === -1 ? deepLink : deepLink.slice(0, hash);
  const fragment = hash === -1 ? '' : deepLink.slice(hash);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}nonce=${encodeURIComponent(nonce)}${fragment}`;
}
