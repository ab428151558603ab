import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeStoreContract } from '../../webhooks/testing/store-contract.js';
// A free port is one nothing listens on: the store's connection there is refused.
import { freePort as closedPort } from '../testing/local-servers.js';
import { createTestSchema } from '../testing/postgres-schema.js';
import { DATABASE_URL, describeWithService, probeService } from '../testing/services.js';
import { migrate, migrationStatements } from './migrate.js';
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

/** Runs `test` with a store on a fresh PGlite whose every statement is recorded in `statements`. */
async function withCountingStore(test: (store: PostgresIdempotencyStore, statements: string[]) => Promise<void>) {
  const db = new PGlite();
  try {
    await migrate(db);
    const statements: string[] = [];
    const counting = {
      query: (text: string, params?: unknown[]) => {
        statements.push(text);
        return db.query(text, params);
      },
    };
    await test(new PostgresIdempotencyStore({ client: counting }), statements);
  } finally {
    await db.close();
  }
}

describe('PostgresIdempotencyStore batches concurrent calls (group commit)', () => {
  it('200 concurrent claims, then 200 completions, take a few statements, not 400', () =>
    withCountingStore(async (store, statements) => {
      const keys = Array.from({ length: 200 }, (_, index) => `batched-${index}`);
      const claims = await Promise.all(keys.map((key) => store.claim(key)));
      const tokens = claims.map((claim) => (claim.state === 'claimed' ? claim.token : ''));
      expect(tokens.every(Boolean)).toBe(true);
      expect(statements.length).toBeLessThanOrEqual(4);
      await Promise.all(
        keys.map((key, index) => store.complete(key, tokens[index]!, { status: 200, body: `${index}` })),
      );
      expect(statements.length).toBeLessThanOrEqual(8);
      expect(await store.claim('batched-7')).toEqual({ state: 'done', answer: { status: 200, body: '7' } });
    }));

  it('carries completions and claims that meet in one batch in one statement, a key at most once', () =>
    withCountingStore(async (store, statements) => {
      const first = await store.claim('a');
      const other = await store.claim('b');
      if (first.state !== 'claimed' || other.state !== 'claimed') throw new Error('expected two claims');
      statements.length = 0;
      // In one tick: a's completion, a duplicate of a, b's duplicate (still in flight), a new c.
      const [completed, duplicate, inFlight, fresh] = await Promise.all([
        store.complete('a', first.token, { status: 200, body: 'A' }),
        store.claim('a'),
        store.claim('b'),
        store.claim('c'),
      ]);
      // One statement for a's completion and the claims of b and c; a's duplicate waits for the
      // next one, since a statement must not touch a row twice, and so sees a done.
      expect(statements).toHaveLength(2);
      expect(statements[0]).toMatch(/UPDATE[\s\S]*INSERT/);
      expect(completed).toBeUndefined();
      expect(duplicate).toEqual({ state: 'done', answer: { status: 200, body: 'A' } });
      expect(inFlight).toEqual({ state: 'in_flight' });
      expect(fresh).toMatchObject({ state: 'claimed' });
    }));
});

describeWithService(postgres, 'PostgresIdempotencyStore (shared PostgreSQL)', () => {
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
