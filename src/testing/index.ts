/**
 * `game-commerce-s2s/testing`: helpers for testing a game's own webhook receiver and client code.
 * Not for production paths.
 *
 * `createSignedDelivery(type, { secret })` builds an event from the document's example, with fresh
 * ids, and signs it the way the service does; `buildWebhookEvent` and `signWebhook` are its parts.
 * `checkWebhookEndpoint({ url, secret })` runs spec §6's reference behaviours against your endpoint
 * (what `webhook check` prints).
 *
 * @packageDocumentation
 * @module game-commerce-s2s/testing
 */
export { signWebhook } from '../webhooks/sign.js';
export { createSignedDelivery, type SignedDelivery } from './signed-delivery.js';
export { buildWebhookEvent } from './webhook-event.js';
export { checkWebhookEndpoint, type WebhookCheckResult } from './webhook-check/check-endpoint.js';
