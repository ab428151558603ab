/**
 * The `emu` handle `startEmulator` returns. Features add their controls (`emu.pay`, `emu.hubLogin`,
 * ...) by declaration merging, `declare module '../emulator-handle.js' { interface Emulator { ... } }`,
 * and by returning them from `install` (features.ts).
 */
import type { EmulatorClock } from './clock.js';
import type { FaultSpec, InjectedFault } from './faults.js';
import type { EmulatorFetch } from './http/fetch-adapter.js';
import type { EmulatorHandler } from './http/types.js';
import type { EmulatorSnapshot } from './state/seed.js';
import type { Tenant } from './state/tenant.js';

export interface Emulator {
  /** The base URL for the client, e.g. `http://127.0.0.1:4010` (`http://localhost` with `listen: false`). */
  readonly url: string;
  /** A `fetch` answered in-process, no socket: pass it as the client's `fetch`. */
  readonly fetch: EmulatorFetch;
  /** The emulator clock: `emu.clock.advance('25h')` expires orders and fires due timers. */
  readonly clock: EmulatorClock;
  /** The core handler on plain objects, for another server framework. */
  readonly handle: EmulatorHandler;
  /** All state as JSON (no API key in it); write it to a file and pass it back as `seed`. */
  snapshot(): EmulatorSnapshot;
  /** Every tenant back to the seed; injected faults and rate-limit windows cleared; timers cancelled. */
  reset(): void;
  /** Makes matching requests fail, answer late or drop their connection (faults.ts). */
  inject(fault: FaultSpec): InjectedFault;
  /** The state of one API key (created from the seed if new), to read in a test. */
  tenant(apiKey: string): Tenant;
  /** Stops listening, closes open connections, cancels timers. Safe to call twice. */
  close(): Promise<void>;
}
