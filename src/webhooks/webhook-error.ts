/**
 * Every refusal and failure of the webhook layer: one class, told apart by `code`, carrying the
 * HTTP status the receiver answers with (spec §6 reference behaviour). Messages never contain the
 * secret.
 */

/** What went wrong, each with the status the receiver answers. */
export type WebhookErrorCode =
  // Verification (spec §6 Signature rule), 403: the delivery cannot be shown to come from the service.
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
  /**
   * 500, not 403: the body is not the raw bytes received (a JSON body parser ran first). The
   * receiver's own setup, so the service should retry once it is fixed.
   */
  | 'body_not_raw'
  // Malformed (spec §6: "answer 400 for an unknown event type"), 400.
  /** The body is not valid JSON (or not UTF-8 text). */
  | 'invalid_json'
  /** `event_type` is missing, not a string, or not one the document describes. */
  | 'unknown_event_type'
  /** The event type is known but no handler is registered for it. */
  | 'unhandled_event_type'
  /** The body does not match the document's schema for its event type. */
  | 'invalid_payload'
  // The request itself.
  /** 405 with `Allow: POST` (spec §6: "one HTTPS endpoint accepting POST"). */
  | 'method_not_allowed'
  /** 413: larger than `bodyLimitBytes`. */
  | 'body_too_large'
  /** 408: not fully arrived within the adapter's `bodyTimeoutMs`. */
  | 'body_timeout'
  // A valid event the receiver could not finish: 5xx so the service retries, the event not done.
  /** 500: the game's handler threw or rejected; the original error is the `cause`. */
  | 'handler_failed'
  /** 500: the handler's answer does not match the document (daily_reward.get, spec §6 and §8). */
  | 'invalid_response'
  /** 503: the idempotency store failed (or, reported with the 200 already sent, could not record). */
  | 'store_failed'
  /** Thrown when options are read, before any delivery: the receiver was set up wrongly. */
  | 'invalid_options';

const STATUS: Record<WebhookErrorCode, number> = {
  missing_header: 403,
  malformed_signature: 403,
  bad_timestamp: 403,
  timestamp_outside_window: 403,
  no_matching_signature: 403,
  body_not_raw: 500,
  invalid_json: 400,
  unknown_event_type: 400,
  unhandled_event_type: 400,
  invalid_payload: 400,
  method_not_allowed: 405,
  body_too_large: 413,
  body_timeout: 408,
  handler_failed: 500,
  invalid_response: 500,
  store_failed: 503,
  invalid_options: 500,
};

export class WebhookError extends Error {
  override readonly name = 'WebhookError';
  /** Machine-readable reason. */
  readonly code: WebhookErrorCode;
  /** HTTP status the receiver answers with for this error. */
  readonly status: number;
  /** The event type, once the body was parsed far enough to have one. */
  readonly eventType: string | undefined;
  /**
   * For `timestamp_outside_window`: timestamp minus now, in whole seconds (negative: in the past,
   * positive: in the future).
   */
  readonly skewSeconds: number | undefined;

  constructor(
    code: WebhookErrorCode,
    message: string,
    options: { eventType?: string; skewSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = STATUS[code];
    this.eventType = options.eventType;
    this.skewSeconds = options.skewSeconds;
  }

  /** Larger than `bodyLimitBytes`. */
  static tooLarge(limitBytes: number): WebhookError {
    return new WebhookError('body_too_large', `The body exceeds the limit of ${limitBytes} bytes`);
  }

  /** Not fully arrived within `bodyTimeoutMs`. */
  static timedOut(timeoutMs: number): WebhookError {
    return new WebhookError('body_timeout', `The body did not arrive within ${timeoutMs} ms`);
  }
}
