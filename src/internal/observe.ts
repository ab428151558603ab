/**
 * Watches one call for the logger, the hooks and OpenTelemetry, behind the few calls the transport
 * makes (`send`, `answered`, `failed`, `retrying`, `waited`, `finish`). The transport holds no
 * observer at all when none of the three is on, so a plain client pays one function call per
 * call and allocates nothing for observability.
 */
import type { ClientHooks } from '../client/hooks.js';
import type { LogSink } from '../client/logger.js';
import { openTelemetry, type OpenTelemetry, type OtelApi } from './otel-api.js';
import { recordFailure, recordStatus, startAttemptSpan, withTraceContext } from './otel-client-span.js';
import type { Redactor } from './redact.js';
import { errorCodes } from './request-sent.js';
import type { OutgoingRequest } from './transport.js';

export interface CallObserver {
  /** Before each attempt; returns the init to send (with trace context when traced). */
  send(init: RequestInit): RequestInit;
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

export type ObserverFactory = (request: OutgoingRequest, route: string | undefined, maxAttempts: number) => CallObserver | undefined;

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
    const otel = config.tracing ? (openTelemetry() ?? undefined) : undefined;
    if (config.log === undefined && config.hooks === undefined && otel === undefined) return undefined;
    return new CallObservation(config, otel, request, route, maxAttempts);
  };
}

const BODY_LOG_LIMIT = 2_000;
const elapsed = (since: number) => Math.round((performance.now() - since) * 10) / 10;
const clip = (text: string) => (text.length > BODY_LOG_LIMIT ? `${text.slice(0, BODY_LOG_LIMIT)}…` : text);

class CallObservation implements CallObserver {
  readonly #config: ObserveConfig;
  readonly #otel: OpenTelemetry | undefined;
  readonly #request: OutgoingRequest;
  readonly #route: string | undefined;
  readonly #maxAttempts: number;
  #redactedPath: string | undefined;
  readonly #started = performance.now();
  #attempt = 0;
  #attemptStarted = 0;
  #span: OtelApi.Span | undefined;
  #status: number | undefined;
  #error: unknown;
  #done = false;

  constructor(config: ObserveConfig, otel: OpenTelemetry | undefined, request: OutgoingRequest, route: string | undefined, maxAttempts: number) {
    this.#config = config;
    this.#otel = otel;
    this.#request = request;
    this.#route = route;
    this.#maxAttempts = maxAttempts;
  }

  /** Parsed on first use: a traced call with no logger or hook never needs it. */
  get #path(): string {
    return (this.#redactedPath ??= this.#config.redact(new URL(this.#request.url).pathname));
  }

  #info() {
    return { method: this.#request.method, path: this.#path, route: this.#route, attempt: this.#attempt };
  }

