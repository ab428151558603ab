/**
 * What every request goes through, as openapi-fetch's fetch: rate limit, per-attempt deadline,
 * retries, and the translation of network failures into `ConnectionError` / `TimeoutError`. HTTP
 * error statuses are returned as responses (after retries) so openapi-fetch parses their bodies.
 *
 * One `Call` covers one logical request. Its last attempt's deadline stays armed until
 * `finish()`, after openapi-fetch has read the body, so `timeoutMs` also bounds a body that stalls,
 * and a body that breaks off is retried by the same rules as a connection (`retryRead`).
 */
import { GameCommerceError } from '../../errors/game-commerce-error.js';
import { connectionFailure, cutOffFailure, isFinal, readFailure, timeoutFailure } from './call-errors.js';
import { AttemptDeadline } from './attempt-deadline.js';
import { backoffDelay } from '../retries/backoff-delay.js';
import { recordCallStats } from './call-stats.js';
import type { CallObserver, ObserverFactory } from '../observe/call-observer.js';
import type { FetchLike, OutgoingRequest } from './outgoing-request.js';
import type { RateLimiter } from '../../internal/rate-limiter.js';
import type { Redactor } from '../key-safety/redact.js';
import { parseRetryAfter } from '../retries/retry-after.js';
import { shouldRetry, type AttemptOutcome } from '../retries/should-retry.js';
import { sleep } from '../retries/sleep.js';

export interface TransportOptions {
  /** Removes the API key from error messages and what observers see (redact.ts). */
  redact: Redactor;
  fetch: FetchLike;
  timeoutMs: number;
  maxRetries: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  maxRetryAfterMs: number;
  /** `undefined` for `rateLimit: false`. */
  rateLimiter: RateLimiter | undefined;
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
  /** True from the moment `send` hands an answer back until the next attempt: its body is being read. */
  #answered = false;
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
   * Sends the request with the rate limit, deadline and retries, and returns the answer with its
   * body unread; answers are returned, not thrown. Redirects are never followed
   * (`redirect: 'manual'`): a 3xx comes back as the answer. Called again after `retryRead`, it
   * goes on with the next attempt of the same call.
   * @param method upper case
   * @param signal the caller's own, if any
   * @param init this call's own: its `signal` is set to each attempt's
   */
  async send(url: string, method: string, signal: AbortSignal | null, init: RequestInit): Promise<Response> {
    this.#url = url;
    this.#method = method;
    this.#signal = signal;
    this.#init = init;
    this.#answered = false;
    // A redirect could move a POST (or its key) to another origin, or resend it there: never follow.
    init.redirect = 'manual';
    const { options } = this.#transport;
    if (this.#attempts === 0) {
      this.#started = performance.now();
      this.#observer = options.observe?.(this, this.#route, this.#maxRetries + 1);
    }
    const observer = this.#observer;
    for (;;) {
      const attempt = this.#attempts++;
      signal?.throwIfAborted();
      const wait = options.rateLimiter?.take(signal);
      if (wait) await (observer ? observer.waited(wait) : wait);
      const active = new AttemptDeadline(this.#timeoutMs, signal);
      this.#active = active;
      let response: Response;
      try {
        init.signal = active.signal;
        response = await (observer ? observer.fetch(options.fetch, url, init) : options.fetch(url, init));
      } catch (error) {
        await sleep(this.#delay(this.#retryAfterFailure(error, false)), signal);
        continue;
      }
      observer?.answered(response);
      this.#response = response;
      const retryInMs = this.#retryAfterAnswer(response, attempt);
      if (retryInMs === undefined) {
        this.#answered = true;
        return response;
      }
      active.dispose();
      await response.body?.cancel().catch(() => undefined);
      await sleep(this.#delay(retryInMs), signal);
    }
  }

  /**
   * Reading the body of the answer `send` returned failed with `error`. Resolves to `true` after
   * the wait, when the retry rules allow another attempt (the caller then sends again); to
   * `false` when `error` did not come from reading that body. Throws what the call ends in
   * otherwise. A body that is not JSON is not a read failure: it is never retried.
   */
  async retryRead(error: unknown): Promise<boolean> {
    if (!this.#answered || error instanceof SyntaxError) return false;
    this.#answered = false;
    await sleep(this.#delay(this.#retryAfterFailure(error, true)), this.#signal);
    return true;
  }

  /**
   * The wait before the next attempt, after one that got no answer or whose body broke off (the
   * request had then reached the service); throws what the call ends in when there is none.
   */
  #retryAfterFailure(error: unknown, answered: boolean): number {
    const active = this.#active as AttemptDeadline;
    active.dispose();
    const signal = this.#signal;
    if (!active.timedOut && signal?.aborted) {
      this.#observer?.failed(signal.reason);
      throw signal.reason;
    }
    const { redact } = this.#transport;
    const failure = active.timedOut
      ? timeoutFailure(this, this.#timeoutMs)
      : answered
        ? cutOffFailure(this, error, redact)
        : connectionFailure(this, error, redact);
    this.#observer?.failed(failure);
    const outcome: AttemptOutcome = active.timedOut
      ? { kind: 'timeout' }
      : { kind: 'connection', requestSent: failure.requestSent };
    const attempt = this.#attempts - 1;
    if (attempt >= this.#maxRetries || !shouldRetry(this.#method, outcome) || isFinal(this, error)) throw failure;
    return this.#backoff(attempt);
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
