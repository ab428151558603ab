/**
 * What the client asks before every attempt, retries included (spec §8: 1,000 requests a minute
 * per game; excess requests get 429). The default is an in-process token bucket; a limiter shared
 * by every instance of a game (`RedisRateLimiter` from `game-commerce-s2s/stores/redis`) or your
 * own can be passed as `rateLimit`.
 */
export interface RateLimiter {
  /**
   * Takes one request's turn. Returns `undefined` when the request may go now (no promise to
   * await), else a promise that resolves when its turn comes. Turns are granted first come, first
   * served. Rejects with `signal.reason` once `signal` aborts, and the turn is not used.
   */
  take(signal?: AbortSignal | null): Promise<void> | undefined;
}

/** Whether a `rateLimit` option value is a limiter rather than the bucket's options. */
export function isRateLimiter(value: unknown): value is RateLimiter {
  return typeof value === 'object' && value !== null && typeof (value as RateLimiter).take === 'function';
}
