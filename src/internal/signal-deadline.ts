/**
 * The portable deadline: one AbortSignal per attempt that aborts when `timeoutMs` passes or when
 * the caller's own signal aborts, whichever comes first, and remembers which, so a timeout becomes
 * a `TimeoutError` (retryable for idempotent methods) and a caller abort is passed through
 * untouched (never retried).
 */
import { deadlineReason, type AttemptDeadline } from './attempt-deadline.js';
import type { DeadlineTimer, Expirable } from './deadline-timer.js';

export class SignalDeadline implements AttemptDeadline, Expirable {
  done = false;
  timedOut = false;
  readonly init: { signal: AbortSignal };
  readonly #timer: DeadlineTimer;
  readonly #controller = new AbortController();
  readonly #caller: AbortSignal | null;
  readonly #onCallerAbort = (): void => this.#controller.abort(this.#caller?.reason);

  constructor(timer: DeadlineTimer, callerSignal: AbortSignal | null) {
    this.#timer = timer;
    this.#caller = callerSignal;
    // Replaces the caller's signal in the init; the caller's abort still reaches fetch through it.
    this.init = { signal: this.#controller.signal };
    if (callerSignal?.aborted) this.#onCallerAbort();
    else callerSignal?.addEventListener('abort', this.#onCallerAbort, { once: true });
    timer.start(this);
  }

  expire(): void {
    this.timedOut = true;
    this.#controller.abort(deadlineReason(this.#timer.timeoutMs));
  }

  // The signal already makes fetch reject at the deadline.
  guard(pending: Promise<Response>): Promise<Response> {
    return pending;
  }

  dispose(): void {
    if (!this.done) this.#timer.finish(this);
    this.#caller?.removeEventListener('abort', this.#onCallerAbort);
  }
}

export const signalDeadline = (timer: DeadlineTimer, callerSignal: AbortSignal | null): AttemptDeadline =>
  new SignalDeadline(timer, callerSignal);
