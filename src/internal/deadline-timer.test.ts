/** The shared deadline timer: each attempt expires at its own deadline, and only then. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlineTimer, type Expirable } from './deadline-timer.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function attempt(): Expirable & { expiredAt: number | undefined } {
  return {
    done: false,
    expiredAt: undefined,
    expire() {
      this.expiredAt = Date.now();
    },
  };
}

describe('DeadlineTimer', () => {
  it('expires an attempt exactly timeoutMs after it started', async () => {
    const timer = new DeadlineTimer(1000);
    const start = Date.now();
    const a = attempt();
    timer.start(a);
    await vi.advanceTimersByTimeAsync(999);
    expect(a.expiredAt).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(a.expiredAt).toBe(start + 1000);
    expect(timer.pending).toBe(0);
  });

  it('never expires a finished attempt', async () => {
    const timer = new DeadlineTimer(1000);
    const a = attempt();
    timer.start(a);
    await vi.advanceTimersByTimeAsync(500);
    timer.finish(a);
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.expiredAt).toBeUndefined();
  });

  it('gives each of several overlapping attempts its own deadline', async () => {
    const timer = new DeadlineTimer(1000);
    const start = Date.now();
    const [a, b, c] = [attempt(), attempt(), attempt()];
    timer.start(a);
    await vi.advanceTimersByTimeAsync(300);
    timer.start(b);
    await vi.advanceTimersByTimeAsync(300);
    timer.start(c);
    timer.finish(a);
    await vi.advanceTimersByTimeAsync(2000);
    expect(a.expiredAt).toBeUndefined();
    expect(b.expiredAt).toBe(start + 1300);
    expect(c.expiredAt).toBe(start + 1600);
  });

  it('serves sequential attempts with one timer instead of one each', async () => {
    const timer = new DeadlineTimer(30_000);
    const armed = vi.spyOn(globalThis, 'setTimeout');
    for (let i = 0; i < 100; i++) {
      const a = attempt();
      timer.start(a);
      timer.finish(a);
    }
    expect(armed).toHaveBeenCalledTimes(1);
    armed.mockRestore();
  });

  it('does not keep the process alive on its own: the timer is unref’d', () => {
    vi.useRealTimers();
    const timer = new DeadlineTimer(60_000);
    const unref = vi.fn();
    const armed = vi.spyOn(globalThis, 'setTimeout').mockImplementation((() => ({ unref })) as never);
    timer.start(attempt());
    expect(unref).toHaveBeenCalledOnce();
    armed.mockRestore();
  });

  it('expires the attempt it was armed for even when Date stands still (setTimeout-only fake timers)', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const timer = new DeadlineTimer(5000);
    const a = attempt();
    timer.start(a);
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.expiredAt).toBeDefined();
  });
});
