/**
 * Every option of `createClient` (options.ts) checked in one place and turned into the one object
 * the rest of the client consumes: `createClient` wires `ResolvedOptions` into the transport, the
 * observers and the response check, and nothing after this reads `ClientOptions` again. Each
 * default comes from `DEFAULTS` (defaults.ts); each refusal is a `ConfigurationError` that names the
 * option and never quotes the key.
 *
 * The checks run in the order the options are read below, so when several options are wrong the
 * first one in that order is the one reported.
 */
import { ConfigurationError } from '../errors/configuration-error.js';
import type { AuthScheme } from './key-safety/auth-header.js';
import { checkBaseUrl } from './key-safety/base-url.js';
import { assertServerEnvironment } from './key-safety/browser-guard.js';
import type { ObserverFactory } from './observe/call-observer.js';
import type { ClientHooks } from './observe/hooks.js';
import { LOG_LEVELS, LogSink, type Logger, type LogLevel } from './observe/log-sink.js';
import { createObserverFactory } from './observe/observe.js';
import type { FetchLike } from './transport/outgoing-request.js';
import { isRateLimiter, type RateLimiter } from '../internal/rate-limiter.js';
import { assertRedactableKey, createRedactor, type Redactor } from './key-safety/redact.js';
import { TokenBucket } from '../internal/token-bucket.js';
import { DEFAULTS } from './defaults.js';
import type { ClientOptions } from './options.js';
import type { ValidateResponses } from './response-validation.js';

/** The environment variable that sets `logLevel` (and turns on console logging) when the option is absent. */
export const LOG_LEVEL_VARIABLE = 'GAME_COMMERCE_LOG';

const HOOK_NAMES: readonly (keyof ClientHooks)[] = ['beforeRequest', 'afterResponse', 'beforeRetry', 'onFailure'];

/** The options with every default filled in and every value checked. */
export interface ResolvedOptions {
  apiKey: string;
  /** The base URL without a trailing slash: operation paths (`/v1/...`) are appended to it. */
  baseUrl: string;
  auth: AuthScheme;
  timeoutMs: number;
  maxRetries: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  maxRetryAfterMs: number;
  /** The in-process bucket, the caller's shared limiter, or `undefined` for `rateLimit: false`. */
  rateLimiter: RateLimiter | undefined;
  fetch: FetchLike;
  /** The caller's product token (if any) followed by the SDK's own. */
  userAgent: string;
  validateResponses: ValidateResponses;
  /** Removes the key from everything the client hands back, logs and spans included. */
  redact: Redactor;
  /** Logger, hooks and tracing; `undefined` when none is on, so the transport observes nothing. */
  observe: ObserverFactory | undefined;
  /** Where `validateResponses: 'warn'` reports: the logger, else `console`; otherwise `undefined`. */
  responseLog: LogSink | undefined;
}

/** Validates `options` and fills in the defaults; throws `ConfigurationError` at the first bad option. */
export function resolveOptions(options: ClientOptions): ResolvedOptions {
  assertServerEnvironment(options?.dangerouslyAllowBrowser);
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
  const rateLimiter = resolveRateLimit(options.rateLimit);
  const validateResponses = options.validateResponses ?? DEFAULTS.validateResponses;
  if (validateResponses !== 'off' && validateResponses !== 'warn' && validateResponses !== 'throw') {
    throw new ConfigurationError("validateResponses must be 'off', 'warn' or 'throw'");
  }
  const timeoutMs = positive('timeoutMs', options.timeoutMs ?? DEFAULTS.timeoutMs);
  const maxRetries = options.maxRetries ?? DEFAULTS.maxRetries;
  if (!Number.isInteger(maxRetries) || maxRetries < 0)
    throw new ConfigurationError('maxRetries must be an integer >= 0');
  const retryBaseDelayMs = timerMs('retryBaseDelayMs', options.retryBaseDelayMs ?? DEFAULTS.retryBaseDelayMs);
  const retryMaxDelayMs = timerMs('retryMaxDelayMs', options.retryMaxDelayMs ?? DEFAULTS.retryMaxDelayMs);
  const maxRetryAfterMs = timerMs('maxRetryAfterMs', options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs);
  const fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  assertRedactableKey(apiKey);
  const baseUrl = checkBaseUrl(options.baseUrl).href.replace(/\/+$/, '');
  // Logs, hooks and spans all see text through the key's redactor.
  const redact = createRedactor(apiKey);
  const tracing = options.tracing ?? DEFAULTS.tracing;
  if (typeof tracing !== 'boolean') throw new ConfigurationError('tracing must be true or false');
  const log = resolveLogSink(options.logger, options.logLevel, redact);
  const observe = createObserverFactory({
    log,
    hooks: checkHooks(options.hooks),
    tracing,
    redact,
    waitWarnMs: DEFAULTS.rateLimitWaitWarnMs,
  });
  // With a logger, the warnings go where the calls are logged (the same sink); without one, to console.
  const responseLog =
    validateResponses !== 'warn'
      ? undefined
      : options.logger !== undefined
        ? log
        : resolveLogSink(console, options.logLevel, redact);
  return {
    apiKey,
    baseUrl,
    auth,
    timeoutMs,
    maxRetries,
    retryBaseDelayMs,
    retryMaxDelayMs,
    maxRetryAfterMs,
    rateLimiter,
    fetch,
    userAgent,
    validateResponses,
    redact,
    observe,
    responseLog,
  };
}

