/**
 * The per-attempt timeout (`timeoutMs`): what an attempt adds to fetch's init so it can be cut
 * off, and how the transport learns that the deadline, not the caller, ended it.
 *
 * Two strategies implement it:
 * - `SignalDeadline` (signal-deadline.ts): an AbortSignal per attempt. Works with any fetch, so
 *   it is used for an injected `fetch` and on runtimes without undici.
 * - `DispatcherDeadline` (dispatcher-deadline.ts): for Node's built-in fetch, an undici
 *   dispatcher that can close the attempt's socket. Same guarantees, without the cost Node's
 *   fetch charges for any AbortSignal (see that file).
 *
 * Both are timed by a shared `DeadlineTimer` and stay armed until `dispose()`, which the
 * transport calls after openapi-fetch has read the body, so `timeoutMs` bounds the whole
 * attempt: connecting, waiting for headers and reading the body.
 */
import type { DeadlineTimer } from './deadline-timer.js';

export interface AttemptDeadline {
  /** Fields this attempt adds to fetch's init (`signal`, or undici's `dispatcher`). */
  readonly init: Readonly<Record<string, unknown>>;
  /** True once the deadline (not the caller) ended the attempt. */
  readonly timedOut: boolean;
  /** `pending`, except that it rejects at the deadline even before a connection exists. */
  guard(pending: Promise<Response>): Promise<Response>;
  /** Stops the deadline and drops any listener. Safe to call twice. */
  dispose(): void;
}

/** Starts one attempt's deadline on `timer`; `callerSignal` is the caller's own `signal`, if any. */
export type AttemptDeadlineFactory = (timer: DeadlineTimer, callerSignal: AbortSignal | null) => AttemptDeadline;

/** The reason a deadline gives to whatever it aborts. */
export function deadlineReason(timeoutMs: number): DOMException {
  return new DOMException(`attempt exceeded ${timeoutMs} ms`, 'TimeoutError');
}
