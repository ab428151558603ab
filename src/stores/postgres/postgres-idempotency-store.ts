import { randomUUID } from 'node:crypto';
import type { ClaimResult, IdempotencyStore, StoredAnswer } from '../../webhooks/idempotency/store.js';
import { storeTimes, type StoreTimesOptions } from '../../webhooks/idempotency/store-times.js';
import { BatchQueue, type KeyClaim as Claim, STORE_BATCHING, sendClaimsAndCompletions } from '../batch-queue.js';
import { notMigrated } from './not-migrated-error.js';
import { qualify, type SqlClient } from './sql-client.js';

/** Options of `PostgresIdempotencyStore`. */
export interface PostgresIdempotencyStoreOptions extends StoreTimesOptions {
  /**
   * A pg `Pool` (or `Client`) or a PGlite instance that you create and close. Give the pool a
   * `connectionTimeoutMillis` so an unreachable database throws quickly (answered 503).
   */
  client: SqlClient;
  /** Schema holding the tables `migrate()` created. @default the connection's search_path */
  schema?: string;
}

interface ClaimRow {
  claimed: boolean;
  status: number | null;
  body: string | null;
}

/** A claim (`answer` absent) or a completion (`answer`: what to record), as one batch carries them. */
interface Write extends Claim {
  answer?: StoredAnswer;
}

/**
 * Idempotency store shared by every instance through PostgreSQL. A claim inserts the key and does
 * nothing on conflict, unless the row there has expired (a crashed owner's lease, or a processed
 * event past its TTL), which it takes over; the row lock makes that atomic across connections.
 * Only the token's owner can complete or release. Errors are thrown, so the receiver answers 503;
 * on a schema where `migrate()` never ran, a `PostgresNotMigratedError` that says to run it.
 * Times are the database's clock, so instances with skewed clocks still agree.
 *
 * Claims and completions that arrive while the store is busy go to PostgreSQL together, in one
 * statement and so one commit: one queue for both, since the receiver answers before its
 * completion is recorded, so a completion can wait for the next claims'
 * statement and share its commit. If
 * the batches of two instances cross on duplicates and deadlock, PostgreSQL aborts one statement
 * and its items are retried one by one.
 */
export class PostgresIdempotencyStore implements IdempotencyStore {
  readonly #client: SqlClient;
  readonly #schema: string | undefined;
  readonly #table: string;
  readonly #ttlMs: number;
  readonly #leaseMs: number;
  readonly #claim: string;
  readonly #complete: string;
  readonly #release: string;
  readonly #prune: string;
  readonly #writeMany: string;
  readonly #writes: BatchQueue<Write, ClaimRow | undefined>;

