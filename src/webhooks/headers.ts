/**
 * The names of the two signature headers (spec §6 Delivery headers), and reading a header the same
 * way from Node's `IncomingHttpHeaders`, a plain object a test or tool built, or a Fetch `Headers`,
 * without ever throwing on odd input.
 *
 * The one place the names are resolved: the receiver, `signWebhook`, `createSignedDelivery`, the
 * CLI's webhook commands (read-input.ts) and the emulator all call `resolveHeaderNames`, so a sender
 * and a receiver given the same options always agree.
 */
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from './document.js';
import { WebhookError } from './webhook-error.js';

/** The header-name options every webhook helper takes. */
export interface WebhookHeaderNames {
  /**
   * The service maker's name, as the real header names carry it: spec §6 writes `x-service-signature`
   * and `x-service-signature-timestamp`, and the real interface puts the maker's name where they
   * say `service`. `'acme'` gives `x-acme-signature` and `x-acme-signature-timestamp`. Letters,
   * digits and inner hyphens; matched case-insensitively.
   * @default undefined (the document's names, `x-service-signature` and `x-service-signature-timestamp`)
   */
  makerName?: string;
  /**
   * Advanced: the whole signature header name, for a name that does not follow the
   * `x-<maker>-signature` pattern. Takes precedence over `makerName`.
   * @default from `makerName`, else the document's `x-service-signature`
   */
  signatureHeader?: string;
  /**
   * Advanced: the whole timestamp header name. Takes precedence over `makerName`.
   * @default from `makerName`, else the document's `x-service-signature-timestamp`
   */
  timestampHeader?: string;
}

/** Both header names, lowercased. */
export interface ResolvedHeaderNames {
  signature: string;
  timestamp: string;
}

/** The word the document writes where the real names carry the maker's (`service` in spec §6). */
const DOCUMENT_MAKER = /^x-(.+?)-signature$/.exec(WEBHOOK_SIGNATURE_HEADER)?.[1];

/**
 * Both header names, lowercased: an explicit `signatureHeader`/`timestampHeader` first, then the
 * names `makerName` gives, then the document's. Throws `WebhookError` for a bad value.
 */
export function resolveHeaderNames(options: WebhookHeaderNames = {}): ResolvedHeaderNames {
  const maker = makerNames(options.makerName);
  return {
    signature: headerName(options.signatureHeader, maker?.signature ?? WEBHOOK_SIGNATURE_HEADER, 'signatureHeader'),
    timestamp: headerName(options.timestampHeader, maker?.timestamp ?? WEBHOOK_TIMESTAMP_HEADER, 'timestampHeader'),
  };
}

/** The document's names with the maker's name in place of the document's word (spec §6). */
function makerNames(makerName: unknown): ResolvedHeaderNames | undefined {
  if (makerName === undefined) return undefined;
  if (
    typeof makerName !== 'string' ||
    !/^[a-z0-9]+(-[a-z0-9]+)*$/i.test(makerName) ||
    /^x-|signature/i.test(makerName)
  ) {
    throw new WebhookError(
      'invalid_options',
      "makerName: expected the maker's name alone, such as 'acme' (which gives x-acme-signature)",
    );
  }
  if (DOCUMENT_MAKER === undefined) {
    throw new WebhookError(
      'invalid_options',
      `makerName: the document's header ${WEBHOOK_SIGNATURE_HEADER} is not of the form x-<maker>-signature; set signatureHeader and timestampHeader`,
    );
  }
  const from = `x-${DOCUMENT_MAKER}-`;
  const to = `x-${makerName.toLowerCase()}-`;
  return {
    signature: WEBHOOK_SIGNATURE_HEADER.replace(from, to),
    timestamp: WEBHOOK_TIMESTAMP_HEADER.replace(from, to),
  };
}

function headerName(value: unknown, fallback: string, option: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(value)) {
    throw new WebhookError('invalid_options', `${option}: expected a header name such as ${fallback}`);
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
