import { randomUUID } from 'node:crypto';
import type { ClaimResult, IdempotencyStore, StoredAnswer } from '../../webhooks/idempotency/store.js';
import { storeTimes, type StoreTimesOptions } from '../../webhooks/idempotency/store-times.js';
import { BatchQueue, type KeyClaim as Claim, STORE_BATCHING } from '../batch-queue.js';
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

interface Completion {
  key: string;
  token: string;
  answer: StoredAnswer;
}

/**
 * Idempotency store shared by every instance through PostgreSQL. A claim inserts the key and does
 * nothing on conflict, unless the row there has expired (a crashed owner's lease, or a processed
 * event past its TTL), which it takes over; the row lock makes that atomic across connections.
 * Only the token's owner can complete or release. Errors are thrown, so the receiver answers 503.
 * Times are the database's clock, so instances with skewed clocks still agree.
 */
export class PostgresIdempotencyStore implements IdempotencyStore {
  readonly #client: SqlClient;
  readonly #ttlMs: number;
  readonly #leaseMs: number;
  readonly #claim: string;
  readonly #complete: string;
  readonly #release: string;
  readonly #prune: string;
  readonly #claimMany: string;
  readonly #completeMany: string;
  readonly #claims: BatchQueue<Claim, ClaimRow>;
  readonly #completions: BatchQueue<Completion, void>;

  constructor(options: PostgresIdempotencyStoreOptions) {
    this.#client = options.client;
    ({ ttlMs: this.#ttlMs, leaseMs: this.#leaseMs } = storeTimes(options));
    const table = qualify(options.schema, 'gcs2s_webhook_deliveries');
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
    // The same two statements over arrays, for a batch (batch-queue.ts): one commit for all.
    // Keys are distinct within a batch (ON CONFLICT may not touch a row twice) and inserted in key
    // order, so two batches that share keys lock them in the same order and cannot deadlock.
    this.#claimMany = `WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS i(delivery_key, token, n)
), claim AS (
  INSERT INTO ${table} AS d (delivery_key, token, expires_at)
  SELECT delivery_key, token, statement_timestamp() + $3 * interval '1 millisecond' FROM input ORDER BY delivery_key
  ON CONFLICT (delivery_key) DO UPDATE SET token = EXCLUDED.token, status = NULL, body = NULL, expires_at = EXCLUDED.expires_at
  WHERE d.expires_at <= statement_timestamp()
  RETURNING d.delivery_key
)
SELECT c.delivery_key IS NOT NULL AS claimed, d.status, d.body
FROM input AS i LEFT JOIN claim AS c ON c.delivery_key = i.delivery_key
LEFT JOIN ${table} AS d ON d.delivery_key = i.delivery_key AND d.expires_at > statement_timestamp()
ORDER BY i.n`;
    this.#completeMany = `UPDATE ${table} AS d SET token = NULL, status = v.status, body = v.body,
  expires_at = statement_timestamp() + $5 * interval '1 millisecond'
FROM unnest($1::text[], $2::text[], $3::int[], $4::text[]) AS v(delivery_key, token, status, body)
WHERE d.delivery_key = v.delivery_key AND d.token = v.token`;
    this.#claims = new BatchQueue<Claim, ClaimRow>({
      ...STORE_BATCHING,
      keyOf: (claim) => claim.key,
      runOne: async ({ key, token }) => {
        const { rows } = await this.#client.query(this.#claim, [key, token, this.#leaseMs]);
        return rows[0] as ClaimRow;
      },
      runMany: async (claims) => {
        const keys = claims.map((claim) => claim.key);
        const tokens = claims.map((claim) => claim.token);
        const { rows } = await this.#client.query(this.#claimMany, [keys, tokens, this.#leaseMs]);
        return rows as ClaimRow[];
      },
    });
    this.#completions = new BatchQueue<Completion, void>({
      ...STORE_BATCHING,
      runOne: async ({ key, token, answer }) => {
        await this.#client.query(this.#complete, [key, token, answer.status, answer.body, this.#ttlMs]);
      },
      runMany: async (completions) => {
        const column = <T>(pick: (completion: Completion) => T) => completions.map(pick);
        await this.#client.query(this.#completeMany, [
          column((completion) => completion.key),
          column((completion) => completion.token),
          column((completion) => completion.answer.status),
          column((completion) => completion.answer.body),
          this.#ttlMs,
        ]);
        return completions.map(() => undefined);
      },
    });
  }

  async claim(key: string): Promise<ClaimResult> {
    const token = randomUUID();
    const row = await this.#claims.add({ key, token });
    if (row.claimed) return { state: 'claimed', token };
    // A row another connection committed after this statement's snapshot reads as absent: it is in
    // flight at best, and the receiver polls again.
    if (row.status === null || row.body === null) return { state: 'in_flight' };
    return { state: 'done', answer: { status: row.status, body: row.body } };
  }

  async complete(key: string, token: string, answer: StoredAnswer): Promise<void> {
    await this.#completions.add({ key, token, answer });
  }

  async release(key: string, token: string): Promise<void> {
    await this.#client.query(this.#release, [key, token]);
  }

  /**
   * Deletes expired rows; returns how many. Claims take expired rows over, so this only bounds the
   * table's size: run it now and then (a timer, a cron job). Uses the expires_at index.
   */
  async deleteExpired(): Promise<number> {
    const { rows } = await this.#client.query(
      `WITH gone AS (${this.#prune} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    );
    return (rows[0] as { n: number }).n;
  }
}
