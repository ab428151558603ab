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
