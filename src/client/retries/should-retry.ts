/**
 * Retry, part 1 of 3: may this outcome be retried at all?
 *
 * Money is on the line (a createOrder sent twice is two orders), so POST and PATCH are retried
 * only when the service cannot have acted: a 429 (the request was refused by the rate limit,
 * spec §8) or a connection failure before the request was sent. GET, PUT and DELETE are
 * idempotent (sending one twice leaves the service as sending it once) and are also retried on
 * the 5xx that say "not now" (500, 502, 503, 504: a failure on the way or inside, which the next
 * attempt may not meet), on timeouts and on any network error. 501 and 505 say the service will
 * never do it: never retried.
 */

/** How one attempt ended, as far as the retry rules care. */
export type AttemptOutcome =
  | { kind: 'response'; status: number }
  | { kind: 'timeout' }
  | { kind: 'connection'; requestSent: boolean };

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Answers an idempotent request is retried on, besides 429. */
const TRANSIENT_STATUSES = new Set([500, 502, 503, 504]);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

export function shouldRetry(method: string, outcome: AttemptOutcome): boolean {
  const idempotent = isIdempotent(method);
  switch (outcome.kind) {
    case 'response':
      return outcome.status === 429 || (idempotent && TRANSIENT_STATUSES.has(outcome.status));
    case 'timeout':
      return idempotent;
    case 'connection':
      return idempotent || !outcome.requestSent;
  }
}
