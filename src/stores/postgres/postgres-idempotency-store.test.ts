import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeStoreContract } from '../../../test/support/webhooks/store-contract.js';
// A free port is one nothing listens on: the store's connection there is refused.
import { freePort as closedPort } from '../../../test/support/stores/local-servers.js';
import { createTestSchema } from '../../../test/support/stores/postgres-schema.js';
import { DATABASE_URL, describeWithService, probeService, runId } from '../../../test/support/stores/services.js';
import { createWebhookHandler } from '../../webhooks/handler.js';
import type { WebhookError } from '../../webhooks/webhook-error.js';
import { examples, FAKE_SECRET, referenceDelivery } from '../../../test/support/webhooks/fixtures.js';
import { recordDelivery } from './grant-once.js';
import { migrate, migrationStatements } from './migrate.js';
import { PostgresNotMigratedError } from './not-migrated-error.js';
import { PostgresIdempotencyStore } from './postgres-idempotency-store.js';

const postgres = await probeService('postgres', DATABASE_URL);

describe('the shipped migration', () => {
  it('is the SQL that migrate() runs', () => {
    const file = readFileSync(new URL('./migrations/001_webhook_deliveries.sql', import.meta.url), 'utf8');
    const statements = file
      .replace(/^--.*$/gm, '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    expect(statements).toEqual(migrationStatements());
  });

  it('refuses a schema name that is not a plain identifier', () => {
    expect(() => migrationStatements('x"; DROP TABLE y; --')).toThrow(TypeError);
  });
});

// PGlite: real PostgreSQL in WebAssembly, one connection, through the same code as pg.
describeStoreContract(
  'PostgresIdempotencyStore on PGlite',
  async (times) => {
    const db = new PGlite();
    await migrate(db);
    return { connect: async () => new PostgresIdempotencyStore({ client: db, ...times }), close: () => db.close() };
  },
  { inProcess: true },
);

/**
 * Every call of the store (and `recordDelivery`) on a schema where `migrate()` never ran rejects
 * with `PostgresNotMigratedError` naming `migrate()`; through the receiver, the delivery is 503 (the
 * service retries, nothing is lost) and `onError` gets it as the cause.
 */
async function expectToAskForMigrate(client: pg.Pool | PGlite, schema: string | undefined) {
  const store = new PostgresIdempotencyStore({ client, schema });
  const table = schema === undefined ? 'gcs2s_webhook_deliveries' : `"${schema}".gcs2s_webhook_deliveries`;
  const call = schema === undefined ? 'migrate(client)' : `migrate(client, { schema: '${schema}' })`;
  const message =
    `The table ${table} does not exist: run ${call} from game-commerce-s2s/stores/postgres once before ` +
    'using the store, or apply its migrations/*.sql with your own migration tool';
  for (const attempt of [
    () => store.claim('k1'),
    () => Promise.all([store.claim('k2'), store.claim('k3')]), // concurrent calls
    () => store.complete('k1', 'token', { status: 200, body: '{}' }),
    () => store.release('k1', 'token'),
    () => store.deleteExpired(),
  ]) {
    const error = await attempt().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostgresNotMigratedError);
    expect(error).toMatchObject({ name: 'PostgresNotMigratedError', message, table });
    expect((error as Error).cause).toMatchObject({ code: '42P01' });
  }
  const grants = schema === undefined ? 'gcs2s_webhook_grants' : `"${schema}".gcs2s_webhook_grants`;
  const recording = await recordDelivery(client, 'k1', { schema }).catch((e: unknown) => e);
  expect(recording).toBeInstanceOf(PostgresNotMigratedError);
  expect((recording as Error).message).toMatch(
    new RegExp(`^The table ${grants.replace(/[.$"]/g, '\\$&')} does not exist: run migrate\\(`),
  );

  const errors: WebhookError[] = [];
  const handler = createWebhookHandler({
    secret: FAKE_SECRET,
    store,
    on: { 'item.add': () => {} },
    onError: (error) => errors.push(error),
  });
  const delivery = referenceDelivery(examples['item.add']);
  const response = await handler.handle({ headers: delivery.headers, rawBody: delivery.body });
  expect(response.status).toBe(503);
  expect(errors.map((e) => e.code)).toEqual(['store_failed']);
  expect(errors[0]!.cause).toBeInstanceOf(PostgresNotMigratedError);
}

it('on PGlite where migrate() never ran, every call asks for it', async () => {
  const db = new PGlite();
  try {
    await expectToAskForMigrate(db, undefined);
  } finally {
    await db.close();
  }
});

describeWithService(postgres, 'PostgresIdempotencyStore (shared PostgreSQL)', () => {
  it('on a fresh schema where migrate() never ran, every call asks for it', async () => {
    const schema = `gcs2s_unmigrated_${runId()}`;
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2, connectionTimeoutMillis: 5000 });
    try {
      await pool.query(`CREATE SCHEMA "${schema}"`);
      await expectToAskForMigrate(pool, schema);
    } finally {
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    }
  });

  describeStoreContract('PostgresIdempotencyStore on pg', async (times) => {
    const test = await createTestSchema();
    const clients: pg.Client[] = [];
    const connect = async () => {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      clients.push(client);
      return new PostgresIdempotencyStore({ client, schema: test.schema, ...times });
    };
    const broken = async () => {
      const pool = new pg.Pool({
        host: '127.0.0.1',
        port: await closedPort(),
        user: 'postgres',
        connectionTimeoutMillis: 1000,
      });
      return new PostgresIdempotencyStore({ client: pool, schema: test.schema, ...times });
    };
    const close = async () => {
      await Promise.all(clients.map((client) => client.end()));
      await test.drop();
    };
    return { connect, broken, close };
  });

  it('deleteExpired removes expired rows only', async () => {
    const test = await createTestSchema();
    try {
      const store = new PostgresIdempotencyStore({
        client: test.pool,
        schema: test.schema,
        leaseSeconds: 0.05,
        ttlSeconds: 60,
      });
      const done = await store.claim('done');
      if (done.state !== 'claimed') throw new Error('expected a claim');
      await store.complete('done', done.token, { status: 200, body: '{}' });
      await store.claim('crashed');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await store.deleteExpired()).toBe(1);
      expect((await store.claim('done')).state).toBe('done');
    } finally {
      await test.drop();
    }
  });
});
