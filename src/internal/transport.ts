/**
 * What every request goes through, from the path API (as openapi-fetch's fetch) and from the
 * named methods (named-request.ts): rate limit, per-attempt deadline, retries, and the
 * translation of network failures into `ConnectionError` / `TimeoutError`. HTTP error statuses
 * are returned as responses (after retries) so their typed bodies can be parsed.
 *
 * One `Call` covers one logical request. Its last attempt's deadline stays armed until
 * `finish()`, after the body has been read, so `timeoutMs` also bounds a body that stalls.
 */
import { GameCommerceError } from '../errors/game-commerce-error.js';
import { connectionFailure, cutOffFailure, isFinal, readFailure, timeoutFailure } from './call-errors.js';
import { AttemptDeadline } from './attempt-deadline.js';
import { backoffDelay } from './backoff-delay.js';
import { recordCallStats } from './call-stats.js';
import type { CallObserver, ObserverFactory } from './call-observer.js';
import type { FetchLike, OutgoingRequest } from './outgoing-request.js';
import type { RateLimiter } from './rate-limiter.js';
import type { Redactor } from './redact.js';
import { parseRetryAfter } from './retry-after.js';
import { shouldRetry, type AttemptOutcome } from './should-retry.js';
import { sleep } from './sleep.js';

export interface TransportOptions {
  /** Removes the API key from error messages and what observers see (redact.ts). */
  redact: Redactor;
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

/** An init no call sends: what `Call.init` holds before `send`. */
const NOT_SENT: RequestInit = Object.freeze({});

/** Per-call settings that override the client's. */
export interface CallOverrides {
  timeoutMs?: number | undefined;
  maxRetries?: number | undefined;
}

export class Transport {
  readonly redact: Redactor;
  readonly options: Omit<TransportOptions, 'redact'>;

  constructor({ redact, ...options }: TransportOptions) {
    this.redact = redact;
    this.options = options;
  }

  /** @param route the document's path template, for span names */
  call(overrides?: CallOverrides, route?: string): Call {
    return new Call(this, overrides, route);
  }
}

export class Call implements OutgoingRequest {
  readonly #transport: Transport;
  #url = '';
  #method = '';
  #signal: AbortSignal | null = null;
  #init: RequestInit = NOT_SENT;
  readonly #timeoutMs: number;
  readonly #maxRetries: number;
  #active: AttemptDeadline | undefined;
  readonly #route: string | undefined;
  #observer: CallObserver | undefined;
  #response: Response | undefined;
  #text = '';
  #attempts = 0;
  #started = 0;

  constructor(transport: Transport, overrides?: CallOverrides, route?: string) {
    this.#transport = transport;
    this.#route = route;
    this.#timeoutMs = overrides?.timeoutMs ?? transport.options.timeoutMs;
    this.#maxRetries = overrides?.maxRetries ?? transport.options.maxRetries;
  }

  /** The document's path template of the request (`/v1/orders/{order_id}`), when the caller named it. */
  get route(): string | undefined {
    return this.#route;
  }

  /** The request's URL, once sent; empty before. */
  get url(): string {
    return this.#url;
  }

  /** Upper-case method of the request, once sent (for error messages); empty before. */
  get method(): string {
    return this.#method;
  }

  /** The caller's own signal, if any. */
  get signal(): AbortSignal | null {
    return this.#signal;
  }

  /** The init every attempt sends, its `signal` set to the attempt's own. */
  get init(): RequestInit {
    return this.#init;
  }

  /** URL path of the request, once sent, redacted (for error messages). */
  get path(): string {
    return this.#url === '' ? '' : this.#transport.redact(new URL(this.#url).pathname);
  }

  /** Host (and port) of the request, once sent, for connection errors; redacted like the path. */
  get host(): string {
    return this.#url === '' ? '' : this.#transport.redact(new URL(this.#url).host);
  }

