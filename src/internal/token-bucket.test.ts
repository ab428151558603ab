import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TokenBucket } from './token-bucket.js';

describe('TokenBucket', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a burst through at once, then paces at the per-minute rate', async () => {
    const bucket = new TokenBucket({ requestsPerMinute: 60, burst: 3 }); // one token a second
    const granted: number[] = [];
    for (let i = 0; i < 3; i++) expect(bucket.take()).toBeUndefined();
    const waits = [0, 1, 2].map((i) => bucket.take()?.then(() => granted.push(i)));
    expect(waits.every((w) => w instanceof Promise)).toBe(true);
    expect(bucket.queued).toBe(3);

    await vi.advanceTimersByTimeAsync(999);
    expect(granted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toEqual([0]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(granted).toEqual([0, 1, 2]);
  });

  it('refills while idle, up to the burst only', async () => {
    const bucket = new TokenBucket({ requestsPerMinute: 60, burst: 2 });
    bucket.take();
    bucket.take();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(bucket.take()).toBeUndefined();
    expect(bucket.take()).toBeUndefined();
    expect(bucket.take()).toBeInstanceOf(Promise);
  });

  it('serves waiters first come, first served, even when a token appears', async () => {
    const bucket = new TokenBucket({ requestsPerMinute: 60, burst: 1 });
    bucket.take();
    const first = bucket.take();
    await vi.advanceTimersByTimeAsync(500);
    // Half a token has accrued; a newcomer must queue behind the waiter, not jump it.
    expect(bucket.take()).toBeInstanceOf(Promise);
    await vi.advanceTimersByTimeAsync(500);
    await expect(first).resolves.toBeUndefined();
    expect(bucket.queued).toBe(1);
  });

  it('drops an aborted waiter and rejects with the abort reason', async () => {
    const bucket = new TokenBucket({ requestsPerMinute: 60, burst: 1 });
    bucket.take();
    const controller = new AbortController();
    const waiting = bucket.take(controller.signal);
    controller.abort(new Error('caller gave up'));
    await expect(waiting).rejects.toThrow('caller gave up');
    expect(bucket.queued).toBe(0);
  });

  it('the default rate of 1,000 a minute admits 1,000 + burst requests in the first minute, no more', async () => {
    const bucket = new TokenBucket({ requestsPerMinute: 1000, burst: 20 });
    let granted = 0;
    for (let i = 0; i < 1100; i++) {
      const wait = bucket.take();
      if (wait === undefined) granted++;
      else void wait.then(() => granted++);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(granted).toBe(1020);
  });
});
