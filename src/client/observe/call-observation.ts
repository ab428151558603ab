/**
 * The observer of one call (made by observe.ts): log lines, hooks and the span of each attempt, with
 * the attempt count, timings and the last status or error it needs to describe a retry.
 */
import type { ClientHooks } from './hooks.js';
import type { CallObserver, ObserveConfig } from './call-observer.js';
import type { OpenTelemetry, OtelApi } from '../../internal/otel-api.js';
import { recordFailure, recordStatus, startAttemptSpan, withTraceContext } from './otel-client-span.js';
import { errorCodes } from '../transport/request-sent.js';
import { redactedHeaders } from '../key-safety/redacted-headers.js';
import type { FetchLike, OutgoingRequest } from '../transport/outgoing-request.js';

const BODY_LOG_LIMIT = 2_000;
const elapsed = (since: number) => Math.round((performance.now() - since) * 10) / 10;
const clip = (text: string) => (text.length > BODY_LOG_LIMIT ? `${text.slice(0, BODY_LOG_LIMIT)}…` : text);

export class CallObservation implements CallObserver {
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

  constructor(
    config: ObserveConfig,
    otel: OpenTelemetry | undefined,
    request: OutgoingRequest,
    route: string | undefined,
    maxAttempts: number,
  ) {
    this.#config = config;
    this.#otel = otel;
    this.#request = request;
    this.#route = route;
    this.#maxAttempts = maxAttempts;
  }

  /** Parsed on first use: a traced call with no logger or hook never needs it. */
  get #path(): string {
    this.#redactedPath ??= this.#config.redact(new URL(this.#request.url).pathname);
    return this.#redactedPath;
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
      const reason = error instanceof Error ? error.message : String(error);
      this.#config.log?.write('error', `the ${name} hook threw: ${reason}`, {});
    }
  }

  fetch(fetch: FetchLike, url: string, init: RequestInit): Promise<Response> {
    this.#attempt++;
    this.#status = undefined;
    this.#error = undefined;
    this.#attemptStarted = performance.now();
    if (this.#config.hooks?.beforeRequest) this.#hook('beforeRequest', this.#info());
    const otel = this.#otel;
    if (otel === undefined) return fetch(url, init);
    const span = startAttemptSpan(otel, this.#request, this.#route, this.#attempt - 1, this.#config.redact);
    this.#span = span;
    // No span, but the caller's context may still carry something to send on, such as baggage.
    if (span === undefined) return fetch(url, withTraceContext(otel, otel.context.active(), init));
    // Active while fetch runs, so a fetch instrumentation or wrapper nests its spans under this one.
    const context = otel.trace.setSpan(otel.context.active(), span);
    return otel.context.with(context, fetch, undefined, url, withTraceContext(otel, context, init));
  }

  answered(response: Response): void {
    const durationMs = elapsed(this.#attemptStarted);
    this.#status = response.status;
    if (this.#span !== undefined) recordStatus(this.#otel!, this.#span, response.status);
    const { hooks, log, redact } = this.#config;
    if (hooks?.afterResponse) {
      let copy: Headers | undefined;
      const info = { ...this.#info(), status: response.status, durationMs };
      // The redacted copy is made only if the hook reads it: most metrics hooks never do.
      this.#hook(
        'afterResponse',
        Object.defineProperty(info, 'headers', {
          enumerable: true,
          get: () => (copy ??= redactedHeaders(response.headers, redact)),
        }) as typeof info & { headers: Headers },
      );
    }
    if (!log?.debug) return;
    const body = typeof this.#request.init.body === 'string' ? clip(this.#request.init.body) : undefined;
    const sent = body === undefined ? '' : `; request body ${body}`;
    log.write('debug', `${this.#where()}: ${response.status} in ${durationMs} ms${sent}`, {
      ...this.#info(),
      status: response.status,
      durationMs,
      requestBody: body,
    });
    if (response.body === null) return;
    // Read from a copy so the caller's body is untouched; only ever at debug level.
    const where = this.#where();
    response
      .clone()
      .text()
      .then(
        (text) => log.write('debug', `${where}: response body ${clip(text)}`, { responseBody: clip(text) }),
        () => undefined,
      );
  }

  failed(error: unknown): void {
    const durationMs = elapsed(this.#attemptStarted);
    this.#error = error;
    // An answer whose body then broke off failed all the same: the retry's reason is the failure.
    this.#status = undefined;
    this.#endSpan(error);
    if (this.#config.hooks?.onFailure) this.#hook('onFailure', { ...this.#info(), error, durationMs });
    const log = this.#config.log;
    if (log?.debug) {
      const reason = error instanceof Error ? error.message : String(error);
      const fields = { ...this.#info(), durationMs, error: reason };
      log.write('debug', `${this.#where()}: failed after ${durationMs} ms: ${reason}`, fields);
    }
  }

  retrying(delayMs: number): void {
    this.#endSpan();
    const reason = this.#reason();
    if (this.#config.hooks?.beforeRetry) this.#hook('beforeRetry', { ...this.#info(), delayMs, reason });
    const log = this.#config.log;
    if (log?.warn) {
      log.write('warn', `${this.#where()}: retrying in ${Math.round(delayMs)} ms after ${reason}`, {
        ...this.#info(),
        delayMs: Math.round(delayMs),
        reason,
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
    const message = `${this.#request.method} ${this.#path}: waited ${waitedMs} ms for the client-side rate limit`;
    log.write(level, message, {
      method: this.#request.method,
      path: this.#path,
      waitedMs,
    });
  }

  finish(error?: unknown): void {
    if (this.#done) return;
    this.#done = true;
    // An error not seen yet, after an attempt whose answer was not an error status: reading the body failed.
    const errorStatus = this.#status !== undefined && this.#status >= 400;
    if (error !== undefined && error !== this.#error && this.#attempt > 0 && !errorStatus) {
      this.failed(error);
    }
    this.#endSpan();
    const log = this.#config.log;
    if (!log?.info || this.#attempt < 2) return;
    const outcome = this.#status !== undefined ? `${this.#status}` : 'failed';
    const durationMs = elapsed(this.#started);
    const summary = `${outcome} after ${this.#attempt} attempts in ${durationMs} ms`;
    log.write('info', `${this.#request.method} ${this.#path}: ${summary}`, {
      ...this.#info(),
      status: this.#status,
      attempts: this.#attempt,
      durationMs,
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
