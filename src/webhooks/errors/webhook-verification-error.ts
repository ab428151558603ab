import { WebhookError } from './webhook-error.js';

/**
 * Why a delivery failed verification. Every verification failure, whatever the input, is one of
 * these; nothing else escapes `verifyWebhook`.
 */
export type WebhookVerificationErrorCode =
  /** The signature or the timestamp header is absent or empty. */
  | 'missing_header'
  /** The signature header is not 64 lowercase hex characters (spec §6 Delivery headers). */
  | 'malformed_signature'
  /** The timestamp header is not a Unix time in seconds or milliseconds. */
  | 'bad_timestamp'
  /** The timestamp is further from now than the replay window allows; see `skewSeconds`. */
  | 'timestamp_outside_window'
  /** No configured secret produces the received signature. */
  | 'no_matching_signature'
  /** The body is not the raw bytes received (a parsed object, or nothing at all). */
  | 'body_not_raw';

/**
 * A delivery that cannot be shown to come from the service (spec §6 Signature rule): answered 403.
 * `body_not_raw` is the exception: it is the receiver's own misconfiguration (a JSON body parser ran
 * first), not the sender's fault, so it answers 500 and the service retries once that is fixed.
 */
export class WebhookVerificationError extends WebhookError {
  readonly code: WebhookVerificationErrorCode;
  readonly status: number;
  /**
   * For `timestamp_outside_window`: timestamp minus now, in whole seconds (negative: in the past,
   * positive: in the future). Undefined for every other code.
   */
  readonly skewSeconds: number | undefined;

  constructor(code: WebhookVerificationErrorCode, message: string, options: { skewSeconds?: number } = {}) {
    super(message);
    this.code = code;
    this.status = code === 'body_not_raw' ? 500 : 403;
    this.skewSeconds = options.skewSeconds;
  }
}
