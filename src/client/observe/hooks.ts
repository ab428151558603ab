/**
 * The client's `hooks` option: callbacks that see every attempt of every call, from the named
 * methods and the path API alike, for metrics, audit logs or custom tracing.
 *
 * Hooks observe; they cannot change the request. They are called synchronously and not awaited,
 * and an exception thrown by one is caught and logged (at error level, if a logger is set), so a
 * bug in a metrics callback never fails a payment. What they receive has been redacted: paths and
 * headers have the API key replaced, and errors are the client's own (key-free) errors.
 */

/** What every hook is told about the attempt. */
export interface AttemptInfo {
  /** Upper case, e.g. `POST`. */
  readonly method: string;
  /** URL path without query or origin, e.g. `/v1/orders`. */
  readonly path: string;
  /** The document's path template when known, e.g. `/v1/orders/{order_id}`. */
  readonly route: string | undefined;
  /** 1 for the first attempt, 2 for the first retry, and so on. */
  readonly attempt: number;
}

/** An attempt got an HTTP answer (any status, 2xx or not). */
export interface ResponseInfo extends AttemptInfo {
  readonly status: number;
  /** The response headers (a redacted copy). */
  readonly headers: Headers;
  /** From sending the attempt until its response headers arrived. */
  readonly durationMs: number;
}

/** The call is about to wait and send again. */
export interface RetryInfo extends AttemptInfo {
  /** How long the client waits before the next attempt (backoff or `Retry-After`). */
  readonly delayMs: number;
  /** Why: `status 503`, `timeout`, `connection ECONNRESET`, ... */
  readonly reason: string;
}

/** An attempt ended with no usable answer: connection failure, timeout or cancellation. */
export interface FailureInfo extends AttemptInfo {
  /** A `ConnectionError` / `TimeoutError`, or the caller's abort reason. */
  readonly error: unknown;
  readonly durationMs: number;
}

export interface ClientHooks {
  /** Before each attempt is sent. @default undefined */
  beforeRequest?: (info: AttemptInfo) => void;
  /** When an attempt's response headers arrive. @default undefined */
  afterResponse?: (info: ResponseInfo) => void;
  /** Before the wait that precedes a retry. @default undefined */
  beforeRetry?: (info: RetryInfo) => void;
  /** When an attempt fails without an answer. @default undefined */
  onFailure?: (info: FailureInfo) => void;
}