/** The longest delay a timer holds (setTimeout fires at once past it). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A wait the client sleeps through with one timer: 0 up to the longest timer. */
function timerMs(name: string, value: unknown): number {
  if (typeof value !== 'number' || !(value >= 0 && value <= MAX_TIMER_MS)) {
    throw new ConfigurationError(`${name} must be a number from 0 to ${MAX_TIMER_MS} (the longest timer)`);
  }
  return value;
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new ConfigurationError(`${name} must be a positive number`);
  return value;
}

/** The bucket of `{ requestsPerMinute, burst }`, the caller's limiter as it is, or none for `false`. */
function resolveRateLimit(option: ClientOptions['rateLimit']): RateLimiter | undefined {
  if (option === false) return undefined;
  if (isRateLimiter(option)) return option;
  const requestsPerMinute = positive(
    'rateLimit.requestsPerMinute',
    option?.requestsPerMinute ?? DEFAULTS.requestsPerMinute,
  );
  const burst = positive('rateLimit.burst', option?.burst ?? DEFAULTS.burst);
  if (burst < 1) throw new ConfigurationError('rateLimit.burst must be at least 1');
  return new TokenBucket({ requestsPerMinute, burst });
}

function environmentLevel(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  let raw: string | undefined;
  try {
    raw = env?.[LOG_LEVEL_VARIABLE];
  } catch {
    // Deno without --allow-env throws on any read of the environment: the variable is then unset,
    // and a client that was never asked to log must not fail for it.
    return undefined;
  }
  const value = raw?.trim().toLowerCase();
  return value === '' ? undefined : value;
}

function checkLevel(value: string, where: string): LogLevel {
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new ConfigurationError(`${where} must be one of ${LOG_LEVELS.join(', ')}`);
}

/**
 * The sink the options ask for, or `undefined` when nothing is to be logged. Precedence: the
 * `logLevel` option, then `GAME_COMMERCE_LOG`, then the default. Without a `logger`, setting the
 * variable logs to `console`, so a running server can be asked for logs without a code change.
 */
function resolveLogSink(
  logger: Logger | undefined,
  level: LogLevel | undefined,
  redact: Redactor,
): LogSink | undefined {
  const fromEnv = environmentLevel();
  const resolved =
    level !== undefined
      ? checkLevel(level, 'logLevel')
      : fromEnv !== undefined
        ? checkLevel(fromEnv, LOG_LEVEL_VARIABLE)
        : DEFAULTS.logLevel;
  const target = logger ?? (fromEnv !== undefined ? console : undefined);
  if (target === undefined || resolved === 'off') return undefined;
  for (const method of ['debug', 'info', 'warn', 'error'] as const) {
    if (typeof target[method] !== 'function') throw new ConfigurationError(`logger.${method} must be a function`);
  }
  return new LogSink(target, resolved, redact);
}

/** The hooks as given, or `undefined` when none is set (the transport then skips them). */
function checkHooks(hooks: ClientHooks | undefined): ClientHooks | undefined {
  if (hooks === undefined) return undefined;
  if (typeof hooks !== 'object' || hooks === null) throw new ConfigurationError('hooks must be an object');
  for (const name of Object.keys(hooks)) {
    const value = hooks[name as keyof ClientHooks];
    if (!HOOK_NAMES.includes(name as keyof ClientHooks)) {
      throw new ConfigurationError(`hooks.${name} is not a hook; expected one of ${HOOK_NAMES.join(', ')}`);
    }
    if (value !== undefined && typeof value !== 'function') {
      throw new ConfigurationError(`hooks.${name} must be a function`);
    }
  }
  return HOOK_NAMES.some((name) => hooks[name] !== undefined) ? hooks : undefined;
}
