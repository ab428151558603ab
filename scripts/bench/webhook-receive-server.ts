/**
 * One receiver of webhook-receive.ts, in a process of its own: `webhook-receive-server.ts <receiver>`.
 * It listens on 127.0.0.1 and talks to the bench over IPC: it reports `{ port }` once listening
 * (or `{ unavailable }`), answers `cpu` with its own `process.cpuUsage()` and its main thread's
 * share (`mainThreadMicros`), `reset` by replacing its memory store with an empty one, and `stop`
 * by cleaning up what it created and exiting.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DATABASE_URL, REDIS_URL } from '../../test/support/stores/services.js';
import {
  createNodeMiddleware,
  createWebhookHandler,
  parseWebhook,
  MemoryIdempotencyStore,
  type IdempotencyStore,
} from '../../src/webhooks/index.js';

const SECRET = process.env.BENCH_SECRET!;
const receiver = process.argv[2]!;
type Route = (req: IncomingMessage, res: ServerResponse) => unknown;
const cleanups: (() => Promise<unknown>)[] = [];

/**
 * The hand-written receiver (the baseline): raw body, `createHmac` + `timingSafeEqual`,
 * `JSON.parse`, 200. `record` is the one raw store write a careful one adds; `parse` replaces the
 * HMAC and `JSON.parse` with the library's parser, to tell its cost apart from the rest.
 */
function handWritten(
  record?: (event: { idempotency_key: string }) => Promise<unknown>,
  parse?: typeof parseWebhook,
): Route {
  return (req, res) => {
    const chunks: Buffer[] = [];
    const onEnd = async () => {
      const body = Buffer.concat(chunks);
      let event: { idempotency_key: string };
      if (parse) {
        try {
          event = parse({ secret: SECRET, rawBody: body, headers: req.headers }) as typeof event;
        } catch {
          return void res.writeHead(403).end();
        }
      } else {
        const given = Buffer.from(String(req.headers['x-service-signature']), 'hex');
        const expected = createHmac('sha256', SECRET)
          .update(`${req.headers['x-service-signature-timestamp']}.`)
          .update(body)
          .digest();
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return void res.writeHead(403).end();
        event = JSON.parse(body.toString('utf8'));
      }
      if (record) await record(event);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    };
    req.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => void onEnd());
  };
}

/** The full library receiver, with every default but the store. */
const library = (store: IdempotencyStore): Route =>
  createNodeMiddleware(createWebhookHandler({ secret: SECRET, store, on: { 'item.add': () => {} } }));

/** A default memory store filled to its cap, so every new event evicts the oldest one. */
function filledToCap(): MemoryIdempotencyStore {
  const store = new MemoryIdempotencyStore();
  for (let i = 0; i < 100_000; i++) {
    const key = JSON.stringify(['live', 'gm_fill', 'item.add', `key:fill_${i}`]);
    const claim = store.claim(key);
    if (claim.state === 'claimed') store.complete(key, claim.token, { status: 200, body: '{"ok":true}' });
  }
  if (store.size !== 100_000) throw new Error(`the store holds ${store.size} events, not its cap`);
  return store;
}

// The store drivers are loaded only by the receivers that use them, as in an app: loading ioredis
// (6.0.0) alone slows every string method call in the process, since its VerbatimString class
// extends String and that turns String.prototype into a dictionary-mode object.
async function redisRoute(raw: boolean): Promise<Route> {
  const { Redis } = await import('ioredis');
  const { RedisIdempotencyStore } = await import('../../src/stores/redis/redis-idempotency-store.js');
  const prefix = `gcs2s-bench:${process.pid}:`;
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  cleanups.push(async () => {
    for (let cursor = '0'; ; ) {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
    client.disconnect();
  });
  if (raw) return handWritten((event) => client.set(`${prefix}${event.idempotency_key}`, '1', 'PX', 120_000, 'NX'));
  return library(new RedisIdempotencyStore({ client, keyPrefix: prefix }));
}

async function postgresRoute(raw: boolean): Promise<Route> {
  const { default: pg } = await import('pg');
  const { migrate } = await import('../../src/stores/postgres/migrate.js');
  const { PostgresIdempotencyStore } = await import('../../src/stores/postgres/postgres-idempotency-store.js');
  const schema = `gcs2s_bench_${process.pid}`;
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
  await pool.query(`CREATE SCHEMA "${schema}"`);
  cleanups.push(async () => {
    await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
    await pool.end();
  });
  if (!raw) {
    await migrate(pool, { schema });
    return library(new PostgresIdempotencyStore({ client: pool, schema }));
  }
  await pool.query(
    `CREATE TABLE "${schema}".deliveries (delivery_key text PRIMARY KEY, expires_at timestamptz NOT NULL)`,
  );
  const insert = `INSERT INTO "${schema}".deliveries VALUES ($1, now() + interval '2 minutes') ON CONFLICT DO NOTHING`;
  return handWritten((event) => pool.query(insert, [event.idempotency_key]));
}

/**
 * CPU time of this process's main thread in µs, or null where Linux's /proc is not there. The rest
 * of `process.cpuUsage()` is V8's helper threads: its JIT compilers and the garbage collector's
 * helpers. Read in clock ticks, which Linux reports at 100 a second whatever the kernel's own rate.
 */
function mainThreadMicros(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

let route: Route;
let reset = () => {};
switch (receiver) {
  case 'hand-written':
  case 'control':
    route = handWritten();
    break;
  case 'parser':
    route = handWritten(undefined, parseWebhook);
    break;
  case 'memory-empty':
    reset = () => {
      route = library(new MemoryIdempotencyStore());
    };
    reset();
    break;
  case 'memory-cap':
    route = library(filledToCap());
    break;
  case 'hand-written+redis':
  case 'redis-store':
    route = await redisRoute(receiver === 'hand-written+redis');
    break;
  case 'hand-written+postgres':
  case 'postgres-store':
    route = await postgresRoute(receiver === 'hand-written+postgres');
    break;
  default:
    throw new Error(`unknown receiver ${receiver}`);
}

const server = createServer((req, res) => void route(req, res));
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
process.on('message', async (message) => {
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage(), mainThread: mainThreadMicros() });
  else if (message === 'reset') {
    reset();
    process.send!({ reset: true });
  } else if (message === 'stop') {
    server.closeAllConnections();
    server.close();
    for (const cleanup of cleanups) await cleanup();
    process.exit(0);
  }
});
