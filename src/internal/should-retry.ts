/**
 * Retry, part 1 of 3: may this outcome be retried at all?
 *
 * Money is on the line (a createOrder sent twice is two orders), so POST and PATCH are retried
 * only when the service cannot have acted: a 429 (the request was refused by the rate limit,
 * spec §8) or a connection failure before the request was sent. GET, PUT and DELETE are
 * idempotent and are also retried on 503, on timeouts and on any network error.
 */

/** How one attempt ended, as far as the retry rules care. */
export type AttemptOutcome =
  | { kind: 'response'; status: number }
  | { kind: 'timeout' }
  | { kind: 'connection'; requestSent: boolean };

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

export function shouldRetry(method: string, outcome: AttemptOutcome): boolean {
  const idempotent = isIdempotent(method);
  switch (outcome.kind) {
    case 'response':
      return outcome.status === 429 || (idempotent && outcome.status === 503);
    case 'timeout':
      return idempotent;
    case 'connection':
      return idempotent || !outcome.requestSent;
  }
}
