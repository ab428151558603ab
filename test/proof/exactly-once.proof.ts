/**
 * Proof with real servers: four receiver processes share one store and get 10,000 deliveries of
 * 2,000 item.add events (each 1 to 8 times, shuffled, concurrent, to random receivers), while a
 * receiver is SIGKILLed inside a handler, the store's connection is cut for 3 s through a proxy,
 * and (Redis) the test's own redis-server is restarted. Afterwards every event is granted exactly
 * once in PostgreSQL (unique constraint), none lost. Prints the status histogram.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { FAKE_SECRET } from '../support/webhooks/fixtures.js';
import { createTestSchema, type TestSchema } from '../support/stores/postgres-schema.js';
import { freePort, spawnTs, startProxy, startRedisServer, stopStrays } from '../support/stores/local-servers.js';
import { DATABASE_URL, describeWithService, probeService } from '../support/stores/services.js';
import { deliver, deliveryPlan, eventId } from './deliveries.js';

const postgres = await probeService('postgres', DATABASE_URL);
const RECEIVER = fileURLToPath(new URL('./receiver-process.ts', import.meta.url));
const EVENTS = 2000;
const DELIVERIES = 10_000;
const LEASE_SECONDS = 2;
const KILLED = 17;

async function prepare(test: TestSchema): Promise<void> {
  await test.pool.query(`CREATE TABLE "${test.schema}".grants (event_id text PRIMARY KEY, receiver int NOT NULL)`);
  await test.pool.query(
    `CREATE TABLE "${test.schema}".handler_runs (event_id text NOT NULL, granted boolean NOT NULL)`,
  );
}

async function run(kind: 'redis' | 'postgres', storePort: number, test: TestSchema, faults: (share: number) => void) {
  const receivers = await Promise.all(
    [0, 1, 2, 3].map((n) =>
      spawnTs(RECEIVER, {
        STORE: kind,
        STORE_PORT: String(storePort),
        SCHEMA: test.schema,
        DATABASE_URL,
        SECRET: FAKE_SECRET,
        LEASE_SECONDS: String(LEASE_SECONDS),
        RECEIVER: String(n),
        KILL_EVENT: n === 0 ? eventId(KILLED) : '',
      }),
    ),
  );
  try {
    const started = Date.now();
    const result = await deliver({
      plan: deliveryPlan(EVENTS, DELIVERIES),
      ports: receivers.map((r) => Number(r.firstLine)),
      secret: FAKE_SECRET,
      concurrency: 48,
      first: KILLED,
      onProgress: faults,
      deadlineMs: 120_000,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const q = async (sql: string) => (await test.pool.query(sql)).rows;
    const [{ grants, distinct }] = await q(
      `SELECT count(*)::int AS grants, count(DISTINCT event_id)::int AS distinct FROM "${test.schema}".grants`,
    );
    const [{ runs, skipped }] = await q(
      `SELECT count(*)::int AS runs, count(*) FILTER (WHERE NOT granted)::int AS skipped FROM "${test.schema}".handler_runs`,
    );
    const killed = await q(`SELECT receiver FROM "${test.schema}".grants WHERE event_id = '${eventId(KILLED)}'`);
    console.log(
      `[proof ${kind}] ${DELIVERIES} deliveries of ${EVENTS} events to 4 receivers in ${seconds} s (plus retries); statuses ${JSON.stringify(result.histogram)}; ` +
        `granted ${distinct}, lost ${EVENTS - distinct}, twice ${grants - distinct}; handler runs ${runs}, re-runs stopped by grantOnce ${skipped}`,
    );
    expect(result.unacknowledged).toEqual([]);
    expect({ grants, distinct }).toEqual({ grants: EVENTS, distinct: EVENTS });
    expect(killed).toHaveLength(1);
    expect(killed[0].receiver).not.toBe(0);
    expect(receivers[0]!.child.signalCode).toBe('SIGKILL'); // died inside the handler
    return result;
  } finally {
    for (const receiver of receivers)
      if (receiver.child.exitCode === null && receiver.child.signalCode === null) receiver.child.kill('SIGTERM');
    await Promise.all(receivers.map((r) => r.exited));
  }
}

// A timed-out test never reaches its finally: end what it started, by PID.
afterAll(stopStrays);

describeWithService(postgres, 'exactly once across four receiver processes (real servers, faults injected)', () => {
  it('Redis store: SIGKILL in a handler, connection cut 3 s, redis-server restarted', async () => {
    const redisPort = await freePort();
    let redis = await startRedisServer(redisPort);
    const proxy = await startProxy({ host: '127.0.0.1', port: redisPort });
    const test = await createTestSchema();
    const faults: Promise<void>[] = [];
    let cut = false;
    let restarted = false;
    try {
      await prepare(test);
      const result = await run('redis', proxy.port, test, (share) => {
        if (!cut && share > 0.2) {
          faults.push(proxy.cut(3000));
          cut = true;
        }
        if (!restarted && share > 0.6) {
          restarted = true;
          faults.push(
            redis.stop().then(async () => {
              redis = await startRedisServer(redisPort);
            }),
          );
        }
      });
      await Promise.all(faults);
      expect(result.histogram['503']).toBeGreaterThan(0);
    } finally {
      await Promise.all(faults).catch(() => {});
      await proxy.close();
      await redis.stop();
      await test.drop();
    }
  }, 180_000);

  it('PostgreSQL store: SIGKILL in a handler, connection cut 3 s', async () => {
    const { hostname, port } = new URL(DATABASE_URL);
    const proxy = await startProxy({ host: hostname, port: Number(port || 5432) });
    const test = await createTestSchema();
    const faults: Promise<void>[] = [];
    try {
      await prepare(test);
      const result = await run('postgres', proxy.port, test, (share) => {
        if (faults.length === 0 && share > 0.2) faults.push(proxy.cut(3000));
      });
      await Promise.all(faults);
      expect(result.histogram['503']).toBeGreaterThan(0);
    } finally {
      await Promise.all(faults).catch(() => {});
      await proxy.close();
      await test.drop();
    }
  }, 180_000);
});
