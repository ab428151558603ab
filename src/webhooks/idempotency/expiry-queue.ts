/**
 * First-in-first-out queue of keys, each with a value and the time it expires, for stores whose
 * entries all live the same span (one TTL, one lease): insertion order is then expiry order, and
 * the oldest entry is always at the head. Push and shift are O(1) amortised: the columns are
 * compacted only once the consumed head outgrows the live tail.
 *
 * Every entry gets a position, counted up from 0 and never reused, which is what the store's map
 * holds for a key. The store reads and writes the value and expiry by position, and marks an entry
 * a later write superseded by clearing its value there, so the head can be skipped without asking
 * the map (no search, no removal).
 *
 * Why columns and positions rather than an object per entry: a store near its cap holds 100,000
 * entries, and every object in them is one more the garbage collector marks on each major cycle.
 * Here an entry is a key, a value and an unboxed number; the map holds a small integer.
 */
export class ExpiryQueue<V> {
  #keys: string[] = [];
  #values: V[] = [];
  #expiries: number[] = [];
  /** Index of the oldest live entry in the columns. */
  #head = 0;
  /** Position of the entry at index 0 of the columns. */
  #base = 0;

  get length(): number {
    return this.#keys.length - this.#head;
  }

  /** Appends an entry; returns its position. */
  push(key: string, value: V, expiresAt: number): number {
    this.#keys.push(key);
    this.#values.push(value);
    this.#expiries.push(expiresAt);
    return this.#base + this.#keys.length - 1;
  }

  /** Position of the oldest entry (meaningless when empty). */
  get headPosition(): number {
    return this.#base + this.#head;
  }

  /** Key of the oldest entry, or undefined when empty. */
  headKey(): string | undefined {
    return this.#head < this.#keys.length ? this.#keys[this.#head] : undefined;
  }

  /** Value of the entry at `position`, which must not have been shifted out. */
  valueAt(position: number): V {
    return this.#values[position - this.#base] as V;
  }

  /** Replaces the value of the entry at `position`, which must not have been shifted out. */
  setValueAt(position: number, value: V): void {
    this.#values[position - this.#base] = value;
  }

  /** Expiry of the entry at `position`, which must not have been shifted out. */
  expiryAt(position: number): number {
    return this.#expiries[position - this.#base] as number;
  }

  /**
   * Drops the oldest entry, and its references with it: a claim's token, or a key the store has
   * forgotten, then dies young instead of lingering until the next compaction (by when the
   * garbage collector has copied it to the old generation, whose collections mark everything).
   */
  shift(): void {
    this.#keys[this.#head] = '';
    this.#values[this.#head] = undefined as V;
    this.#head += 1;
    if (this.#head >= 1024 && this.#head * 2 >= this.#keys.length) {
      this.#keys = this.#keys.slice(this.#head);
      this.#values = this.#values.slice(this.#head);
      this.#expiries = this.#expiries.slice(this.#head);
      this.#base += this.#head;
      this.#head = 0;
    }
  }
}
