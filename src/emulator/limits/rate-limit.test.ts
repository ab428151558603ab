import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../client/create-client.js';
import { RateLimitError } from '../../errors/index.js';
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { clientOf, OTHER_KEY, send, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';

let emu: Emulator;
afterEach(() => emu.close());

describe('the rate limit (spec §8: per game, per minute, 429 beyond it)', () => {
  it('refuses requests past the limit with 429, the generic body and Retry-After; other games are not affected', async () => {
    emu = await startEmulator({ listen: false, requestsPerMinute: 3, clockStart: 0 });
    for (let i = 0; i < 3; i++) expect((await send(emu, 'GET', '/v1/achievements')).status).toBe(200);
    const refused = await send(emu, 'GET', '/v1/achievements');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: 'Rate limit exceeded' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await send(emu, 'GET', '/v1/achievements', { key: OTHER_KEY })).status).toBe(200);
    const error = await clientOf(emu)
      .achievements.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBeGreaterThan(0);

    emu.clock.advance('61s');
    expect((await send(emu, 'GET', '/v1/achievements')).status).toBe(200);
  });

  it("a test gets past it without a real minute: the 429 at once with maxRetryAfterMs, then the emulator's clock", async () => {
    emu = await startEmulator({ listen: false, requestsPerMinute: 2 });
    // Retries on (the default 2), as in a game's own client; the wait asked for is over the cap.
    const client = createClient({ apiKey: TEST_KEY, baseUrl: emu.url, fetch: emu.fetch, maxRetryAfterMs: 1_000 });
    await client.achievements.list();
    await client.achievements.list();
    const started = performance.now();
    const error = (await client.achievements.list().catch((e: unknown) => e)) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.attempts).toBe(1);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(error.retryAfter).toBeGreaterThanOrEqual(59);
    expect(error.retryAfter).toBeLessThanOrEqual(60);
    // A second short of the window's end it still refuses; at the end it has refilled.
    emu.clock.advance(`${error.retryAfter! - 2}s`);
    await expect(client.achievements.list()).rejects.toBeInstanceOf(RateLimitError);
    emu.clock.advance(`${2}s`);
    expect(await client.achievements.list()).toEqual([]);
  });

  it('is 1,000 a minute by default, and can be turned off', async () => {
    emu = await startEmulator({ listen: false });
    const statuses = [];
    for (let i = 0; i < 1001; i++) statuses.push((await send(emu, 'GET', '/v1/creators/countries')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1000);
    expect(statuses.at(-1)).toBe(429);
    await emu.close();
    emu = await startEmulator({ listen: false, requestsPerMinute: false });
    for (let i = 0; i < 1001; i++) expect((await send(emu, 'GET', '/v1/creators/countries')).status).toBe(200);
  });
});
