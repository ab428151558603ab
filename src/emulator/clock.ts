/**
 * The emulator's clock. Every timestamp it writes, every expiry (an order expires 24 hours after
 * creation, spec §3 and §8), every rate-limit window and every timer (redelivery backoff) reads it,
 * so a test can jump over a day or a backoff with `emu.clock.advance('25h')`.
 *
 * It runs at real speed from its start (real time unless `clockStart` fixes it); `advance` adds on
 * top. A timer fires when real time reaches it, or at once when `advance` passes its due time,
 * whichever comes first, and only once.
 *
 * Each tenant reads a fork of the emulator's clock: the emulator's advance (`emu.clock.advance`)
 * moves every fork, a fork's own advance (the control API's, for one key) moves that tenant alone,
 * so parallel test workers with their own keys do not expire each other's orders.
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
  /** Cancels every pending timer, the forks' too (on reset and close). */
  cancelAll(): void;
  /** Timers not yet fired or cancelled, the forks' included. */
  pending(): number;
  /**
   * A clock that reads this one plus advances of its own (a tenant's): this clock's advance moves it
   * too and fires its due timers; its own advance moves it alone.
   */
  fork(): ManagedClock;
  /** Cancels a fork's timers and detaches it from its parent (its tenant was dropped). */
  dispose(): void;
}

interface Timer {
  due: number;
  fn: () => void;
  real: ReturnType<typeof setTimeout> | undefined;
}

/** Node's setTimeout takes at most 2^31 - 1 ms; longer timers are re-armed when that much has passed. */
const MAX_REAL_DELAY = 2_147_483_647;

class TimerClock implements ManagedClock {
  #advanced = 0;
  readonly #base: () => number;
  readonly #timers = new Set<Timer>();
  readonly #forks = new Set<TimerClock>();
  readonly #parent: TimerClock | undefined;

  constructor(base: () => number, parent?: TimerClock) {
    this.#base = base;
    this.#parent = parent;
  }

  now = (): number => this.#base() + this.#advanced;

  // Arrow functions, as `now`: the clock's methods work when taken off it.
  advance = (by: string | number): void => {
    this.#advanced += parseDuration(by);
    this.#fireDue();
  };

  setTimer = (ms: number, fn: () => void): (() => void) => {
    const timer: Timer = { due: this.now() + Math.max(0, ms), fn, real: undefined };
    this.#timers.add(timer);
    this.#arm(timer);
    return () => {
      this.#timers.delete(timer);
      if (timer.real !== undefined) clearTimeout(timer.real);
    };
  };

  cancelAll(): void {
    for (const timer of this.#timers) if (timer.real !== undefined) clearTimeout(timer.real);
    this.#timers.clear();
    for (const fork of this.#forks) fork.cancelAll();
  }

  pending(): number {
    let count = this.#timers.size;
    for (const fork of this.#forks) count += fork.pending();
    return count;
  }

  fork(): ManagedClock {
    const fork = new TimerClock(this.now, this);
    this.#forks.add(fork);
    return fork;
  }

  dispose(): void {
    this.cancelAll();
    if (this.#parent !== undefined) this.#parent.#forks.delete(this);
  }

  /** Fires every timer now due, in due order, then the forks' (which this clock's advance moved too). */
  #fireDue(): void {
    const at = this.now();
    const due = [...this.#timers].filter((t) => t.due <= at).sort((a, b) => a.due - b.due);
    for (const timer of due) this.#fire(timer);
    for (const fork of [...this.#forks]) fork.#fireDue();
  }

  #fire(timer: Timer): void {
    if (!this.#timers.delete(timer)) return;
    if (timer.real !== undefined) clearTimeout(timer.real);
    timer.fn();
  }

  #arm(timer: Timer): void {
    const wait = Math.max(0, timer.due - this.now());
    timer.real = setTimeout(
      () => (wait > MAX_REAL_DELAY ? this.#arm(timer) : this.#fire(timer)),
      Math.min(wait, MAX_REAL_DELAY),
    );
    // A pending redelivery must not keep a test process alive after its last test.
    timer.real.unref?.();
  }
}

export function createClock(start?: number | Date): ManagedClock {
  const origin = start === undefined ? Date.now() : new Date(start).getTime();
  if (!Number.isFinite(origin)) throw new RangeError(`clockStart is not a valid time: ${String(start)}`);
  const realStart = performance.now();
  return new TimerClock(() => origin + (performance.now() - realStart));
}
