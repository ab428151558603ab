/**
 * Where the client logs: the `Logger` shape of the `logger` option and the `LogSink` the transport
 * writes through. Any object with `debug`, `info`, `warn` and `error` methods taking a message
 * first fits: `console`, pino, winston, bunyan, consola. Which logger and level a client gets is
 * decided with the other client options.
 *
 * Every line is one self-contained message (so pino, which ignores extra arguments without a
 * format placeholder, loses nothing), followed by the same facts as an object for loggers that
 * print or merge it (console, winston). Both have been through the key redactor.
 */
import type { Redactor } from '../key-safety/redact.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** What the client calls on a logger. */
export interface Logger {
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string, ...args: unknown[]): void;
}

/** Every level, most verbose first: a level logs itself and everything after it. */
export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'off'];

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
