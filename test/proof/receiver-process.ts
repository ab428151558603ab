/**
 * One receiver instance of the exactly-once proof (exactly-once.test.ts), run as its own process:
 * createNodeMiddleware on a free port, the shared store from the environment, and an item.add
 * handler that grants in PostgreSQL with grantOnce, under a unique constraint. Prints its port.
 *
 * Environment: STORE (redis | postgres), STORE_PORT (the proxy in front of the store), SCHEMA,
 * DATABASE_URL (grants, not proxied), SECRET, LEASE_SECONDS, RECEIVER (its number), KILL_EVENT
 * (an event_id whose handler SIGKILLs this process before granting).
 */
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createNodeMiddleware } from '../../src/webhooks/adapters/node-http.js';
import { createWebhookHandler } from '../../src/webhooks/handler.js';
import type { IdempotencyStore } from '../../src/webhooks/idempotency/store.js';
import { grantOnce } from '../../src/stores/postgres/grant-once.js';
import { PostgresIdempotencyStore } from '../../src/stores/postgres/postgres-idempotency-store.js';
import { RedisIdempotencyStore } from '../../src/stores/redis/redis-idempotency-store.js';

const env = process.env as Record<string, string>;
const schema = env.SCHEMA!;
const leaseSeconds = Number(env.LEASE_SECONDS);
const grants = new pg.Pool({ connectionString: env.DATABASE_URL, max: 6 });
await grants.query('SELECT 1');

let store: IdempotencyStore;
if (env.STORE === 'redis') {
  // Fail fast while Redis is cut or restarting: the receiver answers 503 and the service retries.
  const client = new Redis({
    host: '127.0.0.1',
    port: Number(env.STORE_PORT),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2000,
    retryStrategy: () => 100,
  });
  client.on('error', () => {});
  // Without an offline queue, commands fail until the connection is up: be ready before listening.
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  store = new RedisIdempotencyStore({ client, keyPrefix: `${schema}:`, leaseSeconds });
} else {
  const proxied = new URL(env.DATABASE_URL!);
  proxied.hostname = '127.0.0.1';
  proxied.port = env.STORE_PORT!;
  const pool = new pg.Pool({
    connectionString: proxied.href,
    max: 6,
    connectionTimeoutMillis: 1000,
    query_timeout: 2000,
  });
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  store = new PostgresIdempotencyStore({ client: pool, schema, leaseSeconds });
}

const handler = createWebhookHandler({
  secret: env.SECRET!,
  store,
  duplicateWaitMs: 1000,
  onError: () => {},
  on: {
    'item.add': async (event, { deliveryKey }) => {
      if (event.event_id === env.KILL_EVENT) process.kill(process.pid, 'SIGKILL');
      const granted = await grantOnce(
        grants,
        deliveryKey,
        async (client) => {
          await client.query(`INSERT INTO "${schema}".grants (event_id, receiver) VALUES ($1, $2)`, [
            event.event_id,
            Number(env.RECEIVER),
          ]);
        },
        { schema },
      );
      await grants.query(`INSERT INTO "${schema}".handler_runs (event_id, granted) VALUES ($1, $2)`, [
        event.event_id,
        granted,
      ]);
    },
  },
});

const server = createServer(createNodeMiddleware(handler));
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(String((server.address() as { port: number }).port)));
process.on('SIGTERM', () => process.exit(0));
