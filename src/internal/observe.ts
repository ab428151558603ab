/**
 * Watches one call for the logger, the hooks and OpenTelemetry, behind the few calls the transport
 * makes (`send`, `answered`, `failed`, `retrying`, `waited`, `finish`). The transport holds no
 * observer at all when none of the three is on, so a plain client pays one function call per
 * call and allocates nothing for observability.
 */
import type { ClientHooks } from '../client/hooks.js';
import type { LogSink } from '../client/logger.js';
import { CallObservation } from './call-observation.js';
import { contextToPropagate, openTelemetry, tracerRegistered } from './otel-api.js';
import type { Redactor } from './redact.js';
import type { FetchLike, OutgoingRequest } from './transport.js';

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

export type ObserverFactory = (
  request: OutgoingRequest,
  route: string | undefined,
  maxAttempts: number,
) => CallObserver | undefined;

export interface ObserveConfig {
  log: LogSink | undefined;
  hooks: ClientHooks | undefined;
  tracing: boolean;
  redact: Redactor;
  /** Rate-limiter waits at least this long are logged at warn, shorter ones at debug. */
  waitWarnMs: number;
}

/** `undefined` when nothing observes, so the transport skips every observer call. */
export function createObserverFactory(config: ObserveConfig): ObserverFactory | undefined {
  if (config.log === undefined && config.hooks === undefined && !config.tracing) return undefined;
  if (config.tracing) openTelemetry();
  return (request, route, maxAttempts) => {
    let otel = config.tracing ? (openTelemetry() ?? undefined) : undefined;
    // No SDK and nothing to propagate: a span would be a no-op. Decided per call, so a call that
    // starts before an SDK is registered stays untraced, retries included; the next one is traced.
    if (otel !== undefined && !tracerRegistered(otel) && !contextToPropagate(otel)) otel = undefined;
    if (config.log === undefined && config.hooks === undefined && otel === undefined) return undefined;
    return new CallObservation(config, otel, request, route, maxAttempts);
  };
}
