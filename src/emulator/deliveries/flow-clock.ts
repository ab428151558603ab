/**
 * The part of the emulator clock (clock.ts) the flows use: order expiry (§3), backoff timers,
 * delivery time-outs and event timestamps all follow it, so `emu.clock.advance('25h')` moves them
 * together. Unit tests pass a manual clock of the same shape.
 */
import type { EmulatorClock } from '../time/clock.js';

export type FlowClock = Pick<EmulatorClock, 'now' | 'setTimer'>;
