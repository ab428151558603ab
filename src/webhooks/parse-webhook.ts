import { documentValidators, parseWebhookEvent, type WebhookSchemaValidators } from './parse.js';
import type { WebhookEvent } from './types.js';
import { createWebhookVerifier, type WebhookDelivery, type WebhookVerifyOptions } from './verify.js';

export type { WebhookSchemaValidators };

/**
 * Builds verify + parse + validate once: the returned function takes a delivery and gives the typed
 * event, or throws `WebhookVerificationError` (signature, 403) or `WebhookPayloadError` (body, 400).
 * Use it when you route and answer yourself; `createWebhookHandler` adds dispatch and exactly-once.
 */
export function createWebhookParser(
  options: WebhookVerifyOptions & { validators?: WebhookSchemaValidators },
): (delivery: WebhookDelivery) => WebhookEvent {
  const verify = createWebhookVerifier(options);
  const validators = options.validators ?? documentValidators;
  return (delivery) => parseWebhookEvent(verify(delivery).body, validators);
}

/** One-off verify + parse + validate; see `createWebhookParser`. */
export function parseWebhook(
  input: WebhookVerifyOptions & WebhookDelivery & { validators?: WebhookSchemaValidators },
): WebhookEvent {
  return createWebhookParser(input)(input);
}
