import { qualify, type SqlClient } from './sql-client.js';

/**
 * The statements of migrations/001_webhook_deliveries.sql, which the package ships for teams that
 * apply migrations with their own tool (a test keeps the two identical). Idempotent: IF NOT EXISTS.
 */
export function migrationStatements(schema?: string): string[] {
  const deliveries = qualify(schema, 'gcs2s_webhook_deliveries');
  return [
    `CREATE TABLE IF NOT EXISTS ${deliveries} (
  delivery_key text PRIMARY KEY,
  token text,
  status integer,
  body text,
  expires_at timestamptz NOT NULL
)`,
    `CREATE INDEX IF NOT EXISTS gcs2s_webhook_deliveries_expires_at ON ${deliveries} (expires_at)`,
    `CREATE TABLE IF NOT EXISTS ${qualify(schema, 'gcs2s_webhook_grants')} (
  delivery_key text PRIMARY KEY,
  granted_at timestamptz NOT NULL DEFAULT now()
)`,
  ];
}

/** Options of `migrate`. */
export interface MigrateOptions {
  /** Schema to create the tables in (must exist). @default the connection's search_path */
  schema?: string;
}

/**
 * Creates the store's tables if they are missing. Run it once at deploy time (or apply the shipped
 * SQL file, src/stores/postgres/migrations/, with your own migration tool).
 */
export async function migrate(client: SqlClient, options: MigrateOptions = {}): Promise<void> {
  for (const statement of migrationStatements(options.schema)) await client.query(statement);
}
