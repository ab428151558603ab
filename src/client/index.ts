/** The client's public pieces; `src/index.ts` re-exports them. */
export { createClient, type GameCommerceClient, type PathApi } from './create-client.js';
export { DEFAULTS } from './defaults.js';
export { SDK_VERSION } from '../internal/version.js';
export type { AttemptInfo, ClientHooks, FailureInfo, ResponseInfo, RetryInfo } from './observe/hooks.js';
export type { Logger, LogLevel } from './observe/log-sink.js';
export { LOG_LEVEL_VARIABLE } from './resolve-options.js';
export type { ApiPromise, WithResponse } from './with-response.js';
export type {
  AuthScheme,
  ClientOptions,
  FetchLike,
  RateLimitOptions,
  RequestOptions,
  ValidateResponses,
} from './options.js';
export type { RateLimiter } from '../internal/rate-limiter.js';
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
