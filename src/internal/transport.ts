/**
 * What every request goes through, from the path API (as openapi-fetch's fetch) and from the
 * named methods (named-request.ts): rate limit, per-attempt deadline, retries, and the
 * translation of network failures into `ConnectionError` / `TimeoutError`. HTTP error statuses
 * are returned as responses (after retries) so their typed bodies can be parsed.
 *
 * One `Call` covers one logical request. Its last attempt's deadline stays armed until
 * `finish()`, after the body has been read, so `timeoutMs` also bounds a body that stalls.
 */
import { ConnectionError } from '../errors/connection-error.js';
import { GameCommerceError } from '../errors/game-commerce-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { AttemptDeadline } from './attempt-deadline.js';
import { backoffDelay } from './backoff-delay.js';
import { recordCallStats } from './call-stats.js';
import type { CallObserver, ObserverFactory } from './observe.js';
import { createRedactor, redactCause, type Redactor } from './redact.js';
import { errorCodes, mayHaveBeenSent } from './request-sent.js';
import { parseRetryAfter } from './retry-after.js';
import { shouldRetry, type AttemptOutcome } from './should-retry.js';
import { sleep } from './sleep.js';
import type { RateLimiter } from '../client/rate-limiter.js';

/** The fetch the transport calls once per attempt; `globalThis.fetch` fits. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  apiKey: string;
  fetch: FetchLike;
  timeoutMs: number;
  maxRetries: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  maxRetryAfterMs: number;
  bucket: RateLimiter | undefined;
  random?: () => number;
  /** Logger, hooks and tracing (observe.ts); absent when none is on. */
  observe?: ObserverFactory | undefined;
}

/** What an attempt needs of a request: a `LightRequest` from openapi-fetch, or a named call's own. */
export interface OutgoingRequest {
  readonly url: string;
  /** Upper case. */
  readonly method: string;
  /** The caller's own signal, kept here: `init.signal` is replaced by each attempt's. */
  readonly signal: AbortSignal | null;
  /** This call's own init: the transport sets its `signal` per attempt rather than copy it each time. */
  readonly init: RequestInit;
}

/** Per-call settings that override the client's. */
export interface CallOverrides {
  timeoutMs?: number | undefined;
  maxRetries?: number | undefined;
}

export class Transport {
  readonly redact: Redactor;
  readonly options: Omit<TransportOptions, 'apiKey'>;

  constructor({ apiKey, ...options }: TransportOptions) {
    this.redact = createRedactor(apiKey);
    this.options = options;
  }

  /** @param route the document's path template, for span names */
  call(overrides?: CallOverrides, route?: string): Call {
    return new Call(this, overrides, route);
  }
}

export class Call {
  readonly #transport: Transport;
  readonly #timeoutMs: number;
  readonly #maxRetries: number;
  #active: AttemptDeadline | undefined;
  #request: OutgoingRequest | undefined;
  readonly #route: string | undefined;
  #observer: CallObserver | undefined;
  #response: Response | undefined;
  #attempts = 0;
  #started = 0;

  constructor(transport: Transport, overrides?: CallOverrides, route?: string) {
    this.#transport = transport;
    this.#route = route;
    this.#timeoutMs = overrides?.timeoutMs ?? transport.options.timeoutMs;
    this.#maxRetries = overrides?.maxRetries ?? transport.options.maxRetries;
  }

  /** Method and URL path of the request, once sent (for error messages). */
  get method(): string {
    return this.#request?.method ?? '';
  }

  get path(): string {
    return this.#request === undefined ? '' : this.#transport.redact(new URL(this.#request.url).pathname);
  }

  /** Host (and port) of the request, once sent, for connection errors; redacted like the path. */
  get host(): string {
    return this.#request === undefined ? '' : this.#transport.redact(new URL(this.#request.url).host);
  }

  /** The answer `send` returned (for `.withResponse()`), once it has. */
  get response(): Response | undefined {
    return this.#response;
  }

  /** Releases the last attempt's deadline. Call once the body has been read. */
  finish(): void {
    this.#active?.dispose();
    this.#observer?.finish();
  }

