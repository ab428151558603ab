/**
 * Retry, part 2 of 3: how long to wait before retry number `retry` (0 for the first retry)
 * when the service did not say.
 *
 * Exponential backoff with full jitter (a uniform pick in [0, cap)) so that many game servers
 * hit by the same 503 do not come back in lockstep.
 */
export interface BackoffOptions {
  /** Ceiling of the first retry's delay; doubles per retry. */
  baseDelayMs: number;
  /** The ceiling never grows past this. */
  maxDelayMs: number;
}

export function backoffDelay(retry: number, options: BackoffOptions, random: () => number = Math.random): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}
