/**
 * The one method the PostgreSQL stores need. `pg`'s `Pool`, `Client` and `PoolClient` and PGlite
 * (`@electric-sql/pglite`) all have it as is, so one code path serves a server and the embedded
 * database; no driver is imported at run time.
 */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The schema that holds the tables; validated, then quoted, since it is spliced into SQL text. */
export function qualify(schema: string | undefined, table: string): string {
  if (schema === undefined) return table;
  if (!/^[A-Za-z_][A-Za-z0-9_$]{0,62}$/.test(schema))
    throw new TypeError(`schema: expected a plain identifier, got ${JSON.stringify(schema)}`);
  return `"${schema}".${table}`;
}
