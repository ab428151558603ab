/**
 * The names of the two signature headers (spec §6 Delivery headers), and reading a header the same
 * way from Node's `IncomingHttpHeaders`, a plain object a test or tool built, or a Fetch `Headers`,
 * without ever throwing on odd input.
 *
 * The one place the default names are resolved: the receiver, `signWebhook`, `createSignedDelivery`
 * and the CLI's webhook commands all call `resolveHeaderNames`, so a sender and a receiver given the
 * same options always agree.
 */
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from './document.js';
import { WebhookConfigError } from './errors/webhook-config-error.js';

/** The header-name options every webhook helper takes. */
export interface WebhookHeaderNames {
  /**
   * Name of the signature header. The real interface puts the service maker's name where the
   * document writes `service` (spec §6 Delivery headers), so it can be set here.
   * @default the document's header, `x-service-signature`
   */
  signatureHeader?: string;
  /**
   * Name of the timestamp header.
   * @default the document's header, `x-service-signature-timestamp`
   */
  timestampHeader?: string;
}

/** Both header names, lowercased, defaults applied. Throws `WebhookConfigError` for an empty name. */
export function resolveHeaderNames(options: WebhookHeaderNames = {}): { signature: string; timestamp: string } {
  return {
    signature: headerName(options.signatureHeader, WEBHOOK_SIGNATURE_HEADER, 'signatureHeader'),
    timestamp: headerName(options.timestampHeader, WEBHOOK_TIMESTAMP_HEADER, 'timestampHeader'),
  };
}

function headerName(value: unknown, fallback: string, option: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(value)) {
    throw new WebhookConfigError(`${option}: expected a header name such as ${fallback}`);
  }
  return value.toLowerCase();
}

/** Anything that carries request headers: Node's `req.headers`, a plain object, or Fetch `Headers`. */
export type WebhookHeaders =
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | { get(name: string): string | null };

/**
 * The header's value, or undefined when it is absent, empty or repeated with different values.
 * `name` must be lowercase. Plain objects are matched case-insensitively, since hand-built ones
 * (tests, replays from logs) often keep the sender's casing.
 */
export function readHeader(headers: unknown, name: string): string | undefined {
  if (headers === null || typeof headers !== 'object') return undefined;
  const getter = (headers as { get?: unknown }).get;
  if (typeof getter === 'function') {
    const value: unknown = getter.call(headers, name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  }
  const record = headers as Record<string, unknown>;
  let value: unknown = Object.hasOwn(record, name) ? record[name] : undefined;
  if (value === undefined) {
    for (const key of Object.keys(record)) {
      if (key.toLowerCase() === name) {
        value = record[key];
        break;
      }
    }
  }
  if (Array.isArray(value)) value = value.length === 1 ? value[0] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
