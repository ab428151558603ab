/**
 * game-commerce-s2s: a typed client for the Game Commerce server-to-server API.
 *
 * `createClient({ apiKey, baseUrl })` returns named methods grouped by tag
 * (`client.orders.create(...)`) and openapi-fetch's path API (`client.GET(...)`), both typed from
 * the OpenAPI document, with retries, timeouts and a rate limit. Every non-2xx answer is an
 * `ApiError` subclass; no answer at all is a `ConnectionError`. Webhook receiving lives in
 * `game-commerce-s2s/webhooks`, test helpers in `game-commerce-s2s/testing`.
 *
 * Explicit export list, kept short (public-surface.test.ts holds it): what a user writes. Every
 * other type is reachable from these, e.g. `ClientOptions['logLevel']`, `ValidationError['issues']`
 * or `Parameters<NonNullable<ClientHooks['afterResponse']>>[0]`.
 *
 * @packageDocumentation
 * @module game-commerce-s2s
 */
export {
  createClient,
  type ApiPromise,
  type ClientHooks,
  type ClientOptions,
  type FetchLike,
  type GameCommerceClient,
  type Logger,
  type RateLimiter,
  type RequestOptions,
} from './client/index.js';
export {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConfigurationError,
  ConflictError,
  ConnectionError,
  GameCommerceError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RedirectError,
  ResponseValidationError,
  ServiceUnavailableError,
  TimeoutError,
  ValidationError,
} from './errors/index.js';
export type { components, operations, paths } from '../generated/schema.js';
