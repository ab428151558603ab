import { ApiError, type ApiErrorInit } from './api-error.js';

/**
 * HTTP 429: the rate limit (spec §8, 1,000 requests a minute per game) was exceeded. Thrown once
 * the client's retries are used up, or at once when `Retry-After` asks for a longer wait than the
 * client is willing to sleep (`DEFAULTS.maxRetryAfterMs`).
 */
export class RateLimitError extends ApiError {
  declare readonly status: 429;
  /**
   * Whole seconds the service asked to wait (`Retry-After`, seconds or HTTP date, rounded up),
   * when it said something readable; always a finite integer when set.
   */
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit & { retryAfter: number | undefined }) {
    super(init);
    this.retryAfter = init.retryAfter;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), retryAfter: this.retryAfter };
  }
}
