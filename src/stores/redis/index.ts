/**
 * `game-commerce-s2s/stores/redis`: exactly-once webhook processing and the client's rate limit
 * shared across instances through Redis. The driver (ioredis) is an optional peer dependency: you
 * create the client and pass it in.
 */
export { RateLimitUnavailableError } from './rate-limit-unavailable-error.js';
export { RedisIdempotencyStore } from './redis-idempotency-store.js';
export { RedisRateLimiter } from './redis-rate-limiter.js';
