/**
 * The `logger` / `logLevel` options with pino as a real logger writing to memory: what each level
 * shows (one line per attempt at debug, retries and long rate-limit waits at warn), bodies only at
 * debug, the GAME_COMMERCE_LOG variable, and option checking.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigurationError } from '../../errors/index.js';
import { createClient } from '../create-client.js';
import type { ClientOptions } from '../options.js';
import { createFakeFetch, type FakeFetch } from '../../../test/support/client/fake-fetch.js';
import { memoryLogger } from '../../../test/support/client/memory-logger.js';

const BASE = 'https://api.example.test/s2s';
let fake: FakeFetch;
const order = { player_id: 'p_1', items: [{ sku: 'gem_pack' }] };
const busy = { status: 503, headers: { 'retry-after': '0' }, body: { detail: 'busy' } };

beforeEach(() => {
  fake = createFakeFetch({ status: 200, body: { order_id: 'ord_1' } });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const client = (options: Partial<ClientOptions> = {}) =>
  createClient({
    apiKey: 'sk_test_FAKE_LOGGING',
    baseUrl: BASE,
    fetch: fake,
    rateLimit: false,
    tracing: false,
    ...options,
  });

/** Lets the debug line of a response body (read from a copy, asynchronously) arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('logger and logLevel', () => {
  it('debug: one line per attempt with method, path, status, duration and attempt; bodies too', async () => {
    const { logger, lines } = memoryLogger('debug');
    await client({ logger, logLevel: 'debug' }).orders.create(order);
    await settle();
    expect(lines.map((l) => l.level)).toEqual(['debug', 'debug']);
    expect(lines[0]!.msg).toMatch(
      /^\[game-commerce-s2s\] POST \/s2s\/v1\/orders \(attempt 1 of 3\): 200 in [\d.]+ ms; request body \{"player_id":"p_1"/,
    );
    expect(lines[1]!.msg).toContain('response body {"order_id":"ord_1"}');
  });

  it('warn (the default level): each retry with its delay and reason; nothing per attempt, no bodies', async () => {
    const { logger, lines } = memoryLogger('debug');
    fake.script(busy, { fail: 'ECONNRESET' }, { status: 200, body: [] });
    await client({ logger }).achievements.list();
    await settle();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['warn', '[game-commerce-s2s] GET /s2s/v1/achievements (attempt 1 of 3): retrying in 0 ms after status 503'],
      ['warn', expect.stringMatching(/\(attempt 2 of 3\): retrying in \d+ ms after connection ECONNRESET$/)],
    ]);
  });

  it('info: a summary of a call that needed retries', async () => {
    const { logger, lines } = memoryLogger('debug');
    fake.script(busy, busy, busy);
    await client({ logger, logLevel: 'info' })
      .achievements.list()
      .catch(() => undefined);
    const info = lines.filter((l) => l.level === 'info');
    expect(info.map((l) => l.msg)).toEqual([
      expect.stringMatching(/GET \/s2s\/v1\/achievements: 503 after 3 attempts in [\d.]+ ms$/),
    ]);
  });

  it('a rate-limiter wait of a second or more is a warning', async () => {
    const { logger, lines } = memoryLogger('debug');
    // 48 a minute: 1.25 s for the second token, clear of the 1 s warn threshold on either clock.
    const limited = client({ logger, rateLimit: { requestsPerMinute: 48, burst: 1 } });
    await limited.achievements.list();
    await limited.achievements.list();
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    expect(lines[0]!.msg).toMatch(
      /GET \/s2s\/v1\/achievements: waited (\d+(\.\d+)?) ms for the client-side rate limit/,
    );
  });

  it('off, or no logger: nothing is written', async () => {
    const { logger, lines } = memoryLogger('debug');
    fake.script(busy);
    await client({ logger, logLevel: 'off' }).achievements.list();
    expect(lines).toEqual([]);
  });

  it('GAME_COMMERCE_LOG sets the level and, without a logger, logs to console', async () => {
    vi.stubEnv('GAME_COMMERCE_LOG', 'debug');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await client().achievements.list();
    await settle();
    expect(debug.mock.calls[0]![0]).toMatch(/GET \/s2s\/v1\/achievements \(attempt 1 of 3\): 200/);
    expect(debug.mock.calls[0]![1]).toMatchObject({
      method: 'GET',
      path: '/s2s/v1/achievements',
      status: 200,
      attempt: 1,
    });
  });

  it('rejects an unknown level, from the option or the variable, and a logger without the methods', () => {
    expect(() => client({ logLevel: 'verbose' as 'debug' })).toThrow(ConfigurationError);
    vi.stubEnv('GAME_COMMERCE_LOG', 'loud');
    expect(() => client()).toThrow(/GAME_COMMERCE_LOG must be one of debug, info, warn, error, off/);
    vi.unstubAllEnvs();
    expect(() => client({ logger: { info() {} } as never })).toThrow(/logger.debug must be a function/);
  });

  it('a logger that throws does not fail the call', async () => {
    const broken = {
      debug: () => {
        throw new Error('disk full');
      },
      info() {},
      warn() {},
      error() {},
    };
    await expect(client({ logger: broken, logLevel: 'debug' }).achievements.list()).resolves.toEqual({
      order_id: 'ord_1',
    });
  });
});