  #where(): string {
    return `${this.#request.method} ${this.#path} (attempt ${this.#attempt} of ${this.#maxAttempts})`;
  }

  #hook<K extends keyof ClientHooks>(name: K, info: Parameters<NonNullable<ClientHooks[K]>>[0]): void {
    try {
      (this.#config.hooks?.[name] as ((value: typeof info) => void) | undefined)?.(info);
    } catch (error) {
      this.#config.log?.write('error', `the ${name} hook threw: ${error instanceof Error ? error.message : String(error)}`, {});
    }
  }

  send(init: RequestInit): RequestInit {
    this.#attempt++;
    this.#status = undefined;
    this.#error = undefined;
    this.#attemptStarted = performance.now();
    if (this.#config.hooks?.beforeRequest) this.#hook('beforeRequest', this.#info());
    const otel = this.#otel;
    if (otel === undefined) return init;
    this.#span = startAttemptSpan(otel, this.#request, this.#route, this.#attempt - 1, this.#config.redact);
    return this.#span === undefined ? init : withTraceContext(otel, this.#span, init);
  }

  answered(response: Response): void {
    const durationMs = elapsed(this.#attemptStarted);
    this.#status = response.status;
    if (this.#span !== undefined) recordStatus(this.#otel!, this.#span, response.status);
    const { hooks, log, redact } = this.#config;
    if (hooks?.afterResponse) {
      const headers = new Headers();
      response.headers.forEach((value, name) => headers.set(name, redact(value)));
      this.#hook('afterResponse', { ...this.#info(), status: response.status, headers, durationMs });
    }
    if (!log?.debug) return;
    const body = typeof this.#request.init.body === 'string' ? clip(this.#request.init.body) : undefined;
    const sent = body === undefined ? '' : `; request body ${body}`;
    log.write('debug', `${this.#where()}: ${response.status} in ${durationMs} ms${sent}`, {
      ...this.#info(), status: response.status, durationMs, requestBody: body,
    });
    if (response.body === null) return;
    // Read from a copy so the caller's body is untouched; only ever at debug level.
    const where = this.#where();
    response.clone().text().then(
      (text) => log.write('debug', `${where}: response body ${clip(text)}`, { responseBody: clip(text) }),
      () => undefined,
    );
  }

  failed(error: unknown): void {
    const durationMs = elapsed(this.#attemptStarted);
    this.#error = error;
    this.#endSpan(error);
    if (this.#config.hooks?.onFailure) this.#hook('onFailure', { ...this.#info(), error, durationMs });
    const log = this.#config.log;
    if (log?.debug) {
      const reason = error instanceof Error ? error.message : String(error);
      log.write('debug', `${this.#where()}: failed after ${durationMs} ms: ${reason}`, { ...this.#info(), durationMs, error: reason });
    }
  }

  retrying(delayMs: number): void {
    this.#endSpan();
    const reason = this.#reason();
    if (this.#config.hooks?.beforeRetry) this.#hook('beforeRetry', { ...this.#info(), delayMs, reason });
    const log = this.#config.log;
    if (log?.warn) {
      log.write('warn', `${this.#where()}: retrying in ${Math.round(delayMs)} ms after ${reason}`, {
        ...this.#info(), delayMs: Math.round(delayMs), reason,
      });
    }
  }

  async waited(wait: Promise<void>): Promise<void> {
    const start = performance.now();
    await wait;
    const log = this.#config.log;
    if (log === undefined) return;
    const waitedMs = elapsed(start);
    const level = waitedMs >= this.#config.waitWarnMs ? 'warn' : 'debug';
    if (!log[level]) return;
    log.write(level, `${this.#request.method} ${this.#path}: waited ${waitedMs} ms for the client-side rate limit`, {
      method: this.#request.method, path: this.#path, waitedMs,
    });
  }

  finish(error?: unknown): void {
    if (this.#done) return;
    this.#done = true;
    // An error not seen yet, on an answer that was not itself an error status: the body could not be read.
    if (error !== undefined && error !== this.#error && !(this.#status !== undefined && this.#status >= 400)) {
      this.failed(error);
    }
    this.#endSpan();
    const log = this.#config.log;
    if (!log?.info || this.#attempt < 2) return;
    const outcome = this.#status !== undefined ? `${this.#status}` : 'failed';
    const durationMs = elapsed(this.#started);
    log.write('info', `${this.#request.method} ${this.#path}: ${outcome} after ${this.#attempt} attempts in ${durationMs} ms`, {
      ...this.#info(), status: this.#status, attempts: this.#attempt, durationMs,
    });
  }

  #endSpan(error?: unknown): void {
    const span = this.#span;
    if (span === undefined) return;
    this.#span = undefined;
    if (error !== undefined) recordFailure(this.#otel!, span, error, this.#config.redact);
    span.end();
  }

  #reason(): string {
    if (this.#status !== undefined) return `status ${this.#status}`;
    const error = this.#error as { name?: string } | undefined;
    if (error?.name === 'TimeoutError') return 'timeout';
    const codes = errorCodes(this.#error);
    return codes.length > 0 ? `connection ${codes.join(', ')}` : 'connection failure';
  }
}
