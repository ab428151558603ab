/**
 * A flow action the emulator refuses: paying an expired order, refunding one twice, an unknown or
 * reused login nonce. `status` is what the HTTP answer carries (one the operation declares, §7) and
 * `detail` is the spec's generic error body (§7); `code` is for tests and the pages.
 */
export type FlowErrorCode =
  | 'not_found'
  | 'order_expired'
  | 'order_not_payable'
  | 'payment_method_unavailable'
  | 'not_refundable'
  | 'unknown_nonce'
  | 'nonce_used'
  | 'unknown_program'
  | 'invalid_program'
  | 'unknown_tenant'
  /** A cap of the emulator was reached (`EmulatorCapacityError`: `maxStoredBytes` 409, `maxTenants` 503). */
  | 'capacity';

export class FlowError extends Error {
  override name = 'FlowError';
  readonly status: number;
  readonly code: FlowErrorCode;

  constructor(status: number, code: FlowErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }

  /** The spec's generic error body (§7). */
  toJSON(): { detail: string } {
    return { detail: this.message };
  }
}
