/**
 * Receiving the service's webhooks (spec §6): verify, parse, dispatch, answer, exactly once.
 *
 * `createWebhookHandler({ secret, on })` is the core; `createNodeMiddleware` serves it from
 * `node:http`, Express or Fastify, and `createFetchHandler` from anything with a Fetch `Request`
 * (Next.js route handlers, Hono, Bun, Deno, Workers). `verifyWebhook` and `parseWebhook` are the
 * lower-level pieces. Duplicates are recognised through an `IdempotencyStore`.
 *
 * @packageDocumentation
 * @module game-commerce-s2s/webhooks
 */
export { type BodyReadOptions, DEFAULT_BODY_TIMEOUT_MS } from './adapters/body-deadline.js';
export { createFetchHandler } from './adapters/fetch.js';
export { createNodeMiddleware, type NodeWebhookRequest } from './adapters/node-http.js';
export { WEBHOOK_EVENT_TYPES, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from './document.js';
export { WebhookBodyError, type WebhookBodyErrorCode } from './errors/webhook-body-error.js';
export { WebhookConfigError } from './errors/webhook-config-error.js';
export { WebhookError } from './errors/webhook-error.js';
export { WebhookHandlerError, type WebhookHandlerErrorCode } from './errors/webhook-handler-error.js';
export { WebhookMethodError } from './errors/webhook-method-error.js';
export { WebhookPayloadError, type WebhookPayloadErrorCode } from './errors/webhook-payload-error.js';
export { WebhookVerificationError, type WebhookVerificationErrorCode } from './errors/webhook-verification-error.js';
export {
  createWebhookHandler,
  type WebhookEventHandlers,
  type WebhookHandler,
  type WebhookHandlerContext,
  type WebhookHandlerOptions,
  type WebhookRequest,
} from './handler.js';
export type { WebhookHeaderNames, WebhookHeaders } from './headers.js';
export { deliveryKey } from './idempotency/delivery-key.js';
export { MemoryIdempotencyStore, type MemoryIdempotencyStoreOptions } from './idempotency/memory-store.js';
export type { WebhookOutcomeInfo } from './observe-delivery.js';
export type { ClaimResult, IdempotencyStore, StoredAnswer } from './idempotency/store.js';
export { createWebhookParser, parseWebhook, type WebhookSchemaValidators } from './parse-webhook.js';
export type { WebhookRawBody } from './raw-body.js';
export { DEFAULT_TOLERANCE_SECONDS } from './replay-window.js';
export {
  DEFAULT_BODY_LIMIT_BYTES,
  WEBHOOK_OUTCOME_HEADER,
  type WebhookOutcome,
  type WebhookResponse,
} from './responses.js';
export type { WebhookSecret } from './secrets.js';
export {
  signWebhook,
  type SignablePayload,
  type SignedBody,
  type SignedWebhook,
  type SignWebhookOptions,
} from './sign.js';
export type {
  WebhookAnswer,
  WebhookEvent,
  WebhookEventType,
  WebhookEventTypeWithAnswer,
  WebhookHandlerResult,
} from './types.js';
export {
  createAsyncWebhookVerifier,
  createWebhookVerifier,
  verifyWebhook,
  verifyWebhookAsync,
  type VerifiedWebhook,
  type WebhookDelivery,
  type WebhookVerifyOptions,
} from './verify.js';
