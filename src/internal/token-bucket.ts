import type { RateLimiter } from './rate-limiter.js';

/**
 * Client-side rate limit: a token bucket refilled at `requestsPerMinute` (spec §8: 1,000 requests
 * a minute per game; excess requests get 429), holding at most `burst` tokens. A busy server
 * queues here, first come first served, instead of collecting 429s. Every attempt, retries
 * included, takes a token.
 */
export interface TokenBucketOptions {
  requestsPerMinute: number;
  burst: number;
  /** Clock in milliseconds; `Date.now` so fake timers drive it in tests. */
  now?: () => number;
}

interface Waiter {
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | null | undefined;
  onAbort: () => void;
}

export class TokenBucket implements RateLimiter {
  readonly #capacity: number;
  readonly #perMs: number;
  readonly #now: () => number;
  #tokens: number;
  #last: number;
  #queue: Waiter[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: TokenBucketOptions) {
    this.#capacity = options.burst;
    this.#perMs = options.requestsPerMinute / 60_000;
    this.#now = options.now ?? Date.now;
    this.#tokens = options.burst;
    this.#last = this.#now();
  }

  /**
   * Takes one token. Returns `undefined` when one was free (the common case, no promise to
   * await), else a promise that settles when the caller's turn comes or `signal` aborts.
   */
  take(signal?: AbortSignal | null): Promise<void> | undefined {
    if (this.#queue.length === 0) {
      this.#refill();
      if (this.#tokens >= 1) {
        this.#tokens -= 1;
        return undefined;
      }
    }
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal, onAbort: () => this.#cancel(waiter) };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.#queue.push(waiter);
      this.#schedule();
    });
  }

  /** Number of callers waiting for a token (for tests and diagnostics). */
  get queued(): number {
    return this.#queue.length;
  }

  #refill(): void {
    const now = this.#now();
    const elapsed = now - this.#last;
    if (elapsed > 0) this.#tokens = Math.min(this.#capacity, this.#tokens + elapsed * this.#perMs);
    this.#last = now;
  }

  #schedule(): void {
    if (this.#timer !== undefined || this.#queue.length === 0) return;
    const wait = Math.max(1, Math.ceil((1 - this.#tokens) / this.#perMs));
    this.#timer = setTimeout(() => this.#drain(), wait);
  }

  #drain(): void {
    this.#timer = undefined;
    this.#refill();
    while (this.#queue.length > 0 && this.#tokens >= 1) {
      this.#tokens -= 1;
      const waiter = this.#queue.shift() as Waiter;
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.resolve();
    }
    this.#schedule();
  }

  #cancel(waiter: Waiter): void {
    const index = this.#queue.indexOf(waiter);
    if (index === -1) return;
    this.#queue.splice(index, 1);
    waiter.reject(waiter.signal?.reason);
  }
}
