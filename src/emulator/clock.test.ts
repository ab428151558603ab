import { describe, expect, it, vi } from 'vitest';
import { createClock } from './clock.js';
import { parseDuration } from './duration.js';

describe('parseDuration', () => {
  it.each([
    ['25h', 90_000_000],
    ['90s', 90_000],
    ['15m', 900_000],
    ['500ms', 500],
    ['2d', 172_800_000],
    [1234, 1234],
  ] as const)('%s', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it('refuses what it cannot read, naming it', () => {
    expect(() => parseDuration('25 hours')).toThrow(/"25 hours"/);
    expect(() => parseDuration(-1)).toThrow(RangeError);
  });
});

describe('the emulator clock', () => {
  it('starts where told and runs at real speed', () => {
    const clock = createClock(Date.UTC(2026, 7, 27));
    expect(clock.now()).toBeGreaterThanOrEqual(Date.UTC(2026, 7, 27));
    expect(clock.now()).toBeLessThan(Date.UTC(2026, 7, 27) + 5_000);
  });

  it('advance moves it forward and fires every timer passed, in due order, once', () => {
    const clock = createClock(0);
    const fired: string[] = [];
    clock.setTimer(60_000, () => fired.push('1m'));
    clock.setTimer(1_000, () => fired.push('1s'));
    clock.setTimer(7_200_000, () => fired.push('2h'));
    clock.advance('90s');
    expect(fired).toEqual(['1s', '1m']);
    expect(clock.now()).toBeGreaterThanOrEqual(90_000);
    clock.advance('2h');
    clock.advance('2h');
    expect(fired).toEqual(['1s', '1m', '2h']);
    expect(clock.pending()).toBe(0);
  });

  it('fires a timer in real time too, and a cancelled one never', async () => {
    const clock = createClock();
    const fired = vi.fn();
    const cancelled = vi.fn();
    clock.setTimer(20, fired);
    clock.setTimer(20, cancelled)();
    await vi.waitFor(() => expect(fired).toHaveBeenCalledOnce());
    clock.advance('1h');
    expect(fired).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('cancelAll drops every pending timer', () => {
    const clock = createClock(0);
    const fired = vi.fn();
    clock.setTimer(1000, fired);
    clock.cancelAll();
    clock.advance('1h');
    expect(fired).not.toHaveBeenCalled();
  });

  it('a fork reads the clock plus its own advances: the parent moves it, it moves only itself', () => {
    const clock = createClock(0);
    const tenant = clock.fork();
    const other = clock.fork();
    const fired: string[] = [];
    tenant.setTimer(60_000, () => fired.push('tenant 1m'));
    other.setTimer(60_000, () => fired.push('other 1m'));
    tenant.advance('90s');
    expect(fired).toEqual(['tenant 1m']);
    expect(tenant.now() - clock.now()).toBeGreaterThan(89_000);
    expect(other.now() - clock.now()).toBeLessThan(1_000);
    clock.advance('2m');
    expect(fired).toEqual(['tenant 1m', 'other 1m']);
    expect(other.now()).toBeGreaterThanOrEqual(120_000);
  });

  it('dispose drops a fork’s timers and detaches it; cancelAll reaches the forks', () => {
    const clock = createClock(0);
    const fired = vi.fn();
    const kept = clock.fork();
    kept.setTimer(1000, fired);
    const dropped = clock.fork();
    dropped.setTimer(1000, fired);
    expect(clock.pending()).toBe(2);
    dropped.dispose();
    expect(clock.pending()).toBe(1);
    clock.cancelAll();
    clock.advance('1h');
    expect(fired).not.toHaveBeenCalled();
  });
});
