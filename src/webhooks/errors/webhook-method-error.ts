import { WebhookError } from './webhook-error.js';

/**
 * A request with a method other than POST (spec §6: "one HTTPS endpoint accepting POST"): answered
 * 405 with `Allow: POST`, and reported to `onError` like every other refusal, since a probe or a
 * misrouted health check is worth seeing in the logs.
 */
export class WebhookMethodError extends WebhookError {
  readonly code = 'method_not_allowed';
  readonly status = 405;
  /** The method that was used. */
  readonly method: string;

  constructor(method: string) {
    super(`Webhooks are delivered with POST, not ${method.toUpperCase()}`);
    this.method = method.toUpperCase();
  }
}
