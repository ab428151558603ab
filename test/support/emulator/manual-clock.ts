/**
 * Test support: a clock that moves only when told to, so backoff and time-outs are stepped through
 * without waiting. `advance` fires due timers in time order and lets their promise chains run.
 */
import type { FlowClock } from '../../../src/emulator/deliveries/flow-clock.js';

export interface ManualClock extends FlowClock {
  /** Moves time forward by `ms`, firing every timer that falls due on the way. */
  advance(ms: number): Promise<void>;
  /** Number of timers still waiting. */
  readonly pending: number;
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export function manualClock(start = Date.UTC(2026, 8, 1, 12)): ManualClock {
  let now = start;
  let sequence = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimer(ms, fn) {
      const id = sequence++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return () => void timers.delete(id);
    },
    async advance(ms) {
      const end = now + ms;
      await settle();
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await settle();
      }
      now = end;
      await settle();
    },
    get pending() {
      return timers.size;
    },
  };
}
