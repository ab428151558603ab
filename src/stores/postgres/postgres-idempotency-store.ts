import { randomUUID } from 'node:crypto';
import type { ClaimResult, IdempotencyStore, StoredAnswer } from '../../webhooks/idempotency/store.js';
import { storeTimes, type StoreTimesOptions } from '../../webhooks/idempotency/store-times.js';
import { notMigrated } from './not-migrated-error.js';
import { qualify, type SqlClient } from './sql-client.js';

/** Options of `PostgresIdempotencyStore`. */
export interface PostgresIdempotencyStoreOptions extends StoreTimesOptions {
  /**
   * A pg `Pool` or a PGlite instance that you create and close (a single pg `Client` also works,
   * but runs one query at a time, so concurrent deliveries queue on it). Give the pool a
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

/**
 * Idempotency store shared by every instance through PostgreSQL. A claim inserts the key and does
 * nothing on conflict, unless the row there has expired (a crashed owner's lease, or a processed
 * event past its TTL), which it takes over; the row lock makes that atomic across connections.
 * Only the token's owner can complete or release. Errors are thrown, so the receiver answers 503;
 * on a schema where `migrate()` never ran, a `PostgresNotMigratedError` that says to run it.
 * Times are the database's clock, so instances with skewed clocks still agree.
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
  }

  async claim(key: string): Promise<ClaimResult> {
    const token = randomUUID();
    const { rows } = await this.#query(this.#claim, [key, token, this.#leaseMs]);
    const row = rows[0] as ClaimRow;
    if (row.claimed) return { state: 'claimed', token };
    // A row another connection committed after this statement's snapshot reads as absent: it is in
    // flight at best, and the receiver polls again.
    if (row.status === null || row.body === null) return { state: 'in_flight' };
    return { state: 'done', answer: { status: row.status, body: row.body } };
  }

  async complete(key: string, token: string, answer: StoredAnswer): Promise<void> {
    await this.#query(this.#complete, [key, token, answer.status, answer.body, this.#ttlMs]);
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

  /**
   * Deletes expired rows; returns how many. Claims take expired rows over, so this only bounds the
   * table's size: run it now and then (a timer, a cron job). Uses the expires_at index.
   */
  async deleteExpired(): Promise<number> {
    const { rows } = await this.#query(`WITH gone AS (${this.#prune} RETURNING 1) SELECT count(*)::int AS n FROM gone`);
    return (rows[0] as { n: number }).n;
  }
}
