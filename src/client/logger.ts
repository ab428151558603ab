/**
 * The client's `logger` and `logLevel` options. Any object with `debug`, `info`, `warn` and
 * `error` methods taking a message first fits: `console`, pino, winston, bunyan, consola.
 *
 * Every line is one self-contained message (so pino, which ignores extra arguments without a
 * format placeholder, loses nothing), followed by the same facts as an object for loggers that
 * print or merge it (console, winston). Both have been through the key redactor.
 */
import { ConfigurationError } from '../errors/configuration-error.js';
import type { Redactor } from '../internal/redact.js';
import { DEFAULTS } from './defaults.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** What the client calls on a logger. */
export interface Logger {
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string, ...args: unknown[]): void;
}

/** The environment variable that sets `logLevel` (and turns on console logging) when the option is absent. */
export const LOG_LEVEL_VARIABLE = 'GAME_COMMERCE_LOG';

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, off: 4 };
const PREFIX = '[game-commerce-s2s] ';

/** A logger with its level resolved into flags, so the hot path tests a boolean before building anything. */
export class LogSink {
  readonly debug: boolean;
  readonly info: boolean;
  readonly warn: boolean;
  readonly #logger: Logger;
  readonly #redact: Redactor;

  constructor(logger: Logger, level: LogLevel, redact: Redactor) {
    this.#logger = logger;
    this.#redact = redact;
    this.debug = RANK[level] <= RANK.debug;
    this.info = RANK[level] <= RANK.info;
    this.warn = RANK[level] <= RANK.warn;
  }

  /** Writes one redacted line; `fields` hold only numbers and strings. */
  write(level: Exclude<LogLevel, 'off'>, message: string, fields: Record<string, string | number | undefined>): void {
    const safe: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) safe[name] = typeof value === 'string' ? this.#redact(value) : value;
    }
    try {
      this.#logger[level](this.#redact(PREFIX + message), safe);
    } catch {
      // A broken logger must not fail the request it was describing.
    }
  }
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
  if (Object.hasOwn(RANK, value)) return value as LogLevel;
  throw new ConfigurationError(`${where} must be one of ${Object.keys(RANK).join(', ')}`);
}

/**
 * The sink the options ask for, or `undefined` when nothing is to be logged. Precedence: the
 * `logLevel` option, then `GAME_COMMERCE_LOG`, then the default. Without a `logger`, setting the
 * variable logs to `console`, so a running server can be asked for logs without a code change.
 */
export function resolveLogSink(
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
