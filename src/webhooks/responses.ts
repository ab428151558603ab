import type { WebhookError } from './webhook-error.js';

/**
 * Default body limit: 1 MiB. Deliveries are small JSON envelopes (spec §6), so anything near this
 * is not a real delivery; the limit keeps a flood of large bodies from costing memory and HMAC time.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 1_048_576;

/** What happened to a delivery; adapters ignore it, tests and logs use it. */
export type WebhookOutcome =
  /** The handler ran and succeeded. */
  | 'processed'
  /** A duplicate of a processed event: answered like the first delivery, handler not run. */
  | 'duplicate'
  /** Refused before any handler ran (403, 400, 405, 413, or 500 for a receiver misconfiguration). */
  | 'rejected'
  /** The handler or the store failed: answered 5xx so the service retries. */
  | 'failed'
  /** A duplicate arrived while the first copy was still running: answered 409. */
  | 'busy';

/**
 * Response header that tells the sender what became of a delivery: `processed`, `duplicate`,
 * `rejected`, `failed` or `busy` (the `WebhookOutcome`). The service ignores it; `webhook trigger
 * --repeat` reads it to show which copies ran the handler and which were recognised as duplicates.
 */
export const WEBHOOK_OUTCOME_HEADER = 'x-webhook-outcome';

/** The core's answer, which the adapters write out unchanged (headers include the outcome header). */
export interface WebhookResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  outcome: WebhookOutcome;
  /** The typed error behind a non-2xx answer. */
  error?: WebhookError;
}

/** A response whose body is JSON text already, with the content type and the outcome header. */
export function textResponse(status: number, body: string, outcome: WebhookOutcome): WebhookResponse {
  // The name written out (it is WEBHOOK_OUTCOME_HEADER): a computed key would build this object,
  // made for every delivery, through a runtime call instead of from the literal.
  const headers = { 'content-type': 'application/json; charset=utf-8', 'x-webhook-outcome': outcome };
  return { status, headers, body, outcome };
}

export function jsonResponse(status: number, body: unknown, outcome: WebhookOutcome): WebhookResponse {
  return textResponse(status, JSON.stringify(body), outcome);
}

/** The spec's generic error body, `{ detail }` (spec §7), plus the machine-readable code. */
export function errorResponse(error: WebhookError): WebhookResponse {
  const outcome = error.status >= 500 && error.code !== 'body_not_raw' ? 'failed' : 'rejected';
  const response = jsonResponse(error.status, { detail: error.message, code: error.code }, outcome);
  if (error.status === 405) response.headers['allow'] = 'POST';
  return { ...response, error };
}

/** Byte length of a raw body candidate; 0 for anything that is not raw (verification reports that). */
export function byteLength(rawBody: unknown): number {
  if (typeof rawBody === 'string') return new TextEncoder().encode(rawBody).byteLength;
  if (rawBody instanceof Uint8Array) return rawBody.byteLength;
  return 0;
}

/** Default `onError`: one line per problem, 5xx to console.error (with the cause), 4xx to console.warn. */
export function logError(error: WebhookError, info: { status: number; eventType?: string }): void {
  const line = `[game-commerce-s2s webhooks] ${info.status} ${error.code}${info.eventType ? ` (${info.eventType})` : ''}: ${error.message}`;
  if (info.status >= 500 || error.code === 'store_failed')
    console.error(line, ...(error.cause === undefined ? [] : [error.cause]));
  else console.warn(line);
}
