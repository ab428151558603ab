/**
 * First-in-first-out queue of keys with the time each expires, for stores whose entries all live
 * the same span (one TTL, one lease): insertion order is then expiry order, and the oldest entry
 * is always at the head. Push and shift are O(1) amortised: the array is compacted only once its
 * consumed head outgrows the live tail.
 *
 * An entry carries the sequence number its key had when it was queued; the store compares it with
 * the key's current one to skip entries that a later write superseded (no search, no removal).
 */
export class ExpiryQueue {
  #keys: string[] = [];
  #sequences: number[] = [];
  #expiries: number[] = [];
  #head = 0;

  get length(): number {
    return this.#keys.length - this.#head;
  }

  push(key: string, sequence: number, expiresAt: number): void {
    this.#keys.push(key);
    this.#sequences.push(sequence);
    this.#expiries.push(expiresAt);
  }

  /** The oldest entry, or undefined when empty. */
  peek(): { key: string; sequence: number; expiresAt: number } | undefined {
    if (this.#head >= this.#keys.length) return undefined;
    return {
      key: this.#keys[this.#head]!,
      sequence: this.#sequences[this.#head]!,
      expiresAt: this.#expiries[this.#head]!,
    };
  }

  shift(): void {
    this.#head += 1;
    if (this.#head >= 1024 && this.#head * 2 >= this.#keys.length) {
      this.#keys = this.#keys.slice(this.#head);
      this.#sequences = this.#sequences.slice(this.#head);
      this.#expiries = this.#expiries.slice(this.#head);
      this.#head = 0;
    }
  }
}
