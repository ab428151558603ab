/**
 * Tells every delivery attempt in flight that the emulator was reset or closed. All the attempts of
 * an emulator share one, so it is a set of callbacks, each removed when its attempt ends: on a
 * shared `AbortSignal` every waiting attempt would be one more `abort` listener, and Node warns
 * (`MaxListenersExceededWarning`) once more than ten deliveries are in flight.
 */
export class StopSignal {
  #stopped = false;
  readonly #callbacks = new Set<() => void>();

  get stopped(): boolean {
    return this.#stopped;
  }

  /** Calls `callback` once on `stop()` (at once when already stopped); returns what unsubscribes it. */
  onStop(callback: () => void): () => void {
    if (this.#stopped) {
      callback();
      return () => {};
    }
    // A wrapper per subscription, so the same function subscribed twice is two subscriptions.
    const entry = () => callback();
    this.#callbacks.add(entry);
    return () => this.#callbacks.delete(entry);
  }

  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    const callbacks = [...this.#callbacks];
    this.#callbacks.clear();
    for (const callback of callbacks) callback();
  }
}