  /** The body of the answer `send` returned, read as text (empty when there was none). */
  get text(): string {
    return this.#text;
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
    if (error instanceof GameCommerceError || this.#url === '') return error;
    if (this.#active?.timedOut) return timeoutFailure(this, this.#timeoutMs);
    if (this.#signal?.aborted) return this.#signal.reason;
    return readFailure(this, error, this.#transport.redact);
  }

  /**
   * Sends the request with the rate limit, deadline and retries, and reads the final answer's body
   * as text (then `text`); answers are returned, not thrown. The body is read inside the attempt, so
   * a body cut off mid-way is a failure of that attempt, retried by the same rules as a connection
   * that failed after sending (docs/client.md, Retries). Redirects are never followed (`redirect: 'manual'`):
   * a 3xx comes back as the answer. Separate arguments rather than a request object: nothing to
   * allocate, and one shape here whether the named methods or the path API call.
   * @param method upper case
   * @param signal the caller's own, if any
   * @param init this call's own: its `signal` is set to each attempt's
   * @param readText read the final answer's body here (`text`); `false` leaves it unread, for a
   *   caller that reads it otherwise (the path API's `parseAs: 'stream'`), without the retry
   */
  async send(
    url: string,
    method: string,
    signal: AbortSignal | null,
    init: RequestInit,
    readText = true,
  ): Promise<Response> {
    this.#url = url;
    this.#method = method;
    this.#signal = signal;
    this.#init = init;
    this.#started = performance.now();
    // A redirect could move a POST (or its key) to another origin, or resend it there: never follow.
    init.redirect = 'manual';
    const { options, redact } = this.#transport;
    const observer = options.observe?.(this, this.#route, this.#maxRetries + 1);
    this.#observer = observer;
    for (let attempt = 0; ; attempt++) {
      this.#attempts = attempt + 1;
      signal?.throwIfAborted();
      const wait = options.bucket?.take(signal);
      if (wait) await (observer ? observer.waited(wait) : wait);
      const active = new AttemptDeadline(this.#timeoutMs, signal);
      this.#active = active;
      let response: Response | undefined;
      let retryInMs: number | undefined;
      try {
        init.signal = active.signal;
        response = await (observer ? observer.fetch(options.fetch, url, init) : options.fetch(url, init));
        observer?.answered(response);
        this.#response = response;
        retryInMs = this.#retryAfterAnswer(response, attempt);
        if (retryInMs === undefined) {
          if (readText) this.#text = await response.text();
          return response;
        }
      } catch (error) {
        active.dispose();
        if (!active.timedOut && signal?.aborted) {
          observer?.failed(signal.reason);
          throw signal.reason;
        }
        // No answer at all, or an answer whose body broke off (the request had reached the service).
        const failure = active.timedOut
          ? timeoutFailure(this, this.#timeoutMs)
          : response === undefined
            ? connectionFailure(this, error, redact)
            : cutOffFailure(this, error, redact);
        observer?.failed(failure);
        const outcome: AttemptOutcome = active.timedOut
          ? { kind: 'timeout' }
          : { kind: 'connection', requestSent: failure.requestSent };
        if (attempt >= this.#maxRetries || !shouldRetry(method, outcome) || isFinal(this, error)) throw failure;
        await sleep(this.#delay(this.#backoff(attempt)), signal);
        continue;
      }
      active.dispose();
      await response.body?.cancel().catch(() => undefined);
      await sleep(this.#delay(retryInMs), signal);
    }
  }

  /** Milliseconds to wait before retrying this answer, or `undefined` when it is the call's answer. */
  #retryAfterAnswer(response: Response, attempt: number): number | undefined {
    if (response.ok || attempt >= this.#maxRetries) return undefined;
    if (!shouldRetry(this.#method, { kind: 'response', status: response.status })) return undefined;
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
    // Waiting longer than the cap inside one call would stall the game server; hand the error back.
    if (retryAfterMs !== undefined && retryAfterMs > this.#transport.options.maxRetryAfterMs) return undefined;
    return retryAfterMs ?? this.#backoff(attempt);
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
}
