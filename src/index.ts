/**
 * game-commerce-s2s: a typed client for the Game Commerce server-to-server API.
 *
 * Explicit export list: anything not named here (retry helpers, token bucket, redaction, the
 * transport) lives in `src/internal/` and is not part of the public surface. Webhook helpers are
 * exported separately from `./webhooks`.
 */
export {
  createClient,
  DEFAULTS,
  SDK_VERSION,
  type AuthScheme,
  type ClientOptions,
  type FetchLike,
  type GameCommerceClient,
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
  type SuccessData,
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
  ServiceUnavailableError,
  TimeoutError,
  ValidationError,
  type ValidationIssue,
} from './errors/index.js';
export type { components, operations, paths } from '../generated/schema.js';
