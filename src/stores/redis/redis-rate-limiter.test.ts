import { Redis } from 'ioredis';
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '../../client/create-client.js';
import { describeWithService, probeService, REDIS_URL, runId } from '../../../test/support/stores/services.js';
import { RateLimitUnavailableError } from './rate-limit-unavailable-error.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

const redis = await probeService('redis', REDIS_URL);

async function deadRedis(): Promise<Redis> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  const client = new Redis({
    host: '127.0.0.1',
    port,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  return client;
}

describeWithService(redis, 'RedisRateLimiter (shared Redis)', () => {
  const keyPrefix = `gcs2s-test:${runId()}:rate:`;
  const clients: Redis[] = [];
  beforeAll(() => void clients.push(new Redis(REDIS_URL), new Redis(REDIS_URL)));
  afterAll(async () => {
    const keys = await clients[0]!.keys(`${keyPrefix}*`);
    if (keys.length > 0) await clients[0]!.del(...keys);
    for (const client of clients) client.disconnect();
  });

  it('two instances on one key share one limit: never more than the burst plus the rate', async () => {
    // 6,000 a minute = one request per 10 ms; burst 5. Both limiters ask as fast as they can for 600 ms.
    const limiters = clients.map(
      (client) => new RedisRateLimiter({ client, key: 'game-a', keyPrefix, requestsPerMinute: 6000, burst: 5 }),
    );
    const started = Date.now();
    const granted: number[] = [];
    await Promise.all(
      limiters.map(async (limiter) => {
        while (Date.now() - started < 600) {
          await limiter.take();
          granted.push(Date.now() - started);
        }
      }),
    );
    const elapsed = Date.now() - started;
    expect(granted.length).toBeLessThanOrEqual(5 + Math.ceil(elapsed / 10) + 1);
    expect(granted.length).toBeGreaterThan(30); // and the limit is not starved either
  });

  it('serves callers of one process first in, first out', async () => {
    const limiter = new RedisRateLimiter({
      client: clients[0]!,
      key: 'game-fifo',
      keyPrefix,
      requestsPerMinute: 3000,
      burst: 2,
    });
    const order: number[] = [];
    await Promise.all(Array.from({ length: 10 }, (_, i) => limiter.take().then(() => order.push(i))));
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('an aborted caller leaves the queue with the abort reason, and the others still go', async () => {
    const limiter = new RedisRateLimiter({
      client: clients[0]!,
      key: 'game-abort',
      keyPrefix,
      requestsPerMinute: 600,
      burst: 1,
    });
    await limiter.take();
    const controller = new AbortController();
    const aborted = limiter.take(controller.signal);
    const next = limiter.take();
    controller.abort(new Error('caller gave up'));
    await expect(aborted).rejects.toThrow('caller gave up');
    await expect(next).resolves.toBeUndefined();
  });

  it('the client asks the shared limiter before every attempt', async () => {
    const limiter = new RedisRateLimiter({
      client: clients[0]!,
      key: 'game-client',
      keyPrefix,
      requestsPerMinute: 600,
      burst: 2,
    });
    const fetch = async () => Response.json({ items: [], has_more: false });
    const client = createClient({
      apiKey: 'sk_test_fake_limiter',
      baseUrl: 'https://api.example.test',
      fetch,
      rateLimit: limiter,
      maxRetries: 0,
    });
    const started = Date.now();
    for (let i = 0; i < 4; i++) await client.achievements.list().catch(() => {});
    // Burst 2, then one per 100 ms: the 4th attempt cannot go before ~200 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(await clients[0]!.exists(`${keyPrefix}game-client`)).toBe(1);
  });
});

it("whenUnavailable 'fail' rejects with RateLimitUnavailableError; 'local' goes on with a local share", async () => {
  const dead = await deadRedis();
  try {
    const failing = new RedisRateLimiter({ client: dead, key: 'g', whenUnavailable: 'fail' });
    await expect(failing.take()).rejects.toBeInstanceOf(RateLimitUnavailableError);
    // 6,000 a minute with a 0.5 share: 3,000 a minute locally (one per 20 ms), burst 4 -> 2.
    const local = new RedisRateLimiter({ client: dead, key: 'g', requestsPerMinute: 6000, burst: 4, localShare: 0.5 });
    const started = Date.now();
    for (let i = 0; i < 6; i++) await local.take();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(4 * 20 - 5);
  } finally {
    dead.disconnect();
  }
});
