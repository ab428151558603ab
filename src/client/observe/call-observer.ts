/**
 * The few calls the transport makes to whatever watches a call (`fetch`, `answered`, `failed`,
 * `retrying`, `waited`, `finish`), and what the watcher is built from. The transport only knows
 * this interface; observe.ts and call-observation.ts implement it.
 */
import type { ClientHooks } from './hooks.js';
import type { LogSink } from './log-sink.js';
import type { FetchLike, OutgoingRequest } from '../transport/outgoing-request.js';
import type { Redactor } from '../key-safety/redact.js';

export interface CallObserver {
  /** Sends one attempt through `fetch`: inside its span, with trace context added, when traced. */
  fetch(fetch: FetchLike, url: string, init: RequestInit): Promise<Response>;
  /** The attempt's response headers arrived. */
  answered(response: Response): void;
  /** The attempt failed with no answer; `error` is what the caller would get. */
  failed(error: unknown): void;
  /** The call waits `delayMs` and sends again. */
  retrying(delayMs: number): void;
  /** The rate limiter made the call wait for `wait`. */
  waited(wait: Promise<void>): Promise<void>;
  /** The call is over: body read, or `error` raised. Only the first call counts. */
  finish(error?: unknown): void;
}

/** Makes the observer of one call, or `undefined` when nothing watches that call. */
export type ObserverFactory = (
  request: OutgoingRequest,
  route: string | undefined,
  maxAttempts: number,
) => CallObserver | undefined;

/** The resolved `logger`/`logLevel`, `hooks` and `tracing` options (src/client/resolve-options.ts). */
export interface ObserveConfig {
  log: LogSink | undefined;
  hooks: ClientHooks | undefined;
  tracing: boolean;
  redact: Redactor;
  /** Rate-limiter waits at least this long are logged at warn, shorter ones at debug. */
  waitWarnMs: number;
}
