/**
 * The deadline for Node's built-in fetch, without an AbortSignal.
 *
 * Why not a signal: Node 20's fetch (undici 6) charges about 10 µs for any `init.signal`, in the
 * Request constructor (an abort listener, a WeakRef, a FinalizationRegistry entry and
 * max-listener bookkeeping). Against a local round trip of ~220 µs that alone is 5-8 % of a
 * call, most of the client's whole budget (scripts/bench/client-overhead.ts).
 *
 * How: fetch accepts undici's `dispatcher` init extension. Each attempt passes a dispatcher that
 * forwards to the global dispatcher undici would have used anyway (looked up per request, so a
 * `setGlobalDispatcher(new ProxyAgent(...))` still applies) and keeps the `abort` function undici
 * hands to the handler's `onConnect` (its documented DispatchHandler API). At the deadline that
 * function errors the request and destroys its socket: while waiting for headers fetch rejects,
 * while reading the body the body stream errors. Before a connection exists (queued in the pool,
 * or connecting) there is nothing to abort yet, so `guard` rejects on its own and the abort runs
 * as soon as `onConnect` does. The caller's own signal, if any, is passed to fetch unchanged.
 */
import { deadlineReason, type AttemptDeadline } from './attempt-deadline.js';
import type { DeadlineTimer, Expirable } from './deadline-timer.js';

/** Where undici (built-in or npm, any copy) keeps the process-wide dispatcher. */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

type Abort = (reason: unknown) => void;

/** The parts of undici's DispatchHandler this file touches (legacy and v7 hooks). */
interface DispatchHandler {
  onConnect?: (abort: Abort, context?: unknown) => unknown;
  onRequestStart?: (controller: { abort: Abort }, context?: unknown) => unknown;
}

export interface Dispatcher {
  dispatch(options: unknown, handler: DispatchHandler): boolean;
}

/** True where the global fetch is undici's, i.e. Node 18+; Bun and Deno report no undici. */
export function fetchIsUndici(): boolean {
  return typeof process === 'object' && typeof process.versions?.undici === 'string';
}

export class DispatcherDeadline implements AttemptDeadline, Expirable, Dispatcher {
  done = false;
  timedOut = false;
  readonly init: { dispatcher: Dispatcher; signal?: AbortSignal };
  readonly #timer: DeadlineTimer;
  #abort: Abort | undefined;
  #reject: Abort | undefined;

  constructor(timer: DeadlineTimer, callerSignal: AbortSignal | null) {
    this.#timer = timer;
    // The caller's own signal goes to fetch unchanged; only callers who pass one pay for it.
    this.init = callerSignal ? { dispatcher: this, signal: callerSignal } : { dispatcher: this };
    timer.start(this);
  }

  /** undici's Dispatcher API: forward to the global dispatcher, keeping the request's abort. */
  dispatch(options: unknown, handler: DispatchHandler): boolean {
    // Wrap whichever hook this undici calls; both hand over the request's abort.
    const { onConnect, onRequestStart } = handler;
    if (typeof onRequestStart === 'function') {
      handler.onRequestStart = (controller, context) => {
        const result = onRequestStart.call(handler, controller, context);
        this.#keep((reason) => controller.abort(reason));
        return result;
      };
    } else if (typeof onConnect === 'function') {
      handler.onConnect = (abort, context) => {
        const result = onConnect.call(handler, abort, context);
        this.#keep(abort);
        return result;
      };
    }
    const target = (globalThis as Record<symbol, Dispatcher | undefined>)[GLOBAL_DISPATCHER];
    if (target === undefined) throw new TypeError('undici has no global dispatcher to send through');
    return target.dispatch(options, handler);
  }

  expire(): void {
    this.timedOut = true;
    const reason = deadlineReason(this.#timer.timeoutMs);
    this.#abort?.(reason);
    this.#reject?.(reason);
  }

  guard(pending: Promise<Response>): Promise<Response> {
    return new Promise<Response>((resolve, reject) => {
      this.#reject = reject;
      pending.then(resolve, reject);
    });
  }

  dispose(): void {
    if (!this.done) this.#timer.finish(this);
    this.#abort = undefined;
    this.#reject = undefined;
  }

  #keep(abort: Abort): void {
    this.#abort = abort;
    // The deadline passed while the request waited for a connection: end it now.
    if (this.timedOut) abort(deadlineReason(this.#timer.timeoutMs));
  }
}

export const dispatcherDeadline = (timer: DeadlineTimer, callerSignal: AbortSignal | null): AttemptDeadline =>
  new DispatcherDeadline(timer, callerSignal);
