import { documentValidators, parseWebhookEvent, type WebhookSchemaValidators } from './parse.js';
import type { WebhookEvent } from './types.js';
import { verifyWebhook, type WebhookDelivery, type WebhookVerifyOptions } from './verify.js';

/**
 * Verify + parse + validate one delivery: the typed event, or a `WebhookError` (403 for the
 * signature, 400 for the body). Use it when you route and answer yourself; `createWebhookHandler`
 * adds dispatch and exactly-once.
 */
export function parseWebhook(
  input: WebhookVerifyOptions & WebhookDelivery & { validators?: WebhookSchemaValidators },
): WebhookEvent {
  return parseWebhookEvent(verifyWebhook(input).body, input.validators ?? documentValidators);
}
