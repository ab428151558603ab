import { WebhookError } from './webhook-error.js';

/** Why a body was not taken whole. */
export type WebhookBodyErrorCode =
  /** Larger than `bodyLimitBytes`: answered 413. */
  | 'body_too_large'
  /** Not fully arrived within the adapter's `bodyTimeoutMs`: answered 408. */
  | 'body_timeout';

/**
 * A delivery whose body the receiver would not read whole. Answered and reported like every other
 * refusal (`onError`, `onOutcome`, the outcome header), whether the adapter stopped reading or a
 * framework handed over a body that is too large.
 */
export class WebhookBodyError extends WebhookError {
  readonly code: WebhookBodyErrorCode;
  readonly status: 408 | 413;

  constructor(code: WebhookBodyErrorCode, message: string) {
    super(message);
    this.code = code;
    this.status = code === 'body_too_large' ? 413 : 408;
  }

  static tooLarge(limitBytes: number): WebhookBodyError {
    return new WebhookBodyError('body_too_large', `The body exceeds the limit of ${limitBytes} bytes`);
  }

  static timedOut(timeoutMs: number): WebhookBodyError {
    return new WebhookBodyError('body_timeout', `The body did not arrive within ${timeoutMs} ms`);
  }
}
