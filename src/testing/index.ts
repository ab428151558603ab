/**
 * `game-commerce-s2s/testing`: helpers for testing a game's own webhook receiver and client code.
 * Not for production paths.
 */
export { webhookExamples } from '../../generated/webhook-examples.js';
export { signWebhook, type SignedWebhook, type SignWebhookOptions } from '../webhooks/index.js';
export { createSignedDelivery, type SignedDelivery, type SignedDeliveryOptions } from './signed-delivery.js';
export { buildWebhookEvent, type WebhookEventOverrides } from './webhook-event.js';
