/** The client's public pieces; `src/index.ts` re-exports them. */
export { createClient, type GameCommerceClient } from './create-client.js';
export type { ClientHooks } from './observe/hooks.js';
export type { Logger } from './observe/log-sink.js';
export type { ClientOptions, FetchLike, RequestOptions } from './options.js';
export type { RateLimiter } from '../internal/rate-limiter.js';
export type { ApiPromise } from './with-response.js';
