/**
 * A part that maps a key to one value: a player's coupons (`user_id` → records), a creator's social
 * accounts or terms (`creator_id` → ...). Seeded and snapshotted as a JSON object; every change
 * records its undo step.
 */
import type { Journal } from './journal.js';
import type { PartEnvironment, StatePart } from './part.js';
import { SeedError } from './seed-error.js';

export class KeyedPart<V> implements StatePart {
  readonly #values = new Map<string, V>();
  readonly #journal: Journal;
  /** Throws a message when a seeded value is unusable. */
  readonly #check: (value: unknown) => string | undefined;

  constructor(environment: Pick<PartEnvironment, 'journal'>, check: (value: unknown) => string | undefined) {
    this.#journal = environment.journal;
    this.#check = check;
  }

  get(key: string): V | undefined {
    return this.#values.get(key);
  }

  set(key: string, value: V): void {
    const had = this.#values.has(key);
    const previous = this.#values.get(key);
    this.#values.set(key, value);
    this.#journal.record(() => (had ? this.#values.set(key, previous as V) : this.#values.delete(key)));
  }

  delete(key: string): void {
    if (!this.#values.has(key)) return;
    const previous = this.#values.get(key) as V;
    this.#values.delete(key);
    this.#journal.record(() => this.#values.set(key, previous));
  }

  snapshot(): Record<string, V> {
    return structuredClone(Object.fromEntries(this.#values));
  }

  restore(data: unknown, at: string): void {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new SeedError(at, 'must be an object');
    for (const [key, value] of Object.entries(data)) {
      const problem = this.#check(value);
      if (problem !== undefined) throw new SeedError(`${at}.${key}`, problem);
    }
    this.#values.clear();
    for (const [key, value] of Object.entries(structuredClone(data))) this.#values.set(key, value as V);
  }
}

/** Checks for seeded values: a list of objects, or one object. */
export const listOfObjects = (value: unknown): string | undefined =>
  Array.isArray(value) && value.every((v) => v !== null && typeof v === 'object' && !Array.isArray(v))
    ? undefined
    : 'must be an array of objects';

export const oneObject = (value: unknown): string | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? undefined : 'must be an object';
