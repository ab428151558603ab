/**
 * Options of `createClient` and of each call: the public types, each option with its `@default`.
 * They are checked and resolved in one place, when the client is created.
 */
import type { AuthScheme } from './key-safety/auth-header.js';
import type { ClientHooks } from './observe/hooks.js';
import type { Logger, LogLevel } from './observe/log-sink.js';
import type { FetchLike } from './transport/outgoing-request.js';
import type { RateLimiter } from '../internal/rate-limiter.js';
import type { ValidateResponses } from './response-validation.js';

export type { AuthScheme, FetchLike, RateLimiter, ValidateResponses };

/** The client-side token bucket (spec §8). */
export interface RateLimitOptions {
  /** Sustained rate. @default 1000 */
  requestsPerMinute?: number;
  /** Requests that may go at once after an idle spell. @default 20 */
  burst?: number;
}

export interface ClientOptions {
  /**
   * The S2S API key (spec §5). Live and sandbox are told apart by the key alone (spec §1, §5.3):
   * pass the sandbox key to work in the sandbox; there is no separate environment switch.
   * It is a server secret: it never appears in errors, messages or logs produced by this client.
   * At least 16 characters (`createClient` refuses shorter ones: they cannot be redacted safely).
   */
  apiKey: string;
  /**
   * `{base_url}` of the spec, including any path prefix in front of `/v1`, e.g.
   * `https://api.example.com/api`. Must be https; plain http only for loopback hosts. Must not end
   * in `/v1`: operation paths already start with it.
   */
  baseUrl: string;
  /** Spec §5.2: `bearer` sends `Bearer <key>`; `basic` sends `Basic base64(<key>:)`. @default 'bearer' */
  auth?: AuthScheme;
  /** Milliseconds per attempt, until the body has been read. @default 30000 */
  timeoutMs?: number;
  /** Retries after the first attempt; `0` disables retrying. @default 2 */
  maxRetries?: number;
  /**
   * Backoff ceiling of the first retry, in milliseconds, when the answer has no `Retry-After`; it
   * doubles on each retry, up to `retryMaxDelayMs`, and the wait is a random pick below it (full
   * jitter). `0` retries at once (handy in tests). From 0 to 2147483647 (the longest timer).
   * @default 500
   */
  retryBaseDelayMs?: number;
  /** The highest backoff ceiling, in milliseconds. From 0 to 2147483647. @default 8000 */
  retryMaxDelayMs?: number;
  /**
   * The longest `Retry-After` the client sleeps through, in milliseconds. An answer asking for a
   * longer wait is handed back at once as the error (`RateLimitError.retryAfter` says how long), so
   * a call never stalls for minutes; a test against the emulator can set it low and move the
   * emulator's clock instead of waiting. From 0 to 2147483647.
   * @default 60000
   */
  maxRetryAfterMs?: number;
  /**
   * The client-side rate limit: the in-process bucket's options, a `RateLimiter` shared by all
   * instances of the game (`RedisRateLimiter` from `game-commerce-s2s/stores/redis`), or `false`
   * for none. The in-process bucket limits one process only: N instances send N times the rate.
   * @default { requestsPerMinute: 1000, burst: 20 }
   */
  rateLimit?: RateLimitOptions | RateLimiter | false;
  /**
   * Called as `fetch(url, init)` once per attempt (inject one in tests), `init` holding `method`,
   * `headers` (a `Headers`), `body` (the JSON text, or `undefined`), `redirect: 'manual'` and
   * `signal`: an AbortSignal that aborts at `timeoutMs` or when your own `signal` does, so any
   * fetch that honours `signal` (Node, Bun, Deno, Workers) is timed out.
   * `globalThis.fetch` is read when the client is created: if you replace it later, pass your
   * fetch here instead.
   * @default globalThis.fetch
   */
  fetch?: FetchLike;
  /** Your product token, sent before the SDK's own in `User-Agent`. @default undefined */
  userAgent?: string;
  /** Allow construction in a browser-like environment; the key would be exposed. @default false */
  dangerouslyAllowBrowser?: boolean;
  /**
   * Where the client logs: anything with `debug`, `info`, `warn` and `error` (console, pino,
   * winston). At debug, one line per attempt (method, path, status, duration, attempt number) and
   * the bodies; at info, a summary of calls that needed retries; at warn, each retry with its delay
   * and reason, and rate-limiter waits of a second or more. Never the key.
   * @default undefined (no logging; `console` when the GAME_COMMERCE_LOG variable is set)
   */
  logger?: Logger;
  /**
   * Least severe level logged: `debug`, `info`, `warn`, `error` or `off`. When absent, the
   * `GAME_COMMERCE_LOG` environment variable is used, then the default.
   * @default 'warn'
   */
  logLevel?: LogLevel;
  /** Callbacks that see every attempt of every call, named methods and path API alike. @default undefined */
  hooks?: ClientHooks;
  /**
   * Check every 2xx body against the document's schema for its operation and status (validators
   * compiled from the document ahead of time), so a body the service should not have sent, such as `{}`
   * from `orders.create`, does not pass for a typed result. `'warn'` logs the faults (to `logger`,
   * else `console`) and returns the data; `'throw'` throws `ResponseValidationError` instead. The
   * validators are loaded on the first checked call, only when this is on. Both call styles.
   * @default 'off'
   */
  validateResponses?: ValidateResponses;
  /**
   * Make an OpenTelemetry CLIENT span per attempt and send W3C trace context, when
   * `@opentelemetry/api` (an optional peer dependency) is installed. `false` turns it off.
   * @default true
   */
  tracing?: boolean;
}

/** Options every named method takes as its last argument. */
export interface RequestOptions {
  /** Cancels the call, including retries and waits; the abort reason is thrown as is. @default undefined */
  signal?: AbortSignal;
  /** Extra request headers; one named like a client header replaces it. @default undefined */
  headers?: Record<string, string>;
  /** Overrides the client's `timeoutMs` for this call. @default the client's `timeoutMs` */
  timeoutMs?: number;
  /** Overrides the client's `maxRetries` for this call. @default the client's `maxRetries` */
  maxRetries?: number;
}
