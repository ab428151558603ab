import { WebhookConfigError } from '../errors/webhook-config-error.js';
import type { ClaimResult, IdempotencyStore, StoredAnswer } from './store.js';

/** Options of the in-memory store. */
export interface MemoryIdempotencyStoreOptions {
  /**
   * How long a processed event is remembered, in seconds. The spec does not give retry timing
   * (spec §6 Event kinds), so a day is kept: an order itself lives 24 hours (spec §8).
   * @default 86400
   */
  ttlSeconds?: number;
  /**
   * How long an in-flight claim holds, in seconds, before a crashed or hung handler's event can be
   * claimed again. Must exceed the slowest handler.
   * @default 120
   */
  leaseSeconds?: number;
  /**
   * Cap on remembered events; past it the oldest completed ones are forgotten first, so memory
   * stays bounded under a flood. In-flight claims are never evicted.
   * @default 100000
   */
  maxEntries?: number;
  /** Clock in milliseconds, for tests. @default Date.now */
  now?: () => number;
}

type Entry = { state: 'in_flight'; token: string; expiresAt: number } | { state: 'done'; answer: StoredAnswer; expiresAt: number };

/**
 * Process-local store: correct for one server instance (JavaScript runs `claim` to completion
 * before another delivery can, so it is atomic). Several instances need a shared store.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #leaseMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: MemoryIdempotencyStoreOptions = {}) {
    this.#ttlMs = positive(options.ttlSeconds ?? 86_400, 'ttlSeconds') * 1000;
    this.#leaseMs = positive(options.leaseSeconds ?? 120, 'leaseSeconds') * 1000;
    this.#maxEntries = positive(options.maxEntries ?? 100_000, 'maxEntries');
    this.#now = options.now ?? Date.now;
  }

  /** Number of remembered keys (in flight or done, not yet expired or evicted). */
  get size(): number {
    return this.#entries.size;
  }

  claim(key: string): ClaimResult {
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.state === 'done' ? { state: 'done', answer: entry.answer } : { state: 'in_flight' };
    const token = crypto.randomUUID();
    this.#set(key, { state: 'in_flight', token, expiresAt: now + this.#leaseMs }, now);
    return { state: 'claimed', token };
  }

  complete(key: string, token: string, answer: StoredAnswer): void {
    const entry = this.#entries.get(key);
    if (entry?.state !== 'in_flight' || entry.token !== token) return;
    const now = this.#now();
    this.#set(key, { state: 'done', answer, expiresAt: now + this.#ttlMs }, now);
  }

  release(key: string, token: string): void {
    const entry = this.#entries.get(key);
    if (entry?.state === 'in_flight' && entry.token === token) this.#entries.delete(key);
  }

  #set(key: string, entry: Entry, now: number): void {
    // Re-inserting moves the key to the end, so the Map stays roughly ordered by age.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#prune(now);
  }

  #prune(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && entry.expiresAt > now) break;
      if (entry.expiresAt <= now || entry.state === 'done') this.#entries.delete(key);
    }
  }
}

function positive(value: number, name: string): number {
  if (!(typeof value === 'number' && value > 0 && Number.isFinite(value))) {
    throw new WebhookConfigError(`${name}: expected a positive number`);
  }
  return value;
}
