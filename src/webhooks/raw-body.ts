import { WebhookError } from './webhook-error.js';

/** The exact bytes received: a string (decoded as UTF-8), a Buffer or any Uint8Array. */
export type WebhookRawBody = string | Uint8Array;

const NOT_RAW_HINT =
  'The signature covers the exact bytes received (spec §6 Signature rule), so the webhook route needs the raw body: ' +
  "with Express mount express.raw({ type: 'application/json' }) on it instead of express.json(); with Fastify add a " +
  "content-type parser with parseAs: 'buffer'; with Fetch pass the Request itself.";

/**
 * Returns the body as bytes, or throws `body_not_raw` for anything that is not the raw body.
 * A parsed object cannot be verified: re-serialising it does not give back the signed bytes.
 */
export function toRawBytes(rawBody: unknown): Uint8Array {
  if (typeof rawBody === 'string') return new TextEncoder().encode(rawBody);
  if (rawBody instanceof Uint8Array) return rawBody;
  if (rawBody === undefined || rawBody === null) {
    throw new WebhookError('body_not_raw', `No raw request body was given. ${NOT_RAW_HINT}`);
  }
  const kind = Array.isArray(rawBody)
    ? 'an array'
    : typeof rawBody === 'object'
      ? 'an already parsed object'
      : `a ${typeof rawBody}`;
  throw new WebhookError('body_not_raw', `The request body is ${kind}, not the raw bytes. ${NOT_RAW_HINT}`);
}
