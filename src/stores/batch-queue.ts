/**
 * Group commit for the shared stores: claims (or completions) that arrive while the store is busy
 * are sent together as one command or statement, instead of one round trip each.
 *
 * Why: a webhook's first delivery costs the store two writes, a claim and a completion, where a
 * hand-written receiver does one. Under load that halves what a receiver can take (issue #11's
 * bench measured 0.68x on Redis and 0.44x on PostgreSQL, where each write is also a commit and a
 * WAL flush). Batching does not weaken any guarantee: every item still gets its own result, after
 * the write that carries it has returned, and each claim is still atomic on the server.
 *
 * How: items added in the same tick, and those that arrive while `maxInFlight` batches are out,
 * go in the next batch (at most `maxItems`). A quiet store therefore sends each item at once, on
 * its own, with no timer and no added latency. If a batch of several items fails, each is retried
 * alone, so one item the server refuses cannot fail the others with it.
 */

/** What the shared stores batch: a claim of one key with the claimant's token. */
export interface KeyClaim {
  key: string;
  token: string;
}

/**
 * One round trip for a batch that holds claims and completions alike (both shared stores): `send`
 * gets the claims and the completions apart, each in queue order, and answers one result per
 * claim. Each claim gets its own result back, each completion undefined.
 */
export async function sendClaimsAndCompletions<W, R>(
  writes: W[],
  isCompletion: (write: W) => boolean,
  send: (claims: W[], completions: W[]) => Promise<R[]>,
): Promise<(R | undefined)[]> {
  const claims = writes.filter((write) => !isCompletion(write));
  const completions = writes.filter((write) => isCompletion(write));
  const results = await send(claims, completions);
  let next = 0;
  return writes.map((write) => (isCompletion(write) ? undefined : results[next++]));
}

/**
 * The stores' batching: one batch out at a time per store (its claims and completions share it),
 * each carrying what arrived meanwhile, at most 128 items. Measured on an earlier
 * scripts/bench/webhook-receive.ts against the hand-written receiver: PostgreSQL with 1 in flight
 * 1.03-1.08x (the largest batches: each is one commit and one WAL flush), 2 in flight 0.90-1.03x,
 * 4 0.77x, 8 0.73x (smaller batches, more flushes); Redis with 1 in flight 1.02-1.06x, 2 in flight
 * 0.96-1.02x.
 */
export const STORE_BATCHING = { maxInFlight: 1, maxItems: 128 } as const;

export interface BatchQueueOptions<I, O> {
  /** Sends several items in one round trip; answers one result per item, in order. */
  runMany(items: I[]): Promise<O[]>;
  /** Sends one item: the store's plain single-item path. */
  runOne(item: I): Promise<O>;
  /** Batches out at once; more arrive queued. */
  maxInFlight: number;
  /** Largest batch. */
  maxItems: number;
  /** Items that must not share a batch (the same key twice) wait for the next one. */
  keyOf?: (item: I) => string;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export class BatchQueue<I, O> {
  readonly #options: BatchQueueOptions<I, O>;
  #queue: Waiting<I, O>[] = [];
  #inFlight = 0;
  #scheduled = false;

  constructor(options: BatchQueueOptions<I, O>) {
    this.#options = options;
  }

  /** Resolves with the item's own result once the batch that carried it has returned. */
  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= this.#options.maxInFlight || this.#queue.length === 0) return;
    this.#scheduled = true;
    // Later in this tick more items may come (concurrent deliveries parsed together): take them too.
    queueMicrotask(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    while (this.#inFlight < this.#options.maxInFlight && this.#queue.length > 0) {
      const batch = this.#take();
      this.#inFlight++;
      void this.#send(batch).finally(() => {
        this.#inFlight--;
        this.#schedule();
      });
    }
  }

  /** The next batch: queue order, at most `maxItems`, no key twice (a repeat stays queued). */
  #take(): Waiting<I, O>[] {
    const { maxItems, keyOf } = this.#options;
    if (keyOf === undefined) return this.#queue.splice(0, maxItems);
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    for (const waiting of this.#queue) {
      const key = keyOf(waiting.item);
      if (batch.length >= maxItems || keys.has(key)) rest.push(waiting);
      else {
        keys.add(key);
        batch.push(waiting);
      }
    }
    this.#queue = rest;
    return batch;
  }

  async #send(batch: Waiting<I, O>[]): Promise<void> {
    const { runMany, runOne } = this.#options;
    if (batch.length === 1) {
      const [only] = batch as [Waiting<I, O>];
      await runOne(only.item).then(only.resolve, only.reject);
      return;
    }
    let results: O[];
    try {
      results = await runMany(batch.map((waiting) => waiting.item));
    } catch {
      // Retried alone: each item then fails (or succeeds) on its own account.
      await Promise.all(batch.map(({ item, resolve, reject }) => runOne(item).then(resolve, reject)));
      return;
    }
    for (const [index, waiting] of batch.entries()) waiting.resolve(results[index] as O);
  }
}
