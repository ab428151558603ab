import { ExpiryQueue } from './expiry-queue.js';
import { positiveOption, storeTimes, type StoreTimesOptions } from './store-times.js';
import type { ClaimResult, IdempotencyStore, StoredAnswer } from './store.js';

/** Options of the in-memory store. */
export interface MemoryIdempotencyStoreOptions extends StoreTimesOptions {
  /**
   * Cap on remembered events; past it the oldest completed ones are forgotten first, so memory
   * stays bounded under a flood. In-flight claims are never evicted.
   * @default 100000
   */
  maxEntries?: number;
  /** Clock in milliseconds, for tests. @default Date.now */
  now?: () => number;
}

/**
 * Process-local store: correct for one server instance (JavaScript runs `claim` to completion
 * before another delivery can, so it is atomic). Several instances need a shared store
 * (`game-commerce-s2s/stores/redis` or `.../stores/postgres`).
 *
 * In-flight claims and processed events live in two maps, each with an expiry queue in insertion
 * order (one lease, one TTL: oldest first is soonest to expire). Expiry and eviction at the cap pop
 * queue heads, so every operation is O(1) amortised however full the store is.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  // Key -> position of its entry in the queue beside it (an integer, so no object per key).
  readonly #inFlight = new Map<string, number>();
  readonly #done = new Map<string, number>();
  /** Claims, with their token. */
  readonly #inFlightQueue = new ExpiryQueue<string>();
  /** Processed events, with their answer (often one shared object: see handler.ts). */
  readonly #doneQueue = new ExpiryQueue<StoredAnswer>();
  readonly #ttlMs: number;
  readonly #leaseMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: MemoryIdempotencyStoreOptions = {}) {
    ({ ttlMs: this.#ttlMs, leaseMs: this.#leaseMs } = storeTimes(options));
    this.#maxEntries = positiveOption(options.maxEntries ?? 100_000, 'maxEntries');
    this.#now = options.now ?? Date.now;
  }

  /** Number of remembered keys (in flight or done, not yet expired or evicted). */
  get size(): number {
    return this.#inFlight.size + this.#done.size;
  }

  claim(key: string): ClaimResult {
    const now = this.#now();
    const done = this.#done.get(key);
    if (done !== undefined) {
      if (this.#doneQueue.expiryAt(done) > now) return { state: 'done', answer: this.#doneQueue.valueAt(done) };
      this.#done.delete(key);
    }
    const current = this.#inFlight.get(key);
    if (current !== undefined && this.#inFlightQueue.expiryAt(current) > now) return { state: 'in_flight' };
    // Unique within this store, which is all a token must be here: the store never leaves the
    // process, so there is no other instance whose tokens it could meet (no random UUID needed).
    const token = `m${this.#inFlightQueue.headPosition + this.#inFlightQueue.length}`;
    this.#inFlight.set(key, this.#inFlightQueue.push(key, token, now + this.#leaseMs));
    this.#prune(now);
    return { state: 'claimed', token };
  }

  complete(key: string, token: string, answer: StoredAnswer): void {
    const claim = this.#inFlight.get(key);
    if (claim === undefined || this.#inFlightQueue.valueAt(claim) !== token) return;
    this.#inFlight.delete(key);
    const now = this.#now();
    this.#done.set(key, this.#doneQueue.push(key, answer, now + this.#ttlMs));
    this.#prune(now);
  }

  release(key: string, token: string): void {
    const claim = this.#inFlight.get(key);
    if (claim !== undefined && this.#inFlightQueue.valueAt(claim) === token) this.#inFlight.delete(key);
  }

  #prune(now: number): void {
    // Superseded queue entries (released, completed, re-claimed keys) are dropped as they surface.
    const inFlight = this.#inFlightQueue;
    for (let key = inFlight.headKey(); key !== undefined; key = inFlight.headKey()) {
      const live = this.#inFlight.get(key) === inFlight.headPosition;
      if (live && inFlight.expiryAt(inFlight.headPosition) > now) break;
      if (live) this.#inFlight.delete(key);
      inFlight.shift();
    }
    const done = this.#doneQueue;
    for (let key = done.headKey(); key !== undefined; key = done.headKey()) {
      const live = this.#done.get(key) === done.headPosition;
      if (live && done.expiryAt(done.headPosition) > now && this.size <= this.#maxEntries) break;
      if (live) this.#done.delete(key);
      done.shift();
    }
  }
}
