/**
 * Every default of the client in one place. The client guide (docs/client.md) states each value
 * once and a test reads it and compares it with this object, so the two cannot drift apart.
 */
import { SDK_VERSION } from '../internal/version.js';

export const DEFAULTS = Object.freeze({
  /** Spec §5.2: `Authorization: Bearer <key>`. */
  auth: 'bearer',
  /** Per attempt, from sending until the response body has been read. */
  timeoutMs: 30_000,
  /** Retries after the first attempt (so up to 3 attempts). */
  maxRetries: 2,
  /** Backoff ceiling of the first retry; doubles per retry (full jitter picks in [0, ceiling)). */
  retryBaseDelayMs: 500,
  /** The backoff ceiling never exceeds this. */
  retryMaxDelayMs: 8_000,
  /** Longest `Retry-After` the client sleeps through; a longer one is handed back as the error. */
  maxRetryAfterMs: 60_000,
  /** Spec §8: 1,000 requests a minute for each game. */
  requestsPerMinute: 1_000,
  /** Tokens the bucket holds after an idle spell: requests that may go at once. */
  burst: 20,
  /** Page size of `listAll` iterators: the service's own default `limit` (spec §8). */
  pageSize: 10,
  /** Sent as `User-Agent`; a `userAgent` option is put in front of it. */
  userAgent: `game-commerce-s2s/${SDK_VERSION}`,
  /** Least severe level a `logger` is given (the `GAME_COMMERCE_LOG` variable sets it too): retries and long waits. */
  logLevel: 'warn',
  /** Rate-limiter waits at least this long are logged at warn; shorter ones at debug. */
  rateLimitWaitWarnMs: 1_000,
  /** Spans are made whenever `@opentelemetry/api` is installed and a tracer provider is registered. */
  tracing: true,
  /** 2xx bodies are not checked against the document unless asked (`'warn'` or `'throw'`). */
  validateResponses: 'off',
} as const);
