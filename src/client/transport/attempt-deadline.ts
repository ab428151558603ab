/**
 * The per-attempt timeout (`timeoutMs`): one AbortSignal per attempt that aborts when `timeoutMs`
 * passes or when the caller's own signal aborts, whichever comes first (`AbortSignal.any`), and
 * remembers which, so a timeout becomes a `TimeoutError` (retryable for idempotent methods) and a
 * caller abort is passed through untouched (never retried).
 *
 * Only public APIs: any fetch (Node's undici, Bun, Deno, Workers, an injected one) honours
 * `init.signal`. The deadline stays armed until `dispose()`, which the transport calls after the
 * body has been read, so `timeoutMs` bounds the whole attempt: waiting for a connection, waiting
 * for headers and reading the body.
 *
 * Why a plain setTimeout per attempt rather than `AbortSignal.timeout`: that one cannot be
 * cancelled, so its timers would outlive every call that finished in time.
 */

/** The reason a deadline gives to whatever it aborts. */
export function deadlineReason(timeoutMs: number): DOMException {
  return new DOMException(`attempt exceeded ${timeoutMs} ms`, 'TimeoutError');
}

export class AttemptDeadline {
  /** The signal to pass to fetch as `init.signal`. */
  readonly signal: AbortSignal;
  /** True once the deadline (not the caller) ended the attempt. */
  timedOut = false;
  readonly #controller = new AbortController();
  readonly #timer: ReturnType<typeof setTimeout>;

  /** Starts the deadline, `timeoutMs` from now; `callerSignal` is the caller's own `signal`, if any. */
  constructor(timeoutMs: number, callerSignal: AbortSignal | null) {
    const own = this.#controller.signal;
    this.signal = callerSignal === null ? own : AbortSignal.any([callerSignal, own]);
    this.#timer = setTimeout(AttemptDeadline.#expire, timeoutMs, this, timeoutMs);
    // A pending deadline alone should not keep a Node process alive; an attempt in flight does.
    (this.#timer as { unref?: () => void }).unref?.();
  }

  /** Stops the deadline. Safe to call twice. */
  dispose(): void {
    clearTimeout(this.#timer);
  }

  // Static, so starting a deadline allocates no closure.
  static #expire(deadline: AttemptDeadline, timeoutMs: number): void {
    deadline.timedOut = true;
    deadline.#controller.abort(deadlineReason(timeoutMs));
  }
}
