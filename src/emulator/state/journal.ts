/**
 * Undo steps for the request being handled, so a request that fails leaves no change behind: the
 * state is never left half-written by a request that failed. Every state change records
 * how to undo itself; the core handler keeps the steps of a request that succeeded and runs them
 * backwards for one that failed. Operation handlers are synchronous, so two requests never
 * interleave their steps.
 */
export class Journal {
  #steps: (() => void)[] | undefined;

  /** Records how to undo a change just made; a no-op outside a request (seeding, controls). */
  record(undo: () => void): void {
    this.#steps?.push(undo);
  }

  /** Runs `fn`; undoes its changes when it throws or when `failed` says its result is a failure. */
  run<T>(fn: () => T, failed: (result: T) => boolean): T {
    const outer = this.#steps;
    const steps: (() => void)[] = [];
    this.#steps = steps;
    try {
      const result = fn();
      if (failed(result)) undo(steps);
      else outer?.push(...steps);
      return result;
    } catch (error) {
      undo(steps);
      throw error;
    } finally {
      this.#steps = outer;
    }
  }
}

function undo(steps: (() => void)[]): void {
  for (let i = steps.length - 1; i >= 0; i--) (steps[i] as () => void)();
}
