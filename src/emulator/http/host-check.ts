/**
 * Which `Host` names the emulator's socket answers (DNS rebinding): a page on another site whose
 * DNS name is re-pointed at 127.0.0.1 reaches a loopback server with its own name in `Host`, and
 * could then read the inspector and post to it as a page of the emulator's own origin. So the
 * socket answers only
 *
 * - `localhost`, and any IP address (`127.0.0.1`, `[::1]`, a LAN address): a browser sends an IP in
 *   `Host` only for a page whose origin is that IP, which no DNS answer can forge;
 * - the name it was told to listen on (`host`), and the names in `allowedHosts` (a Docker service
 *   name, the machine's name), compared without case.
 *
 * The port is not compared: a forwarded port (Docker `-p 8080:4010`, `ssh -L`) changes it, and a
 * rebinding page cannot choose its name by it. Anything else is 403 with the generic error body (§7,
 * declared by every operation). `emu.fetch` has no socket a browser could reach and answers any
 * origin; `emu.handle` is left to the server it is mounted in.
 */
import { isIP } from 'node:net';
import { errorBody } from './responses.js';
import type { EmulatorResponse } from './types.js';

/** `name`, `name:port`, `1.2.3.4:port`, `[v6]:port`: nothing that a URL could read otherwise (`a@b`, `a/b`). */
const HOST_HEADER = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(:\d{1,5})?$/;

/** The name in a Host header or a host option, lower case, brackets kept for IPv6; undefined when unreadable. */
export function hostName(text: string): string | undefined {
  const bracketed = isIP(text) === 6 ? `[${text}]` : text;
  if (!HOST_HEADER.test(bracketed)) return undefined;
  try {
    return new URL(`http://${bracketed}`).hostname.replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

const isAddress = (name: string) => isIP(name.replace(/^\[(.*)\]$/, '$1')) !== 0;

/** Whether `host` (an address or name to listen on) keeps the emulator on this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = hostName(host);
  return name === 'localhost' || name === '[::1]' || (name !== undefined && /^127\.\d+\.\d+\.\d+$/.test(name));
}

/** The refusal for a request whose Host the emulator does not answer, or undefined to serve it. */
export function createHostCheck(
  host: string,
  allowedHosts: readonly string[],
): (header: string | undefined) => EmulatorResponse | undefined {
  const names = new Set(['localhost', ...[host, ...allowedHosts].map((name) => hostName(name) ?? name.toLowerCase())]);
  return (header) => {
    // Only a client speaking HTTP/1.0 sends none (Node answers an HTTP/1.1 request without one 400): not a browser.
    if (header === undefined) return undefined;
    const name = hostName(header);
    if (name !== undefined && (isAddress(name) || names.has(name))) return undefined;
    const shown = JSON.stringify(header.length > 100 ? `${header.slice(0, 100)}...` : header);
    return errorBody(
      403,
      `The emulator does not answer to the host name ${shown} (DNS rebinding guard). It answers to localhost, IP addresses and ${[...names].filter((n) => n !== 'localhost' && !isAddress(n)).join(', ') || 'no other name'}; add a name with the allowedHosts option or --allowed-host.`,
    );
  };
}

/** The warning for a `host` beyond loopback, or undefined. */
export function exposureWarning(host: string): string | undefined {
  if (isLoopbackHost(host)) return undefined;
  const where = host === '0.0.0.0' || host === '::' ? `${host} (every network interface)` : host;
  return `The emulator listens on ${where}, not loopback: other machines can reach it, its checkout pages and its inspector (which refunds and redelivers). Listen on 127.0.0.1 unless they must.`;
}
