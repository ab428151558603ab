/**
 * The body read deadline of both adapters: a delivery whose body has not fully arrived within
 * `bodyTimeoutMs` is answered 408 and its read abandoned. Without it a Fetch body stream that never
 * ends waits forever, and the Node middleware waits for `server.requestTimeout` (300 s by default).
 *
 * One timer per adapter, not one per request: each read costs a Map entry and a clock read, and a
 * sweep every tenth of the deadline (at most every second) expires the reads that are too old. A
 * body that arrives in time therefore costs no timer. The timer stops when nothing is being read,
 * and never keeps the process alive. An expired read is answered between `bodyTimeoutMs` and
 * `bodyTimeoutMs` plus one sweep interval after it began.
 */
import { WebhookError } from '../webhook-error.js';

/** Options both adapters take. */
export interface BodyReadOptions {
  /**
   * Longest time reading one request body may take, in milliseconds; a body that has not fully
   * arrived by then is answered 408 (and the connection closed). Deliveries are small JSON
   * envelopes (spec §6), so a body still arriving after seconds is a stalled or hostile client.
   * @default 10000
   */
  bodyTimeoutMs?: number;
}

export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

export class BodyReadDeadlines {
  readonly timeoutMs: number;
  readonly #tickMs: number;
  /** Each read's expiry callback and start time, in start order. */
  readonly #reads = new Map<() => void, number>();
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(options: BodyReadOptions = {}) {
    const timeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
    if (!(typeof timeoutMs === 'number' && timeoutMs > 0 && Number.isFinite(timeoutMs))) {
      throw new WebhookError('invalid_options', 'bodyTimeoutMs: expected a positive number of milliseconds');
    }
    this.timeoutMs = timeoutMs;
    this.#tickMs = Math.max(5, Math.min(1000, timeoutMs / 10));
  }

  /** Starts the deadline of one read; `expire` is called once if it passes before `end(expire)`. */
  begin(expire: () => void): void {
    this.#reads.set(expire, performance.now());
    if (this.#timer === undefined) {
      this.#timer = setInterval(() => this.#sweep(), this.#tickMs);
      this.#timer.unref?.();
    }
  }

  /** The read finished (or failed) in time. */
  end(expire: () => void): void {
    this.#reads.delete(expire);
  }

  #sweep(): void {
    if (this.#reads.size === 0) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      return;
    }
    const now = performance.now();
    for (const [expire, started] of this.#reads) {
      // Entries are in start order: once one is young enough, so are the rest.
      if (now - started < this.timeoutMs) break;
      this.#reads.delete(expire);
      expire();
    }
  }
}
