/**
 * A part that maps a key to one value: a player's coupons (`user_id` → records), a creator's social
 * accounts or terms (`creator_id` → ...). Seeded and snapshotted as a JSON object; every change
 * records its undo step.
 */
import type { Journal } from './journal.js';
import type { PartEnvironment, StatePart } from './part.js';
import { SeedError } from './seed-error.js';
import { StorageCharges, storedSize } from './storage-meter.js';

export class KeyedPart<V> implements StatePart {
  readonly #values = new Map<string, V>();
  /** Each value's size as JSON, charged to the storage meter. */
  readonly #charges: StorageCharges;
  readonly #journal: Journal;
  /** Throws a message when a seeded value is unusable. */
  readonly #check: (value: unknown) => string | undefined;

  constructor(
    environment: Pick<PartEnvironment, 'journal' | 'storage'>,
    check: (value: unknown) => string | undefined,
  ) {
    this.#journal = environment.journal;
    this.#charges = new StorageCharges(environment.storage);
    this.#check = check;
  }

  get(key: string): V | undefined {
    return this.#values.get(key);
  }

  set(key: string, value: V): void {
    const had = this.#values.has(key);
    const previous = this.#values.get(key);
    const previousCharge = this.#charges.get(key);
    this.#values.set(key, value);
    this.#charges.set(key, storedSize(value));
    this.#journal.record(() => {
      if (had) this.#values.set(key, previous as V);
      else this.#values.delete(key);
      this.#charges.set(key, previousCharge);
    });
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
    this.#charges.clear();
    this.#values.clear();
    for (const [key, value] of Object.entries(structuredClone(data))) {
      this.#values.set(key, value as V);
      this.#charges.set(key, storedSize(value));
    }
  }
}

/** Checks for seeded values: a list of objects, or one object. */
export const listOfObjects = (value: unknown): string | undefined =>
  Array.isArray(value) && value.every((v) => v !== null && typeof v === 'object' && !Array.isArray(v))
    ? undefined
    : 'must be an array of objects';

export const oneObject = (value: unknown): string | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? undefined : 'must be an object';
