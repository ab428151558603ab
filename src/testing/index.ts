/**
 * `game-commerce-s2s/testing`: helpers for testing a game's own webhook receiver and client code.
 * Not for production paths.
 *
 * `createSignedDelivery(type, { secret })` builds an event from the document's example, with fresh
 * ids, and signs it the way the service does; `buildWebhookEvent` and `signWebhook` are its parts.
 * `checkWebhookEndpoint({ url, secret })` runs spec §6's reference behaviours against your endpoint
 * (what `webhook check` prints, `formatWebhookCheck` formats).
 *
 * @packageDocumentation
 * @module game-commerce-s2s/testing
 */
export { webhookExamples } from '../../generated/webhook-examples.js';
export { signWebhook, type SignedWebhook, type SignWebhookOptions } from '../webhooks/index.js';
export { createSignedDelivery, type SignedDelivery, type SignedDeliveryOptions } from './signed-delivery.js';
export { buildWebhookEvent, type WebhookEventOverrides } from './webhook-event.js';
export {
  checkWebhookEndpoint,
  type WebhookCheckOptions,
  type WebhookCheckResult,
  type WebhookCheckRow,
  type WebhookCheckVerdict,
} from './webhook-check/check-endpoint.js';
export { formatWebhookCheck } from './webhook-check/format-table.js';
