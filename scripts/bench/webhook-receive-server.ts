/**
 * The server side of webhook-receive.ts (run in its own process): one node:http server routing
 * `/<variant>` to a hand-written receiver or to the library's, with each store. Reports its port
 * and variants to the parent over IPC.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';
import { migrate } from '../../src/stores/postgres/migrate.js';
import { PostgresIdempotencyStore } from '../../src/stores/postgres/postgres-idempotency-store.js';
import { RedisIdempotencyStore } from '../../src/stores/redis/redis-idempotency-store.js';
import { probeService, DATABASE_URL, REDIS_URL } from '../../src/stores/testing/services.js';
import {
  createNodeMiddleware,
  createWebhookHandler,
  MemoryIdempotencyStore,
  type IdempotencyStore,
} from '../../src/webhooks/index.js';

const SECRET = process.env.BENCH_SECRET!;
type Route = (req: IncomingMessage, res: ServerResponse) => unknown;
const routes = new Map<string, Route>();
const skipped: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

/** The hand-written receiver; `record` is the one raw store write a careful one adds. */
function handWritten(record?: (event: { idempotency_key: string }) => Promise<unknown>): Route {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', async () => {
        const body = Buffer.concat(chunks);
        const given = Buffer.from(String(req.headers['x-service-signature']), 'hex');
        const expected = createHmac('sha256', SECRET)
          .update(`${req.headers['x-service-signature-timestamp']}.`)
          .update(body)
          .digest();
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return void res.writeHead(403).end();
        const event = JSON.parse(body.toString('utf8'));
        if (record) await record(event);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
  };
}

const library = (store: IdempotencyStore): Route =>
  createNodeMiddleware(createWebhookHandler({ secret: SECRET, store, on: { 'item.add': () => {} } }));

function filled(events: number): MemoryIdempotencyStore {
  const store = new MemoryIdempotencyStore({ maxEntries: events });
  for (let i = 0; i < events; i++) {
    const claim = store.claim(JSON.stringify(['live', 'gm_fill', 'item.add', `key:fill_${i}`]));
    if (claim.state === 'claimed')
      store.complete(JSON.stringify(['live', 'gm_fill', 'item.add', `key:fill_${i}`]), claim.token, {
        status: 200,
        body: '{"ok":true}',
      });
  }
  return store;
}

routes.set('raw', handWritten());
// Attribution: the library receiver with a store that does nothing (every claim wins), so the
// store's own cost can be told apart from verify + validate + dispatch.
routes.set(
  'no-store',
  library({ claim: () => ({ state: 'claimed', token: 't' }), complete: () => {}, release: () => {} }),
);
routes.set('memory-0', library(new MemoryIdempotencyStore({ maxEntries: 10_000_000 })));
routes.set('memory-100k', library(filled(100_000)));
routes.set('memory-1m', library(filled(1_000_000)));

const redisService = await probeService('redis', REDIS_URL);
if (redisService.unavailable) skipped.push(`Redis variants (${redisService.unavailable})`);
else {
  const prefix = `gcs2s-bench:${process.pid}:`;
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  routes.set(
    'raw-redis',
    handWritten((event) => client.set(`${prefix}raw:${event.idempotency_key}`, '1', 'PX', 120_000, 'NX')),
  );
  routes.set('redis-store', library(new RedisIdempotencyStore({ client, keyPrefix: `${prefix}store:` })));
  cleanups.push(async () => {
    for (let cursor = '0'; ; ) {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
    client.disconnect();
  });
}

const postgresService = await probeService('postgres', DATABASE_URL);
if (postgresService.unavailable) skipped.push(`PostgreSQL variants (${postgresService.unavailable})`);
else {
  const schema = `gcs2s_bench_${process.pid}`;
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
  await pool.query(`CREATE SCHEMA "${schema}"`);
  await migrate(pool, { schema });
  await pool.query(
    `CREATE TABLE "${schema}".raw_deliveries (delivery_key text PRIMARY KEY, expires_at timestamptz NOT NULL)`,
  );
  routes.set(
    'raw-postgres',
    handWritten((event) =>
      pool.query(
        `INSERT INTO "${schema}".raw_deliveries VALUES ($1, now() + interval '2 minutes') ON CONFLICT DO NOTHING`,
        [event.idempotency_key],
      ),
    ),
  );
  routes.set('postgres-store', library(new PostgresIdempotencyStore({ client: pool, schema })));
  cleanups.push(async () => {
    await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
    await pool.end();
  });
}

const server = createServer((req, res) => void routes.get(req.url!.slice(1))!(req, res));
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () =>
  process.send!({ port: (server.address() as { port: number }).port, variants: [...routes.keys()], skipped }),
);
process.on('message', async () => {
  server.closeAllConnections();
  server.close();
  for (const cleanup of cleanups) await cleanup();
  process.exit(0);
});
