/**
 * One attempt's AbortSignal: it aborts when `timeoutMs` passes or when the caller's own signal
 * aborts, whichever comes first, and remembers which, so a timeout becomes a `TimeoutError`
 * (retryable for idempotent methods) and a caller abort is passed through untouched (never
 * retried). Uses setTimeout, not AbortSignal.timeout, so fake timers control it in tests.
 */
export interface AttemptSignal {
  readonly signal: AbortSignal;
  /** True once the timeout (not the caller) aborted the attempt. */
  readonly timedOut: boolean;
  /** Clears the timer and the listener on the caller's signal. Safe to call twice. */
  dispose(): void;
}

export function attemptSignal(timeoutMs: number, callerSignal?: AbortSignal | null): AttemptSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`attempt exceeded ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  if (callerSignal) {
    if (callerSignal.aborted) onCallerAbort();
    else callerSignal.addEventListener('abort', onCallerAbort, { once: true });
  }
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
