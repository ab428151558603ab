/**
 * Where a delivery goes: a game's in-process Fetch handler (no port, as msw does for browsers), or
 * `fetch` to a loopback URL. The emulator never sends to the network (issue #22: loopback only), so
 * any other URL is refused before a byte is sent.
 */
import type { FetchHandler } from './registration.js';

/** Sends one request; `fetch`'s shape, so the loopback transport is `fetch` itself. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** `localhost`, `*.localhost`, 127.0.0.0/8 and ::1 (RFC 6761 and 1122 loopback names and ranges). */
export function isLoopbackUrl(url: URL): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * The transport for a registration's URL: its in-process handler when one is mapped to that exact
 * URL, `fetch` for a loopback URL, else a reason it cannot be delivered to.
 */
export function resolveTransport(url: string, handlers: ReadonlyMap<string, FetchHandler>): Transport | string {
  const handler = handlers.get(url);
  if (handler) return (target, init) => handler(new Request(target, init));
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${url} is not a URL and no in-process handler is mapped to it`;
  }
  if (!isLoopbackUrl(parsed)) {
    return `${parsed.origin} is not a loopback address; the emulator sends only to 127.0.0.1, ::1, localhost or an in-process handler`;
  }
  return fetch;
}
