/**
 * The emulator is full: its records take `maxStoredBytes` (a write is answered 409: it conflicts
 * with the emulator's current state, and every write declares 409, §7), or it keeps the state of
 * `maxTenants` keys and a new key arrives (answered 503, which every operation declares). Thrown
 * to the caller of a control (`emu.tenant`, `emu.pay` with a new key); `message` is the answer's
 * `detail` and says how to raise the cap. A `FlowError` (code `capacity`), so a test catches every
 * refused control with one class.
 */
import { FlowError } from './flow-error.js';

export class EmulatorCapacityError extends FlowError {
  override name = 'EmulatorCapacityError';

  constructor(
    /** The HTTP status a request gets for it: 409 (stored bytes) or 503 (tenants). */
    status: 409 | 503,
    message: string,
  ) {
    super(status, 'capacity', message);
  }

  static storage(used: number, limit: number): EmulatorCapacityError {
    return new EmulatorCapacityError(
      409,
      `The emulator's memory cap was reached: its records take ${used} bytes of the ${limit} maxStoredBytes allows (--max-stored-bytes). Nothing was stored: delete records, call emu.reset(), or raise the cap.`,
    );
  }

  static tenants(limit: number): EmulatorCapacityError {
    return new EmulatorCapacityError(
      503,
      `The emulator's tenant cap was reached: it keeps the state of ${limit} API key${limit === 1 ? '' : 's'}, the maxTenants limit (--max-tenants). Call emu.reset() (or restart the emulator) or raise the cap.`,
    );
  }
}
