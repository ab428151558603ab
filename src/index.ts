/**
 * game-commerce-s2s: a typed client for the Game Commerce server-to-server API.
 *
 * `createClient({ apiKey, baseUrl })` returns named methods grouped by tag
 * (`client.orders.create(...)`) and openapi-fetch's path API (`client.GET(...)`), both typed from
 * the OpenAPI document, with retries, timeouts and a rate limit. Every non-2xx answer is an
 * `ApiError` subclass; no answer at all is a `ConnectionError`. Webhook receiving lives in
 * `game-commerce-s2s/webhooks`, test helpers in `game-commerce-s2s/testing`.
 *
 * Explicit export list: anything not named here (retry helpers, token bucket, redaction, the
 * transport) lives in `src/internal/` and is not part of the public surface.
 *
 * @packageDocumentation
 * @module game-commerce-s2s
 */
export {
  createClient,
  DEFAULTS,
  LOG_LEVEL_VARIABLE,
  SDK_VERSION,
  type ApiPromise,
  type AttemptInfo,
  type AuthScheme,
  type ClientHooks,
  type ClientOptions,
  type FailureInfo,
  type FetchLike,
  type GameCommerceClient,
  type Logger,
  type LogLevel,
  type NamedGroups,
  type NamedMethod,
  type OperationOf,
  type PageItem,
  type PageMethod,
  type PageOptions,
  type PageQuery,
  type PathApi,
  type QueryOf,
  type RateLimiter,
  type RateLimitOptions,
  type RequestOptions,
  type ResponseInfo,
  type RetryInfo,
  type SuccessData,
  type ValidateResponses,
  type WithResponse,
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
  type ResponseIssue,
  ServiceUnavailableError,
  TimeoutError,
  ValidationError,
  type ValidationIssue,
} from './errors/index.js';
export type { components, operations, paths } from '../generated/schema.js';
