/**
 * The store's table is missing: `migrate()` never ran on this schema (PostgreSQL's undefined_table,
 * 42P01, which a missing schema answers too). Without this, the receiver's 503 reported only
 * `relation "gcs2s_webhook_deliveries" does not exist`. The driver's error is the `cause`.
 */
export class PostgresNotMigratedError extends Error {
  override readonly name = 'PostgresNotMigratedError';
  /** The missing table, as the statement named it (schema-qualified when a schema was given). */
  readonly table: string;

  constructor(table: string, schema: string | undefined, cause: unknown) {
    const call = schema === undefined ? 'migrate(client)' : `migrate(client, { schema: '${schema}' })`;
    super(
      `The table ${table} does not exist: run ${call} from game-commerce-s2s/stores/postgres once before using ` +
        'the store, or apply its migrations/*.sql with your own migration tool',
      { cause },
    );
    this.table = table;
  }
}

/** PostgreSQL's undefined_table (pg and PGlite both put the SQLSTATE in `code`). */
const UNDEFINED_TABLE = '42P01';

/** `error` as a `PostgresNotMigratedError` when it says `table` is missing; otherwise as it is. */
export function notMigrated(error: unknown, table: string, schema: string | undefined): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return code === UNDEFINED_TABLE ? new PostgresNotMigratedError(table, schema, error) : error;
}
