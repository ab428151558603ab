/**
 * How many bytes of JSON the emulator's records take, all tenants together, for the
 * `maxStoredBytes` cap. The ready-made parts (`Collection`, `KeyedPart`) charge each record's size
 * as they store, replace, delete and restore it, and give it back on undo, so the count follows
 * what the state holds, seeds included, without walking it. Records a flow changes in place after
 * storing them are not measured again; they grow by a few fields at most.
 */
export class StorageMeter {
  #used = 0;
  #released = false;
  readonly #parent: StorageMeter | undefined;

  /** `parent`: the meter of every tenant, which a tenant's own meter also charges. */
  constructor(parent?: StorageMeter) {
    this.#parent = parent;
  }

  /** Bytes of JSON held now. */
  get used(): number {
    return this.#used;
  }

  /** Adds `bytes` (negative to free). */
  add(bytes: number): void {
    if (this.#released) return;
    this.#used += bytes;
    this.#parent?.add(bytes);
  }

  /**
   * Gives everything back to the parent and charges nothing more: a tenant reset on its own is
   * dropped, and a delivery still settling on its old records must not count against the cap.
   */
  release(): void {
    if (this.#released) return;
    this.#parent?.add(-this.#used);
    this.#used = 0;
    this.#released = true;
  }
}

/** The size a value takes as JSON, in UTF-8 bytes. */
export function storedSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

/** One part's share of the meter: the size charged for each of its records, by key. */
export class StorageCharges {
  readonly #sizes = new Map<string, number>();
  readonly #meter: StorageMeter | undefined;

  constructor(meter: StorageMeter | undefined) {
    this.#meter = meter;
  }

  /** The size charged for `key`, if any (to restore it on undo). */
  get(key: string): number | undefined {
    return this.#sizes.get(key);
  }

  /** Charges `size` for `key` (undefined: nothing), moving the difference on the meter. */
  set(key: string, size: number | undefined): void {
    this.#meter?.add((size ?? 0) - (this.#sizes.get(key) ?? 0));
    if (size === undefined) this.#sizes.delete(key);
    else this.#sizes.set(key, size);
  }

  /** Gives back everything this part was charged. */
  clear(): void {
    for (const key of [...this.#sizes.keys()]) this.set(key, undefined);
  }
}
