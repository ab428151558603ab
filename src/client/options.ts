/** Options of `createClient` and of each call, and their validation. */
import { ConfigurationError } from '../errors/configuration-error.js';
import type { AuthScheme } from '../internal/auth-header.js';
import type { FetchLike } from '../internal/transport.js';
import { DEFAULTS } from './defaults.js';
import type { ClientHooks } from './hooks.js';
import type { Logger, LogLevel } from './logger.js';
import { isRateLimiter, type RateLimiter } from './rate-limiter.js';

export type { AuthScheme, FetchLike, RateLimiter };

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
   * The client-side rate limit: the in-process bucket's options, a `RateLimiter` shared by all
   * instances of the game (`RedisRateLimiter` from `game-commerce-s2s/stores/redis`), or `false`
   * for none. The in-process bucket limits one process only: N instances send N times the rate.
   * @default { requestsPerMinute: 1000, burst: 20 }
   */
  rateLimit?: RateLimitOptions | RateLimiter | false;
  /**
   * Called as `fetch(url, init)` once per attempt (inject one in tests). Every attempt passes an
   * AbortSignal as `init.signal` that aborts at `timeoutMs` or when your own `signal` does, so any
   * fetch that honours `signal` (Node, Bun, Deno, Workers) is timed out. A named method's init may
   * hold `method` and `body` set to `undefined`, which fetch reads as absent (GET, no body).
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
   * Make an OpenTelemetry CLIENT span per attempt and send W3C trace context, when
   * `@opentelemetry/api` (an optional peer dependency) is installed. `false` turns it off.
   * @default true
   */
  tracing?: boolean;
}

/** Options every named method takes as its last argument. */
export interface RequestOptions {
  /** Cancels the call, including retries and waits; the abort reason is thrown as is. */
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Overrides the client's `timeoutMs` for this call. */
  timeoutMs?: number;
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number;
}

export interface ResolvedOptions {
  auth: AuthScheme;
  timeoutMs: number;
  maxRetries: number;
  rateLimit: Required<RateLimitOptions> | RateLimiter | false;
  fetch: FetchLike;
  userAgent: string;
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new ConfigurationError(`${name} must be a positive number`);
  return value;
}

export function checkTimeout(value: number): number {
  return positive('timeoutMs', value);
}

export function checkMaxRetries(value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new ConfigurationError('maxRetries must be an integer >= 0');
  return value;
}

/** Validates the options; never quotes the key in a message. */
export function resolveOptions(options: ClientOptions): ResolvedOptions {
  const { apiKey } = options;
  if (typeof apiKey !== 'string' || apiKey === '') throw new ConfigurationError('apiKey is required');
  // A header value may not contain whitespace or control characters; fetch would reject it later
  // with a message that quotes the whole header, key included.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point of this check
  if (/[\s\x00-\x1f\x7f]/.test(apiKey))
    throw new ConfigurationError('apiKey contains whitespace or control characters');
  const auth = options.auth ?? DEFAULTS.auth;
  if (auth !== 'bearer' && auth !== 'basic') throw new ConfigurationError("auth must be 'bearer' or 'basic'");
  const userAgent = options.userAgent === undefined ? DEFAULTS.userAgent : `${options.userAgent} ${DEFAULTS.userAgent}`;
  if (/[\r\n]/.test(userAgent)) throw new ConfigurationError('userAgent must not contain line breaks');
  const rateLimit =
    options.rateLimit === false || isRateLimiter(options.rateLimit)
      ? options.rateLimit
      : {
          requestsPerMinute: positive(
            'rateLimit.requestsPerMinute',
            options.rateLimit?.requestsPerMinute ?? DEFAULTS.requestsPerMinute,
          ),
          burst: positive('rateLimit.burst', options.rateLimit?.burst ?? DEFAULTS.burst),
        };
  if (rateLimit && 'burst' in rateLimit && rateLimit.burst < 1)
    throw new ConfigurationError('rateLimit.burst must be at least 1');
  return {
    auth,
    timeoutMs: checkTimeout(options.timeoutMs ?? DEFAULTS.timeoutMs),
    maxRetries: checkMaxRetries(options.maxRetries ?? DEFAULTS.maxRetries),
    rateLimit,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    userAgent,
  };
}
