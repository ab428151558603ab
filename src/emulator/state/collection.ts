/**
 * An ordered set of records keyed by id: the store behind every resource the emulator keeps
 * (achievements, orders, payments, ...). Iteration is insertion order, which is creation order, so
 * `limit`/`offset` pages are stable (spec §4 pagination). Every change records its undo step in
 * the journal, so a failed request leaves the collection as it found it.
 */
import type { IdFactory, IdKind } from './ids.js';
import type { Journal } from './journal.js';
import type { PartEnvironment, StatePart } from './part.js';
import { SeedError } from './seed-error.js';
import { StorageCharges, storedSize } from './storage-meter.js';

export type StoredRecord = Record<string, unknown>;

export interface CollectionOptions {
  /** The field holding the id. @default 'id' */
  idKey?: string;
  /** The kind of id to give a seeded record that has none. */
  idKind: IdKind;
}

export class Collection<T extends StoredRecord = StoredRecord> implements StatePart {
  readonly #records = new Map<string, T>();
  /** Each record's size as JSON, charged to the storage meter. */
  readonly #charges: StorageCharges;
  readonly #journal: Journal;
  readonly #ids: IdFactory;
  readonly idKey: string;
  readonly idKind: IdKind;

  constructor(environment: Pick<PartEnvironment, 'journal' | 'ids' | 'storage'>, options: CollectionOptions) {
    this.#journal = environment.journal;
    this.#ids = environment.ids;
    this.#charges = new StorageCharges(environment.storage);
    this.idKey = options.idKey ?? 'id';
    this.idKind = options.idKind;
  }

  get size(): number {
    return this.#records.size;
  }

  get(id: string): T | undefined {
    return this.#records.get(id);
  }

  has(id: string): boolean {
    return this.#records.has(id);
  }

  /** Records in creation order. */
  values(): IterableIterator<T> {
    return this.#records.values();
  }

  /** A fresh id for a record of this collection. */
  newId(): string {
    return this.#ids.next(this.idKind);
  }

  /** Adds a record (its id field already set); the id must be new. */
  insert(record: T): T {
    const id = record[this.idKey] as string;
    if (this.#records.has(id)) throw new Error(`${id} already exists`);
    this.#records.set(id, record);
    this.#charges.set(id, storedSize(record));
    this.#journal.record(() => {
      this.#records.delete(id);
      this.#charges.set(id, undefined);
    });
    return record;
  }

  /** Replaces the record with this id, keeping its place in the order. */
  replace(id: string, record: T): T {
    const previous = this.#records.get(id);
    if (previous === undefined) throw new Error(`${id} does not exist`);
    const previousCharge = this.#charges.get(id);
    this.#records.set(id, record);
    this.#charges.set(id, storedSize(record));
    this.#journal.record(() => {
      this.#records.set(id, previous);
      this.#charges.set(id, previousCharge);
    });
    return record;
  }

  /** Removes the record; false when there was none. */
  delete(id: string): boolean {
    const previous = this.#records.get(id);
    if (previous === undefined) return false;
    const order = [...this.#records.keys()];
    const previousCharge = this.#charges.get(id);
    this.#records.delete(id);
    this.#charges.set(id, undefined);
    this.#journal.record(() => {
      this.#reinsert(order, id, previous);
      this.#charges.set(id, previousCharge);
    });
    return true;
  }

  /** Puts a deleted record back where it was (undo keeps the order pages are built from). */
  #reinsert(order: string[], id: string, record: T): void {
    const current = new Map(this.#records);
    this.#records.clear();
    for (const key of order) {
      if (key === id) this.#records.set(id, record);
      else if (current.has(key)) this.#records.set(key, current.get(key) as T);
    }
    for (const [key, value] of current) if (!this.#records.has(key)) this.#records.set(key, value);
  }

  snapshot(): T[] {
    return structuredClone([...this.#records.values()]);
  }

  /** Seed data: an array of objects; a record without an id gets a fresh one, ids must be unique. */
  restore(data: unknown, at: string): void {
    if (!Array.isArray(data)) throw new SeedError(at, 'must be an array of records');
    const records = new Map<string, T>();
    data.forEach((value, index) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new SeedError(`${at}[${index}]`, 'must be an object');
      }
      const record = structuredClone(value) as T;
      const id = record[this.idKey] ?? this.newId();
      if (typeof id !== 'string' || id === '') {
        throw new SeedError(`${at}[${index}].${this.idKey}`, 'must be a non-empty string');
      }
      if (records.has(id)) throw new SeedError(`${at}[${index}].${this.idKey}`, `${id} appears twice`);
      records.set(id, { ...record, [this.idKey]: id });
    });
    this.#charges.clear();
    this.#records.clear();
    for (const [id, record] of records) {
      this.#records.set(id, record);
      this.#charges.set(id, storedSize(record));
    }
  }
}
