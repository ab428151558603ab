/**
 * `game-commerce-s2s/stores/redis`: exactly-once webhook processing and the client's rate limit
 * shared across instances through Redis. The driver (ioredis) is an optional peer dependency: you
 * create the client and pass it in.
 */
export { RedisIdempotencyStore, type RedisIdempotencyStoreOptions } from './redis-idempotency-store.js';
export type { RedisClient } from './redis-script.js';
export { RateLimitUnavailableError } from './rate-limit-unavailable-error.js';
export { RedisRateLimiter, type RedisRateLimiterOptions } from './redis-rate-limiter.js';
