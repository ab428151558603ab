/**
 * Receiving the service's webhooks (spec §6): verify, parse, dispatch, answer, exactly once.
 *
 * `createWebhookHandler({ secret, on })` is the core; `createNodeMiddleware` serves it from
 * `node:http`, Express or Fastify, and `createFetchHandler` from anything with a Fetch `Request`
 * (Next.js route handlers, Hono, Bun, Deno, Workers). `verifyWebhook` (node:crypto),
 * `verifyWebhookAsync` (any runtime) and `parseWebhook` are the lower-level pieces. Every refusal
 * is a `WebhookError` with a `code`. Duplicates are recognised through an `IdempotencyStore`.
 *
 * @packageDocumentation
 * @module game-commerce-s2s/webhooks
 */
export { createFetchHandler } from './adapters/fetch.js';
export { createNodeMiddleware } from './adapters/node-http.js';
export { createWebhookHandler, type WebhookHandler, type WebhookHandlerOptions } from './handler.js';
export { MemoryIdempotencyStore } from './idempotency/memory-store.js';
export type { ClaimResult, IdempotencyStore } from './idempotency/store.js';
export { parseWebhook } from './parse-webhook.js';
export type { WebhookEvent, WebhookEventType } from './types.js';
export { verifyWebhook, verifyWebhookAsync } from './verify.js';
export { WebhookError } from './webhook-error.js';
