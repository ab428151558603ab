/**
 * Test support (not exported): a schema of its own per test run on the shared PostgreSQL, with the
 * store's tables migrated into it, dropped by `drop()`.
 */
import pg from 'pg';
import { migrate } from '../../../src/stores/postgres/migrate.js';
import { DATABASE_URL, runId } from './services.js';

export interface TestSchema {
  schema: string;
  /** A pool on the shared database; closed by `drop`. */
  pool: pg.Pool;
  drop(): Promise<void>;
}

export async function createTestSchema(url = DATABASE_URL): Promise<TestSchema> {
  const schema = `gcs2s_${runId()}`;
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
  await pool.query(`CREATE SCHEMA "${schema}"`);
  await migrate(pool, { schema });
  return {
    schema,
    pool,
    drop: async () => {
      await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
      await pool.end();
    },
  };
}
