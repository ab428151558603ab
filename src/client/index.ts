/** The client's public pieces; `src/index.ts` re-exports them. */
export { createClient, type GameCommerceClient, type PathApi } from './create-client.js';
export { DEFAULTS } from './defaults.js';
export { SDK_VERSION } from './version.js';
export type { AttemptInfo, ClientHooks, FailureInfo, ResponseInfo, RetryInfo } from './hooks.js';
export { LOG_LEVEL_VARIABLE, type Logger, type LogLevel } from './logger.js';
export type { ApiPromise, WithResponse } from './with-response.js';
export type {
  AuthScheme,
  ClientOptions,
  FetchLike,
  RateLimitOptions,
  RequestOptions,
  ValidateResponses,
} from './options.js';
export type { RateLimiter } from './rate-limiter.js';
export type {
  NamedGroups,
  NamedMethod,
  OperationOf,
  PageItem,
  PageMethod,
  PageOptions,
  PageQuery,
  QueryOf,
  SuccessData,
} from './named-types.js';