  constructor(options: PostgresIdempotencyStoreOptions) {
    this.#client = options.client;
    this.#schema = options.schema;
    ({ ttlMs: this.#ttlMs, leaseMs: this.#leaseMs } = storeTimes(options));
    const table = qualify(options.schema, 'gcs2s_webhook_deliveries');
    this.#table = table;
    // One statement, one round trip: the claim, and the state a losing claim reports. The outer
    // SELECT sees the row as it was before the INSERT, which is what a losing claim needs.
    this.#claim = `WITH claim AS (
  INSERT INTO ${table} AS d (delivery_key, token, expires_at)
  VALUES ($1, $2, statement_timestamp() + $3 * interval '1 millisecond')
  ON CONFLICT (delivery_key) DO UPDATE SET token = EXCLUDED.token, status = NULL, body = NULL, expires_at = EXCLUDED.expires_at
  WHERE d.expires_at <= statement_timestamp()
  RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM claim) AS claimed, d.status, d.body
FROM (SELECT 1) AS one LEFT JOIN ${table} AS d ON d.delivery_key = $1 AND d.expires_at > statement_timestamp()`;
    this.#complete = `UPDATE ${table} SET token = NULL, status = $3, body = $4,
  expires_at = statement_timestamp() + $5 * interval '1 millisecond' WHERE delivery_key = $1 AND token = $2`;
    this.#release = `DELETE FROM ${table} WHERE delivery_key = $1 AND token = $2`;
    this.#prune = `DELETE FROM ${table} WHERE expires_at <= statement_timestamp()`;
    // The same two statements over arrays, for a batch (batch-queue.ts): completions and claims in
    // one statement, so one commit for all. Keys are distinct within a batch (a statement must not
    // touch a row twice), so its completions and claims never meet, and claims are inserted in key
    // order, so two batches that share keys lock them in the same order.
    this.#writeMany = `WITH completion AS (
  UPDATE ${table} AS d SET token = NULL, status = v.status, body = v.body,
    expires_at = statement_timestamp() + $7 * interval '1 millisecond'
  FROM unnest($3::text[], $4::text[], $5::int[], $6::text[]) AS v(delivery_key, token, status, body)
  WHERE d.delivery_key = v.delivery_key AND d.token = v.token
), input AS (
  SELECT * FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS i(delivery_key, token, n)
), claim AS (
  INSERT INTO ${table} AS d (delivery_key, token, expires_at)
  SELECT delivery_key, token, statement_timestamp() + $8 * interval '1 millisecond' FROM input ORDER BY delivery_key
  ON CONFLICT (delivery_key) DO UPDATE SET token = EXCLUDED.token, status = NULL, body = NULL, expires_at = EXCLUDED.expires_at
  WHERE d.expires_at <= statement_timestamp()
  RETURNING d.delivery_key
)
SELECT c.delivery_key IS NOT NULL AS claimed, d.status, d.body
FROM input AS i LEFT JOIN claim AS c ON c.delivery_key = i.delivery_key
LEFT JOIN ${table} AS d ON d.delivery_key = i.delivery_key AND d.expires_at > statement_timestamp()
ORDER BY i.n`;
    this.#writes = new BatchQueue<Write, ClaimRow | undefined>({
      ...STORE_BATCHING,
      keyOf: (write) => write.key,
      runOne: (write) => this.#writeOne(write),
      runMany: (writes) => this.#writeBatch(writes),
    });
  }

  async claim(key: string): Promise<ClaimResult> {
    const token = randomUUID();
    const row = (await this.#writes.add({ key, token })) as ClaimRow;
    if (row.claimed) return { state: 'claimed', token };
    // A row another connection committed after this statement's snapshot reads as absent: it is in
    // flight at best, and the receiver polls again.
    if (row.status === null || row.body === null) return { state: 'in_flight' };
    return { state: 'done', answer: { status: row.status, body: row.body } };
  }

  async complete(key: string, token: string, answer: StoredAnswer): Promise<void> {
    await this.#writes.add({ key, token, answer });
  }

  async release(key: string, token: string): Promise<void> {
    await this.#query(this.#release, [key, token]);
  }

  /** Every statement goes through here, so a missing table says to run `migrate()`. */
  async #query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> {
    try {
      return await this.#client.query(text, params);
    } catch (error) {
      throw notMigrated(error, this.#table, this.#schema);
    }
  }

  async #writeOne({ key, token, answer }: Write): Promise<ClaimRow | undefined> {
    if (answer !== undefined) {
      await this.#query(this.#complete, [key, token, answer.status, answer.body, this.#ttlMs]);
      return undefined;
    }
    const { rows } = await this.#query(this.#claim, [key, token, this.#leaseMs]);
    return rows[0] as ClaimRow;
  }

  /** One statement for a batch; each claim gets its row, each completion undefined. */
  #writeBatch(writes: Write[]): Promise<(ClaimRow | undefined)[]> {
    return sendClaimsAndCompletions(
      writes,
      (write) => write.answer !== undefined,
      async (claims, completions) => {
        const { rows } = await this.#query(this.#writeMany, [
          claims.map((claim) => claim.key),
          claims.map((claim) => claim.token),
          completions.map((completion) => completion.key),
          completions.map((completion) => completion.token),
          completions.map((completion) => completion.answer!.status),
          completions.map((completion) => completion.answer!.body),
          this.#ttlMs,
          this.#leaseMs,
        ]);
        return rows as ClaimRow[];
      },
    );
  }

  /**
   * Deletes expired rows; returns how many. Claims take expired rows over, so this only bounds the
   * table's size: run it now and then (a timer, a cron job). Uses the expires_at index.
   */
  async deleteExpired(): Promise<number> {
    const { rows } = await this.#query(`WITH gone AS (${this.#prune} RETURNING 1) SELECT count(*)::int AS n FROM gone`);
    return (rows[0] as { n: number }).n;
  }
}
