import { getEventListeners } from 'node:events';
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
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    // Its turn is not used: the token that accrues goes to the next caller, and the wake-up with
    // nobody waiting does no harm.
    await vi.advanceTimersByTimeAsync(1000);
    expect(bucket.take()).toBeUndefined();
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

  it('a newcomer never takes a token that a waiter is due, even when the token is already there', async () => {
    let now = 0;
    const bucket = new TokenBucket({ requestsPerMinute: 60, burst: 1, now: () => now });
    bucket.take();
    const order: string[] = [];
    void bucket.take()?.then(() => order.push('waiter'));
    now = 1000; // a whole token has accrued, but the waiter's timer has not fired yet
    const newcomer = bucket.take();
    expect(newcomer).toBeInstanceOf(Promise);
    void newcomer?.then(() => order.push('newcomer'));
    expect(bucket.queued).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(['waiter']);
  });

  it('rejects at once, without queueing, for a signal that has already aborted', async () => {
    const bucket = new TokenBucket({ requestsPerMinute: 60, burst: 1 });
    const reason = new Error('aborted before asking');
    expect(bucket.take(AbortSignal.abort(reason))).toBeUndefined(); // a free token is still taken
    const refused = bucket.take(AbortSignal.abort(reason));
    expect(bucket.queued).toBe(0);
    await expect(refused).rejects.toBe(reason);
    // The turn was not used: the next caller gets the token when it accrues.
    const next = bucket.take();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(next).resolves.toBeUndefined();
  });

  it('sleeps until the rest of a token has accrued (counting the part already there), without polling', async () => {
    let clockReads = 0;
    const now = () => {
      clockReads++;
      return Date.now();
    };
    const bucket = new TokenBucket({ requestsPerMinute: 60, burst: 1, now }); // one token a second
    bucket.take();
    await vi.advanceTimersByTimeAsync(400);
    let granted = false;
    void bucket.take()?.then(() => (granted = true));
    const readsBefore = clockReads;
    await vi.advanceTimersByTimeAsync(599);
    expect(granted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toBe(true);
    expect(clockReads - readsBefore).toBe(1); // one wake-up, when the token is due
    expect(vi.getTimerCount()).toBe(0); // and no timer left behind once nobody waits
  });

  it('an abort removes only that waiter; those behind it keep their place', async () => {
    const bucket = new TokenBucket({ requestsPerMinute: 60, burst: 1 });
    bucket.take();
    const controller = new AbortController();
    const order: string[] = [];
    const first = bucket.take(controller.signal);
    void first?.catch(() => order.push('first aborted'));
    void bucket.take()?.then(() => order.push('second'));
    void bucket.take()?.then(() => order.push('third'));
    controller.abort(new Error('gone'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(['first aborted', 'second']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual(['first aborted', 'second', 'third']);
    expect(bucket.queued).toBe(0);
  });

  it('rounds a wait that is not a whole number of milliseconds up, so one wake-up serves it', async () => {
    let clockReads = 0;
    const now = () => {
      clockReads++;
      return Date.now();
    };
    const bucket = new TokenBucket({ requestsPerMinute: 7, burst: 1, now }); // a token every 8571.43 ms
    bucket.take();
    let granted = false;
    void bucket.take()?.then(() => (granted = true));
    const readsBefore = clockReads;
    await vi.advanceTimersByTimeAsync(8571);
    expect(granted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toBe(true);
    expect(clockReads - readsBefore).toBe(1);
  });

  it('a clock that steps back takes no tokens away', () => {
    let now = 10_000;
    const bucket = new TokenBucket({ requestsPerMinute: 60, burst: 2, now: () => now });
    expect(bucket.take()).toBeUndefined();
    now = 5000;
    expect(bucket.take()).toBeUndefined();
  });

  it('lets go of the abort listener once a waiter is served', async () => {
    const bucket = new TokenBucket({ requestsPerMinute: 60, burst: 1 });
    bucket.take();
    const controller = new AbortController();
    const waiting = bucket.take(controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(waiting).resolves.toBeUndefined();
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    controller.abort(); // aborting after the turn was used changes nothing
    expect(bucket.queued).toBe(0);
  });
});
