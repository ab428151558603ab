import { WebhookError } from './webhook-error.js';

/**
 * The receiver was set up wrongly (for example an empty secret, which anyone could sign with).
 * Thrown when options are read, before any delivery is looked at.
 */
export class WebhookConfigError extends WebhookError {
  readonly code = 'invalid_options';
  readonly status = 500;
}
