/**
 * Where a delivery goes: a game's in-process Fetch handler (no port, as msw does for browsers), the
 * `webhookFetch` the emulator was given, or `fetch` to a loopback URL. With the default `fetch` the
 * emulator never sends to the network (it is a local test double: a delivery must never reach a real
 * server by mistake), so any other URL is refused before a byte is sent; a custom `webhookFetch`
 * decides for itself.
 */
import { isLoopbackHost } from '../http/host-check.js';
import type { FetchHandler } from './registration.js';

/** Sends one request; `fetch`'s shape, so the loopback transport is `fetch` itself. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  /** In-process game handlers by exact registration URL. */
  handlers: ReadonlyMap<string, FetchHandler>;
  /** The `webhookFetch` option, when one was given: it takes every other URL. */
  fetch?: Transport;
}

/** The transport for a registration's URL, or the reason nothing can be sent to it. */
export function resolveTransport(url: string, options: TransportOptions): Transport | string {
  const handler = options.handlers.get(url);
  if (handler) return (target, init) => handler(new Request(target, init));
  if (options.fetch) return options.fetch;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${url} is not a URL`;
  }
  // The socket's loopback names (host-check.ts) and, for a delivery, `*.localhost` too (RFC 6761).
  const loopback = isLoopbackHost(parsed.hostname) || parsed.hostname.endsWith('.localhost');
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !loopback) {
    return `${parsed.origin} is not a loopback address; the emulator sends only to 127.0.0.1, ::1, localhost, an in-process handler or a webhookFetch you give it`;
  }
  return fetch;
}
