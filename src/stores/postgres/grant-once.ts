import { notMigrated } from './not-migrated-error.js';
import { qualify, type SqlClient } from './sql-client.js';

/** Options of `recordDelivery` and `grantOnce`. */
export interface RecordDeliveryOptions {
  /** Schema holding the tables `migrate()` created. @default the connection's search_path */
  schema?: string;
}

/**
 * Records `deliveryKey` (the handler context's key) in the caller's open transaction. Returns true
 * the first time: grant, then commit; the record and the grant commit or roll back together.
 * Returns false when a committed transaction already recorded it: skip the grant and answer 200.
 * A concurrent transaction with the same key waits on the primary key until this one ends. This
 * closes the one gap the idempotency store leaves: a crash after the grant's commit but before the
 * store's `complete`, after which a redelivery would otherwise grant again.
 */
export async function recordDelivery(
  transaction: SqlClient,
  deliveryKey: string,
  options: RecordDeliveryOptions = {},
): Promise<boolean> {
  const table = qualify(options.schema, 'gcs2s_webhook_grants');
  try {
    const { rows } = await transaction.query(
      `INSERT INTO ${table} (delivery_key) VALUES ($1) ON CONFLICT (delivery_key) DO NOTHING RETURNING 1 AS recorded`,
      [deliveryKey],
    );
    return rows.length === 1;
  } catch (error) {
    throw notMigrated(error, table, options.schema);
  }
}

/** A pg `Pool` (anything that lends a client with `release`). */
export interface SqlPool {
  connect(): Promise<SqlClient & { release(error?: Error | boolean): void }>;
}

/**
 * Runs `grant` in a transaction on one pooled client, together with `recordDelivery`: BEGIN, record,
 * grant (only if the record is new), COMMIT; ROLLBACK if anything throws. Returns whether it granted.
 * `grant` must write through the client it is given, or its writes are not part of the transaction.
 */
export async function grantOnce(
  pool: SqlPool,
  deliveryKey: string,
  grant: (client: SqlClient) => Promise<void>,
  options: RecordDeliveryOptions = {},
): Promise<boolean> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const first = await recordDelivery(client, deliveryKey, options);
    if (first) await grant(client);
    await client.query('COMMIT');
    return first;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    // A client that cannot even roll back has a broken connection: discard it, do not pool it.
    client.release(broken);
  }
}
