/**
 * `RedisRateLimiter` with `whenUnavailable: 'fail'` could not reach Redis, so the request was not
 * sent (it is safe to retry: nothing left the process). The Redis error is the `cause`.
 */
export class RateLimitUnavailableError extends Error {
  override readonly name = 'RateLimitUnavailableError';

  constructor(key: string, cause: unknown) {
    super(
      `The shared rate limit ${JSON.stringify(key)} is unavailable (Redis did not answer); the request was not sent`,
      { cause },
    );
  }
}
