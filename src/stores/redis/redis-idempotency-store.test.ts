import { Redis } from 'ioredis';
import { describeStoreContract } from '../../webhooks/testing/store-contract.js';
// A free port is one nothing listens on: the store's connection there is refused.
import { freePort as closedPort } from '../testing/local-servers.js';
import { describeWithService, probeService, REDIS_URL, runId } from '../testing/services.js';
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
});
