/**
 * The part of the emulator's clock the flows use (emu-core's `EmulatorClock`): order expiry (§3),
 * backoff timers, delivery time-outs and event timestamps all follow it, so `emu.clock.advance('25h')`
 * moves them together.
 */
export interface FlowClock {
  /** Emulator time in milliseconds since the epoch. */
  now(): number;
  /** Runs `fn` once `ms` of emulator time have passed; returns a function that cancels it. */
  setTimer(ms: number, fn: () => void): () => void;
}