  /** Maps what the call threw into this SDK's errors, which also learn the attempts and duration. */
  translate(error: unknown): unknown {
    const translated = this.#translate(error);
    if (this.#attempts > 0) recordCallStats(translated, this.#attempts, performance.now() - this.#started);
    this.#observer?.finish(translated);
    return translated;
  }

  #translate(error: unknown): unknown {
    if (error instanceof GameCommerceError || this.#request === undefined) return error;
    const { method, path } = this;
    if (this.#active?.timedOut) return new TimeoutError({ method, path, host: this.host, timeoutMs: this.#timeoutMs });
    if (this.#request.signal?.aborted) return this.#request.signal.reason;
    const cause = redactCause(error, this.#transport.redact);
    if (error instanceof SyntaxError) {
      return new GameCommerceError(`${method} ${path}: the response body is not valid JSON`, { method, path, cause });
    }
    return new ConnectionError(`${method} ${path} on ${this.host}: the connection failed while reading the response`, {
      method,
      path,
      host: this.host,
      requestSent: true,
      cause,
    });
  }

  /** Sends `request` with the rate limit, deadline and retries; answers are returned, not thrown. */
  async send(request: OutgoingRequest): Promise<Response> {
    this.#request = request;
    this.#started = performance.now();
    const { options, redact } = this.#transport;
    const observer = options.observe?.(request, this.#route, this.#maxRetries + 1);
    this.#observer = observer;
    const caller = request.signal;
    for (let attempt = 0; ; attempt++) {
      this.#attempts = attempt + 1;
      caller?.throwIfAborted();
      const wait = options.bucket?.take(caller);
      if (wait) await (observer ? observer.waited(wait) : wait);
      const active = new AttemptDeadline(this.#timeoutMs, caller);
      this.#active = active;
      let response: Response;
      try {
        const init = request.init;
        init.signal = active.signal;
        response = await (observer
          ? observer.fetch(options.fetch, request.url, init)
          : options.fetch(request.url, init));
      } catch (error) {
        active.dispose();
        if (!active.timedOut && caller?.aborted) {
          observer?.failed(caller.reason);
          throw caller.reason;
        }
        const failure = this.#failure(error, active.timedOut, redact);
        observer?.failed(failure);
        const outcome: AttemptOutcome = active.timedOut
          ? { kind: 'timeout' }
          : { kind: 'connection', requestSent: failure.requestSent };
        if (attempt >= this.#maxRetries || !shouldRetry(request.method, outcome)) throw failure;
        await sleep(this.#delay(this.#backoff(attempt)), caller);
        continue;
      }
      observer?.answered(response);
      this.#response = response;
      if (response.ok) return response;
      if (attempt >= this.#maxRetries || !shouldRetry(request.method, { kind: 'response', status: response.status })) {
        return response;
      }
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
      // Waiting longer than the cap inside one call would stall the game server; hand the error back.
      if (retryAfterMs !== undefined && retryAfterMs > options.maxRetryAfterMs) return response;
      active.dispose();
      await response.body?.cancel().catch(() => undefined);
      await sleep(this.#delay(retryAfterMs ?? this.#backoff(attempt)), caller);
    }
  }

  /** Tells the observer about the retry ahead. */
  #delay(ms: number): number {
    this.#observer?.retrying(ms);
    return ms;
  }

  #backoff(attempt: number): number {
    const { retryBaseDelayMs, retryMaxDelayMs, random } = this.#transport.options;
    return backoffDelay(attempt, { baseDelayMs: retryBaseDelayMs, maxDelayMs: retryMaxDelayMs }, random);
  }

  #failure(error: unknown, timedOut: boolean, redact: Redactor): ConnectionError {
    const { method, path } = this;
    if (timedOut) return new TimeoutError({ method, path, host: this.host, timeoutMs: this.#timeoutMs });
    const requestSent = mayHaveBeenSent(error);
    const codes = errorCodes(error);
    const reason = codes.length > 0 ? ` (${codes.join(', ')})` : '';
    const what = requestSent
      ? 'the connection failed and the request may have been received'
      : 'the connection failed before the request was sent';
    return new ConnectionError(`${method} ${path} on ${this.host}: ${what}${reason}`, {
      method,
      path,
      host: this.host,
      requestSent,
      cause: redactCause(error, redact),
    });
  }
}
