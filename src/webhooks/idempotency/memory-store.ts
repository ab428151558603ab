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
 * A claim's position as the map holds it, and back (the same function both ways). Not `~p`: that
 * truncates to 32 bits, and positions count every delivery the process has ever received.
 */
const claimAt = (position: number): number => -1 - position;

/** Marks a queue entry a later write superseded, so pruning drops it without asking the map. */
const SUPERSEDED = undefined;

/**
 * Process-local store: correct for one server instance (JavaScript runs `claim` to completion
 * before another delivery can, so it is atomic). Several instances need a shared store
 * (`game-commerce-s2s/stores/redis` or `.../stores/postgres`).
 *
 * One map holds every remembered key, pointing into one of two expiry queues kept in insertion
 * order (one lease, one TTL: oldest first is soonest to expire): a position >= 0 in the queue of
 * processed events, `-1 - p` (< 0) for position p in the queue of claims. One map, not one per
 * state, because a delivery then costs two lookups and two writes of its key (claim, complete)
 * instead of five or more, and at 100,000 keys each lookup is a cache miss. A write that supersedes
 * a queue entry clears its value there, so expiry and eviction pop queue heads without a lookup:
 * every operation is O(1) amortised however full the store is.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  /** Key -> its entry's position: `p` in #doneQueue, or `claimAt(p)` for p in #inFlightQueue. */
  readonly #positions = new Map<string, number>();
  /** Claims, with their token (SUPERSEDED once completed, released or expired). */
  readonly #inFlightQueue = new ExpiryQueue<string | typeof SUPERSEDED>();
  /** Processed events, with their answer (often one shared object: see handler.ts `PROCESSED`). */
  readonly #doneQueue = new ExpiryQueue<StoredAnswer | typeof SUPERSEDED>();
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
    return this.#positions.size;
  }

  claim(key: string): ClaimResult {
    const now = this.#now();
    const at = this.#positions.get(key);
    if (at !== undefined) {
      if (at >= 0) {
        if (this.#doneQueue.expiryAt(at) > now) return { state: 'done', answer: this.#doneQueue.valueAt(at)! };
        this.#doneQueue.setValueAt(at, SUPERSEDED);
      } else {
        if (this.#inFlightQueue.expiryAt(claimAt(at)) > now) return { state: 'in_flight' };
        this.#inFlightQueue.setValueAt(claimAt(at), SUPERSEDED);
      }
    }
    // Unique within this store, which is all a token must be here: the store never leaves the
    // process, so there is no other instance whose tokens it could meet (no random UUID needed).
    const token = `m${this.#inFlightQueue.headPosition + this.#inFlightQueue.length}`;
    this.#positions.set(key, claimAt(this.#inFlightQueue.push(key, token, now + this.#leaseMs)));
    this.#prune(now);
    return { state: 'claimed', token };
  }

  complete(key: string, token: string, answer: StoredAnswer): void {
    const at = this.#ownClaim(key, token);
    if (at === undefined) return;
    this.#inFlightQueue.setValueAt(at, SUPERSEDED);
    const now = this.#now();
    this.#positions.set(key, this.#doneQueue.push(key, answer, now + this.#ttlMs));
    this.#prune(now);
  }

  release(key: string, token: string): void {
    const at = this.#ownClaim(key, token);
    if (at === undefined) return;
    this.#inFlightQueue.setValueAt(at, SUPERSEDED);
    this.#positions.delete(key);
  }

  /** The claim queue position of `key` when `token` holds it. */
  #ownClaim(key: string, token: string): number | undefined {
    const at = this.#positions.get(key);
    if (at === undefined || at >= 0) return undefined;
    return this.#inFlightQueue.valueAt(claimAt(at)) === token ? claimAt(at) : undefined;
  }

  #prune(now: number): void {
    // A live head that has expired is forgotten; superseded ones are dropped as they surface.
    const inFlight = this.#inFlightQueue;
    while (inFlight.length > 0) {
      const head = inFlight.headPosition;
      if (inFlight.valueAt(head) !== SUPERSEDED) {
        if (inFlight.expiryAt(head) > now) break;
        this.#positions.delete(inFlight.headKey()!);
      }
      inFlight.shift();
    }
    const done = this.#doneQueue;
    while (done.length > 0) {
      const head = done.headPosition;
      if (done.valueAt(head) !== SUPERSEDED) {
        if (done.expiryAt(head) > now && this.#positions.size <= this.#maxEntries) break;
        this.#positions.delete(done.headKey()!);
      }
      done.shift();
    }
  }
}
