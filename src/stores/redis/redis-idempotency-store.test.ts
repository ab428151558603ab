import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { createWebhookHandler, type WebhookError } from '../../webhooks/index.js';
import { examples, FAKE_SECRET, referenceDelivery } from '../../../test/support/webhooks/fixtures.js';
import { describeStoreContract } from '../../../test/support/webhooks/store-contract.js';
// A free port is one nothing listens on: the store's connection there is refused.
import { freePort as closedPort, freePort, startRedisServer } from '../../../test/support/stores/local-servers.js';
import { describeWithService, probeService, REDIS_URL, runId } from '../../../test/support/stores/services.js';
import { RedisIdempotencyStore } from './redis-idempotency-store.js';

const redis = await probeService('redis', REDIS_URL);

describeWithService(redis, 'RedisIdempotencyStore (shared Redis)', () => {
  describeStoreContract('RedisIdempotencyStore', async (times) => {
    const keyPrefix = `gcs2s-test:${runId()}:`;
    const clients: Redis[] = [];
    const connect = async () => {
      const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return new RedisIdempotencyStore({ client, keyPrefix, ...times });
    };
    const broken = async () => {
      const client = new Redis({
        host: '127.0.0.1',
        port: await closedPort(),
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      client.on('error', () => {});
      clients.push(client);
      return new RedisIdempotencyStore({ client, keyPrefix, ...times });
    };
    const close = async () => {
      const keys = await clients[0]!.keys(`${keyPrefix}*`);
      if (keys.length > 0) await clients[0]!.del(...keys);
      for (const client of clients) client.disconnect();
    };
    return { connect, broken, close };
  });

  it('batches concurrent calls: 200 claims, then 200 completions, take a few scripts, not 400', async () => {
    const keyPrefix = `gcs2s-test:${runId()}:batch:`;
    const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      let scripts = 0;
      const counting = {
        evalsha: (...args: Parameters<Redis['evalsha']>) => {
          scripts++;
          return client.evalsha(...args);
        },
        eval: (...args: Parameters<Redis['eval']>) => client.eval(...args),
      } as unknown as Redis;
      const store = new RedisIdempotencyStore({ client: counting, keyPrefix });
      const keys = Array.from({ length: 200 }, (_, index) => `k${index}`);
      const claims = await Promise.all(keys.map((key) => store.claim(key)));
      const tokens = claims.map((claim) => (claim.state === 'claimed' ? claim.token : ''));
      expect(tokens.every(Boolean)).toBe(true);
      expect(scripts).toBeLessThanOrEqual(4);
      await Promise.all(
        keys.map((key, index) => store.complete(key, tokens[index]!, { status: 200, body: `${index}` })),
      );
      expect(scripts).toBeLessThanOrEqual(8);
      expect(await store.claim('k7')).toEqual({ state: 'done', answer: { status: 200, body: '7' } });
    } finally {
      const keys = await client.keys(`${keyPrefix}*`);
      if (keys.length > 0) await client.del(...keys);
      client.disconnect();
    }
  });

  it('carries completions and claims that meet in one batch in one script, completions first', async () => {
    const keyPrefix = `gcs2s-test:${runId()}:mixed:`;
    const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      const scripts: number[] = [];
      const counting = {
        evalsha: (...args: Parameters<Redis['evalsha']>) => {
          scripts.push(Number(args[1]));
          return client.evalsha(...args);
        },
        eval: (...args: Parameters<Redis['eval']>) => client.eval(...args),
      } as unknown as Redis;
      const store = new RedisIdempotencyStore({ client: counting, keyPrefix });
      const first = await store.claim('a');
      const other = await store.claim('b');
      if (first.state !== 'claimed' || other.state !== 'claimed') throw new Error('expected two claims');
      expect(first.token).not.toBe(other.token);
      scripts.length = 0;
      // In one tick: a's completion, a duplicate of a, b's duplicate (still in flight), a new c.
      const [completed, duplicate, inFlight, fresh] = await Promise.all([
        store.complete('a', first.token, { status: 200, body: 'A' }),
        store.claim('a'),
        store.claim('b'),
        store.claim('c'),
      ]);
      expect(scripts).toEqual([4]); // one call, four keys
      expect(completed).toBeUndefined();
      expect(duplicate).toEqual({ state: 'done', answer: { status: 200, body: 'A' } });
      expect(inFlight).toEqual({ state: 'in_flight' });
      expect(fresh).toMatchObject({ state: 'claimed' });
    } finally {
      const keys = await client.keys(`${keyPrefix}*`);
      if (keys.length > 0) await client.del(...keys);
      client.disconnect();
    }
  });

  // ioredis's defaults queue a command while Redis is down and retry it 20 times: without a
  // deadline of its own the store kept a delivery waiting over 40 s. Our own redis-server, stopped.
  it('with default ioredis options and Redis down, a delivery is answered 503 within the deadline', async () => {
    const port = await freePort();
    const server = await startRedisServer(port);
    const client = new Redis({ host: '127.0.0.1', port });
    client.on('error', () => {});
    try {
      const errors: WebhookError[] = [];
      const handler = createWebhookHandler({
        secret: FAKE_SECRET,
        store: new RedisIdempotencyStore({ client, keyPrefix: `gcs2s-test:${runId()}:`, timeoutMs: 300 }),
        onError: (error) => void errors.push(error),
        on: { 'item.add': () => {} },
      });
      const deliver = () => {
        const delivery = referenceDelivery({ ...examples['item.add'], idempotency_key: runId() });
        return handler.handle({ method: 'POST', headers: delivery.headers, rawBody: delivery.body });
      };
      expect((await deliver()).status).toBe(200);
      await server.stop();
      const answer = await Promise.race([deliver(), sleep(10_000, 'no answer within 10 s' as const)]);
      expect(answer === 'no answer within 10 s' ? answer : answer.status).toBe(503);
      expect(errors.map((error) => (error.cause as Error).message)).toEqual(['Redis did not answer within 300 ms']);
    } finally {
      client.disconnect();
      await server.stop();
    }
  });

  it('refuses a timeoutMs that is not a positive number', () => {
    const client = {} as Redis;
    expect(() => new RedisIdempotencyStore({ client, timeoutMs: 0 })).toThrow('timeoutMs: expected a positive number');
  });
});
