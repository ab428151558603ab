import { WebhookError } from './webhook-error.js';

/** Why a valid event was not processed. */
export type WebhookHandlerErrorCode =
  /** The game's handler threw or rejected; the original error is the `cause`. */
  | 'handler_failed'
  /** The handler's answer does not match the document (daily_reward.get, spec §6 and §8). */
  | 'invalid_response'
  /** The idempotency store failed; processing could not be made exactly-once. */
  | 'store_failed';

/**
 * The receiver could not finish a valid event: answered 5xx so the service retries (spec §6: "answer
 * 4xx or 5xx for errors"), and the event is not marked done.
 */
export class WebhookHandlerError extends WebhookError {
  readonly code: WebhookHandlerErrorCode;
  readonly status: number;
  readonly eventType: string;

  constructor(code: WebhookHandlerErrorCode, message: string, options: { eventType: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = code === 'store_failed' ? 503 : 500;
    this.eventType = options.eventType;
  }
}
