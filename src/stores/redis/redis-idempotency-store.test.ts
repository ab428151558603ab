import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
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
});
