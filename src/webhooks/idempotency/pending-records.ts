/**
 * The records a receiver has answered ahead of (run-once.ts `record`): a shared store is still
 * writing them. `flush` waits for them, so a shutdown can let them land before it closes the
 * store's client; a process that exits without waiting leaves those events claimed until their
 * lease runs out, as a crash would.
 */
export class PendingRecords {
  readonly #pending = new Set<Promise<void>>();

  /**
   * Follows one record until it lands or fails, then calls `onFailure` with the store's error.
   * `settled` must not reject (run-once.ts resolves it with `{ error }` instead).
   */
  track(settled: Promise<{ error: unknown } | undefined>, onFailure: (error: unknown) => void): void {
    const done: Promise<void> = settled.then((failure) => {
      this.#pending.delete(done);
      if (failure !== undefined) report(onFailure, failure.error);
    });
    this.#pending.add(done);
  }

  /** Resolves once every record tracked so far, and any tracked meanwhile, has landed or failed. */
  async flush(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}

function report(onFailure: (error: unknown) => void, error: unknown): void {
  try {
    onFailure(error);
  } catch {
    // The reporter itself threw (a logger that failed): nothing is left to tell, and the
    // rejection must not become an unhandled one that ends the process.
  }
}
