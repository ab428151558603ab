/**
 * Where the receiver records which events it has processed, so duplicates run the handler once
 * (spec §6: "Use idempotency_key in the payload to ignore duplicates").
 *
 * Lifecycle of one key: `claim` -> (handler runs) -> `complete` on success or `release` on failure.
 *
 * What a store shared by several server instances (Redis, SQL, ...) must guarantee:
 * 1. `claim` is atomic across all instances: of any number of concurrent claims of one key, exactly
 *    one gets `claimed` (Redis `SET key token NX PX lease`, SQL `INSERT ... ON CONFLICT DO NOTHING`
 *    on a primary key, a DynamoDB conditional put). Read-then-write is not enough.
 * 2. An in-flight claim expires after a lease, so a crash mid-handler does not block the event
 *    forever; the lease must be longer than the slowest handler, or a retry may run concurrently.
 * 3. `complete` and `release` act only when the token still owns the key (compare-and-set), so an
 *    instance whose lease ran out cannot overwrite the new owner's state.
 * 4. A completed record stays visible to every instance for at least the TTL, longer than the
 *    service keeps retrying an event, and is read with the same consistency as `claim`.
 * 5. Errors are thrown, never swallowed: the receiver answers 503 and the service retries.
 */

/** The answer sent for a processed event, replayed to its duplicates. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/** Result of `claim`. */
export type ClaimResult =
  /** This caller owns the key and must `complete` or `release` it with `token`. */
  | { state: 'claimed'; token: string }
  /** Another delivery of the same event is being processed right now. */
  | { state: 'in_flight' }
  /** The event was processed; `answer` is what its first delivery got. */
  | { state: 'done'; answer: StoredAnswer };

/** Pluggable idempotency store; see the guarantees above. Methods may be sync or async. */
export interface IdempotencyStore {
  /** Atomically claims `key` unless it is in flight or done. */
  claim(key: string): ClaimResult | Promise<ClaimResult>;
  /** Marks `key` done with the answer to replay, if `token` still owns it. */
  complete(key: string, token: string, answer: StoredAnswer): void | Promise<void>;
  /** Drops an in-flight claim after a failure so a retry can process the event, if `token` owns it. */
  release(key: string, token: string): void | Promise<void>;
}
