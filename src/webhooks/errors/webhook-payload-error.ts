import { WebhookError } from './webhook-error.js';

/** Why a verified delivery could not be turned into a typed event. */
export type WebhookPayloadErrorCode =
  /** The body is not valid JSON (or not UTF-8 text). */
  | 'invalid_json'
  /** `event_type` is missing, not a string, or not one the document describes. */
  | 'unknown_event_type'
  /** The event type is known but no handler is registered for it. */
  | 'unhandled_event_type'
  /** The body does not match the document's schema for its event type. */
  | 'invalid_payload';

/**
 * A correctly signed delivery whose body this receiver cannot use: answered 400
 * (spec §6 Signature rule: "answer 400 for an unknown event type").
 */
export class WebhookPayloadError extends WebhookError {
  readonly code: WebhookPayloadErrorCode;
  readonly status = 400;
  /** The event type found in the body, when there was one. */
  readonly eventType: string | undefined;

  constructor(code: WebhookPayloadErrorCode, message: string, options: { eventType?: string } = {}) {
    super(message);
    this.code = code;
    this.eventType = options.eventType;
  }
}
