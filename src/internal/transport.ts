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
import type { AttemptDeadline, AttemptDeadlineFactory } from './attempt-deadline.js';
import { backoffDelay } from './backoff-delay.js';
import { DeadlineTimer } from './deadline-timer.js';
import { createRedactor, redactCause, type Redactor } from './redact.js';
import { errorCodes, mayHaveBeenSent } from './request-sent.js';
import { parseRetryAfter } from './retry-after.js';
import { shouldRetry, type AttemptOutcome } from './should-retry.js';
import { signalDeadline } from './signal-deadline.js';
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
  /** How each attempt is timed out. @default signalDeadline (works with any fetch) */
  deadline?: AttemptDeadlineFactory;
  random?: () => number;
}

/** What an attempt needs of a request: a `LightRequest` from openapi-fetch, or a named call's own. */
export interface OutgoingRequest {
  readonly url: string;
  /** Upper case. */
  readonly method: string;
  /** The caller's own signal, also found in `init`. */
  readonly signal: AbortSignal | null;
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
  /** Shared by every attempt that uses the client's `timeoutMs`. */
  readonly #timer: DeadlineTimer;

  constructor({ apiKey, ...options }: TransportOptions) {
    this.redact = createRedactor(apiKey);
    this.options = options;
    this.#timer = new DeadlineTimer(options.timeoutMs);
  }

  call(overrides?: CallOverrides): Call {
    return new Call(this, overrides);
  }

  /** The timer for `timeoutMs`: the shared one, or a call's own for a per-call override. */
  timer(timeoutMs: number): DeadlineTimer {
    // Not cached per value: callers may pass a different budget on every call.
    return timeoutMs === this.options.timeoutMs ? this.#timer : new DeadlineTimer(timeoutMs);
  }
}

export class Call {
  readonly #transport: Transport;
  readonly #timeoutMs: number;
  readonly #maxRetries: number;
  readonly #timer: DeadlineTimer;
  #active: AttemptDeadline | undefined;
  #request: OutgoingRequest | undefined;

  constructor(transport: Transport, overrides?: CallOverrides) {
    this.#transport = transport;
    this.#timeoutMs = overrides?.timeoutMs ?? transport.options.timeoutMs;
    this.#maxRetries = overrides?.maxRetries ?? transport.options.maxRetries;
    this.#timer = transport.timer(this.#timeoutMs);
  }

  /** Method and URL path of the request, once sent (for error messages). */
  get method(): string {
    return this.#request?.method ?? '';
  }

  get path(): string {
    return this.#request === undefined ? '' : this.#transport.redact(new URL(this.#request.url).pathname);
  }

  /** Releases the last attempt's deadline. Call once the body has been read. */
  finish(): void {
    this.#active?.dispose();
  }

  /** Maps what openapi-fetch threw while reading the body into this SDK's errors. */
  translate(error: unknown): unknown {
    if (error instanceof GameCommerceError || this.#request === undefined) return error;
    const { method, path } = this;
    if (this.#active?.timedOut) return new TimeoutError({ method, path, timeoutMs: this.#timeoutMs });
    if (this.#request.signal?.aborted) return this.#request.signal.reason;
    const cause = redactCause(error, this.#transport.redact);
    if (error instanceof SyntaxError) {
      return new GameCommerceError(`${method} ${path}: the response body is not valid JSON`, { method, path, cause });
    }
    return new ConnectionError(`${method} ${path}: the connection failed while reading the response`, {
      method,
      path,
      requestSent: true,
      cause,
    });
  }

  /** Sends `request` with the rate limit, deadline and retries; answers are returned, not thrown. */
  async send(request: OutgoingRequest): Promise<Response> {
    this.#request = request;
    const { options, redact } = this.#transport;
    const caller = request.signal;
    for (let attempt = 0; ; attempt++) {
      caller?.throwIfAborted();
      const wait = options.bucket?.take(caller);
      if (wait) await wait;
      const active = (options.deadline ?? signalDeadline)(this.#timer, caller);
      this.#active = active;
      let response: Response;
      try {
        response = await active.guard(options.fetch(request.url, { ...request.init, ...active.init }));
      } catch (error) {
        active.dispose();
        if (!active.timedOut && caller?.aborted) throw caller.reason;
        const failure = this.#failure(error, active.timedOut, redact);
        const outcome: AttemptOutcome = active.timedOut
          ? { kind: 'timeout' }
          : { kind: 'connection', requestSent: failure.requestSent };
        if (attempt >= this.#maxRetries || !shouldRetry(request.method, outcome)) throw failure;
        await sleep(this.#backoff(attempt), caller);
        continue;
      }
      if (response.ok) return response;
      if (attempt >= this.#maxRetries || !shouldRetry(request.method, { kind: 'response', status: response.status })) {
        return response;
      }
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
      // Waiting longer than the cap inside one call would stall the game server; hand the error back.
      if (retryAfterMs !== undefined && retryAfterMs > options.maxRetryAfterMs) return response;
      active.dispose();
      await response.body?.cancel().catch(() => undefined);
      await sleep(retryAfterMs ?? this.#backoff(attempt), caller);
    }
  }

  #backoff(attempt: number): number {
    const { retryBaseDelayMs, retryMaxDelayMs, random } = this.#transport.options;
    return backoffDelay(attempt, { baseDelayMs: retryBaseDelayMs, maxDelayMs: retryMaxDelayMs }, random);
  }

  #failure(error: unknown, timedOut: boolean, redact: Redactor): ConnectionError {
    const { method, path } = this;
    if (timedOut) return new TimeoutError({ method, path, timeoutMs: this.#timeoutMs });
    const requestSent = mayHaveBeenSent(error);
    const codes = errorCodes(error);
    const reason = codes.length > 0 ? ` (${codes.join(', ')})` : '';
    const what = requestSent
      ? 'the connection failed and the request may have been received'
      : 'the connection failed before the request was sent';
    return new ConnectionError(`${method} ${path}: ${what}${reason}`, {
      method,
      path,
      requestSent,
      cause: redactCause(error, redact),
    });
  }
}
