/**
 * The emulator's clock. Every timestamp it writes, every expiry (an order expires 24 hours after
 * creation, spec §3 and §8), every rate-limit window and every timer (redelivery backoff) reads it,
 * so a test can jump over a day or a backoff with `emu.clock.advance('25h')`.
 *
 * It runs at real speed from its start (real time unless `clockStart` fixes it); `advance` adds on
 * top. A timer fires when real time reaches it, or at once when `advance` passes its due time,
 * whichever comes first, and only once.
 */
import { parseDuration } from './duration.js';

export interface EmulatorClock {
  /** Emulator time, epoch milliseconds. */
  now(): number;
  /** Moves the clock forward (`'25h'`, `'90s'`, `'15m'`, or milliseconds) and fires every timer now due. */
  advance(by: string | number): void;
  /** Runs `fn` once `ms` of emulator time from now has passed; returns a function that cancels it. */
  setTimer(ms: number, fn: () => void): () => void;
}

/** The clock plus what only the emulator itself calls. */
export interface ManagedClock extends EmulatorClock {
  /** Cancels every pending timer (on close). */
  cancelAll(): void;
  /** Timers not yet fired or cancelled. */
  pending(): number;
}

interface Timer {
  due: number;
  fn: () => void;
  real: ReturnType<typeof setTimeout> | undefined;
}

/** Node's setTimeout takes at most 2^31 - 1 ms; longer timers are re-armed when that much has passed. */
const MAX_REAL_DELAY = 2_147_483_647;

export function createClock(start?: number | Date): ManagedClock {
  const origin = start === undefined ? Date.now() : new Date(start).getTime();
  if (!Number.isFinite(origin)) throw new RangeError(`clockStart is not a valid time: ${String(start)}`);
  const realStart = performance.now();
  let advanced = 0;
  const timers = new Set<Timer>();
  const now = () => origin + (performance.now() - realStart) + advanced;

  const fire = (timer: Timer) => {
    if (!timers.delete(timer)) return;
    if (timer.real !== undefined) clearTimeout(timer.real);
    timer.fn();
  };
  const arm = (timer: Timer) => {
    const wait = Math.max(0, timer.due - now());
    timer.real = setTimeout(() => (wait > MAX_REAL_DELAY ? arm(timer) : fire(timer)), Math.min(wait, MAX_REAL_DELAY));
    // A pending redelivery must not keep a test process alive after its last test.
    timer.real.unref?.();
  };

  return {
    now,
    advance(by) {
      advanced += parseDuration(by);
      const at = now();
      const due = [...timers].filter((t) => t.due <= at).sort((a, b) => a.due - b.due);
      for (const timer of due) fire(timer);
    },
    setTimer(ms, fn) {
      const timer: Timer = { due: now() + Math.max(0, ms), fn, real: undefined };
      timers.add(timer);
      arm(timer);
      return () => {
        timers.delete(timer);
        if (timer.real !== undefined) clearTimeout(timer.real);
      };
    },
    cancelAll() {
      for (const timer of timers) if (timer.real !== undefined) clearTimeout(timer.real);
      timers.clear();
    },
    pending: () => timers.size,
  };
}
