/**
 * One game-server instance of the shared-limit proof (shared-limit.proof.ts), run as its own
 * process: a client whose rate limit is a RedisRateLimiter on the game's key, sending as fast as it
 * may from 16 concurrent loops for DURATION_MS. Prints "ready", then the number of calls it made.
 *
 * Environment: REDIS_URL, KEY_PREFIX, BASE_URL (the counting server), RPM, BURST, DURATION_MS, START_AT.
 */
import { Redis } from 'ioredis';
import { createClient } from '../../src/client/create-client.js';
import { RedisRateLimiter } from '../../src/stores/redis/redis-rate-limiter.js';

const env = process.env as Record<string, string>;
const redis = new Redis(env.REDIS_URL!);
const limiter = new RedisRateLimiter({
  client: redis,
  key: 'game-proof',
  keyPrefix: env.KEY_PREFIX,
  requestsPerMinute: Number(env.RPM),
  burst: Number(env.BURST),
});
// Stamps the moment each request leaves (after the limiter granted it), so the test can tell the
// limiter's spacing from the jitter of the way to the server.
const fetch = (input: string, init: RequestInit) =>
  globalThis.fetch(input, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'x-sent-at': String(Date.now()) },
  });
const client = createClient({
  apiKey: 'sk_test_fake_proof_key',
  baseUrl: env.BASE_URL!,
  rateLimit: limiter,
  maxRetries: 0,
  fetch,
});
console.log('ready');

const startAt = Number(env.START_AT);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
const end = startAt + Number(env.DURATION_MS);
let calls = 0;
await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (Date.now() < end) {
      await client.achievements.list().catch(() => {});
      calls += 1;
    }
  }),
);
console.log(String(calls));
redis.disconnect();
