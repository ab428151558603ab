/**
 * Run inside a throwaway project that installed the packed tarball with one version of every
 * optional peer (scripts/package/peer-ranges.ts: the lowest or the highest of each range). It uses
 * each peer through the package the way a game backend would, and prints one JSON line: for each
 * peer, the version found and what was done with it, or why it was skipped.
 *
 * Redis and PostgreSQL are the machine's shared services (REDIS_URL, DATABASE_URL); every key and
 * schema is unique to this run and removed at the end. An unreachable service is reported as
 * `skipped: <reason>`; the caller decides (it fails under CI=true).
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';

// Read from node_modules directly: some peers' exports maps hide their package.json.
const version = (name) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
const run = `peers_${process.pid}_${randomBytes(4).toString('hex')}`;
const results = {};

/** Why the shared service at `url` cannot be used (one TCP connection within a second), or undefined. */
function unreachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort) });
    const done = (reason) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(1000, () => done('no answer within 1 s'));
    socket.once('connect', () => done(undefined));
    socket.once('error', (error) => done(error.message));
  });
}

/**
 * Runs `check` for a peer (or peers used together, given as an array); any failure is the peer's.
 * A shared service that does not answer is a skip.
 */
async function peer(names, check, service) {
  const all = [names].flat();
  const record = (outcome) => {
    for (const name of all) results[name] = { version: version(name), ...outcome };
  };
  const reason = service && (await unreachable(...service));
  if (reason) return record({ skipped: `${service[0]} is unreachable (${reason})` });
  try {
    record({ did: await check() });
  } catch (error) {
    throw new Error(`${all.map((name) => `${name}@${version(name)}`).join(', ')}: ${error?.stack ?? error}`);
  }
}

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const claimAndComplete = async (store) => {
  const claim = await store.claim(`${run}:event`);
  if (claim.state !== 'claimed') throw new Error(`claim answered ${claim.state}`);
  await store.complete(`${run}:event`, claim.token, { status: 200, body: 'ok' });
  const again = await store.claim(`${run}:event`);
  if (again.state !== 'done' || again.answer.body !== 'ok') throw new Error(`replay answered ${again.state}`);
  return 'claim, complete, replay';
};

await peer('ioredis', async () => {
  const { Redis } = await import('ioredis');
  const { RedisIdempotencyStore } = await import('game-commerce-s2s/stores/redis');
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    const did = await claimAndComplete(new RedisIdempotencyStore({ client: redis, keyPrefix: `${run}:` }));
    await redis.del(`${run}:event`);
    return `RedisIdempotencyStore: ${did}`;
  } finally {
    redis.disconnect();
  }
}, [REDIS_URL, 6379]);

await peer('pg', async () => {
  const { default: pg } = await import('pg');
  const { PostgresIdempotencyStore, migrate } = await import('game-commerce-s2s/stores/postgres');
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2, connectionTimeoutMillis: 1000 });
  try {
    await pool.query(`CREATE SCHEMA "${run}"`);
    try {
      await migrate(pool, { schema: run });
      return `PostgresIdempotencyStore: ${await claimAndComplete(new PostgresIdempotencyStore({ client: pool, schema: run }))}`;
    } finally {
      await pool.query(`DROP SCHEMA "${run}" CASCADE`);
    }
  } finally {
    await pool.end();
  }
}, [DATABASE_URL, 5432]);

await peer('@electric-sql/pglite', async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PostgresIdempotencyStore, migrate } = await import('game-commerce-s2s/stores/postgres');
  const db = new PGlite();
  try {
    await migrate(db);
    return `PostgresIdempotencyStore: ${await claimAndComplete(new PostgresIdempotencyStore({ client: db }))}`;
  } finally {
    await db.close();
  }
});

await peer('@opentelemetry/api', async () => {
  const { trace } = await import('@opentelemetry/api');
  const { createClient } = await import('game-commerce-s2s');
  const seen = [];
  const fetch = async (input) => {
    seen.push(String(input instanceof Request ? input.url : input));
    return Response.json({ order_id: 'ord_1', checkout_url: 'https://checkout.example.test/c/1' }, { status: 201 });
  };
  const client = createClient({ apiKey: 'sk_test_peers_fake_key', baseUrl: 'https://api.example.test', fetch });
  const order = await trace.getTracer('peers').startActiveSpan('game', async (span) => {
    try {
      return await client.orders.create({ player_id: 'p1', items: [{ sku: 'gem_pack_500' }] });
    } finally {
      span.end();
    }
  });
  if (order.order_id !== 'ord_1' || seen.length !== 1) throw new Error(`client answered ${JSON.stringify(order)}`);
  return 'client call inside an active span';
});

// A file, not stdout: some peers print their own lines (PGlite's WebAssembly start-up does).
writeFileSync('peer-results.json', JSON.stringify(results));
