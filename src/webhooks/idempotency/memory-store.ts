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

interface InFlight {
  token: string;
  expiresAt: number;
  sequence: number;
}

interface Done {
  answer: StoredAnswer;
  expiresAt: number;
  sequence: number;
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
  readonly #inFlight = new Map<string, InFlight>();
  readonly #done = new Map<string, Done>();
  readonly #inFlightQueue = new ExpiryQueue();
  readonly #doneQueue = new ExpiryQueue();
  readonly #ttlMs: number;
  readonly #leaseMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #sequence = 0;

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
    if (done) {
      if (done.expiresAt > now) return { state: 'done', answer: done.answer };
      this.#done.delete(key);
    }
    const current = this.#inFlight.get(key);
    if (current && current.expiresAt > now) return { state: 'in_flight' };
    const token = crypto.randomUUID();
    const entry = { token, expiresAt: now + this.#leaseMs, sequence: ++this.#sequence };
    this.#inFlight.set(key, entry);
    this.#inFlightQueue.push(key, entry.sequence, entry.expiresAt);
    this.#prune(now);
    return { state: 'claimed', token };
  }

  complete(key: string, token: string, answer: StoredAnswer): void {
    if (this.#inFlight.get(key)?.token !== token) return;
    this.#inFlight.delete(key);
    const now = this.#now();
    const entry = { answer, expiresAt: now + this.#ttlMs, sequence: ++this.#sequence };
    this.#done.set(key, entry);
    this.#doneQueue.push(key, entry.sequence, entry.expiresAt);
    this.#prune(now);
  }

  release(key: string, token: string): void {
    if (this.#inFlight.get(key)?.token === token) this.#inFlight.delete(key);
  }

  #prune(now: number): void {
    // Superseded queue entries (released, completed, re-claimed keys) are dropped as they surface.
    for (let head = this.#inFlightQueue.peek(); head; head = this.#inFlightQueue.peek()) {
      const live = this.#inFlight.get(head.key)?.sequence === head.sequence;
      if (live && head.expiresAt > now) break;
      if (live) this.#inFlight.delete(head.key);
      this.#inFlightQueue.shift();
    }
    for (let head = this.#doneQueue.peek(); head; head = this.#doneQueue.peek()) {
      const live = this.#done.get(head.key)?.sequence === head.sequence;
      if (live && head.expiresAt > now && this.size <= this.#maxEntries) break;
      if (live) this.#done.delete(head.key);
      this.#doneQueue.shift();
    }
  }
}
