/**
 * A tenant's disputes, listed by `GET /v1/disputes` (§4; order_by created_at or updated_at, default
 * created_at). The spec shows no dispute fields (§2), only created and updated timestamps (§3). The
 * emulator opens one when a reversal comes from the bank (§3, §6 item.remove): an id, the order and
 * payment it is about, a status and a reason, and the two timestamps in ISO 8601 from the emulator
 * clock.
 */
import type { FlowClock } from '../delivery/flow-clock.js';
import { newId } from '../delivery/ids.js';

/** Dispute states are not shown in the spec (§3); a reversal opens one as `open`. */
export interface DisputeRecord {
  id: string;
  order_id: string;
  payment_id: string;
  status: 'open';
  reason: 'reversal';
  created_at: string;
  updated_at: string;
}

export class Disputes {
  readonly #clock: FlowClock;
  #records: DisputeRecord[] = [];

  constructor(clock: FlowClock) {
    this.#clock = clock;
  }

  open(orderId: string, paymentId: string): DisputeRecord {
    const now = new Date(this.#clock.now()).toISOString();
    const dispute: DisputeRecord = {
      id: newId('dsp'),
      order_id: orderId,
      payment_id: paymentId,
      status: 'open',
      reason: 'reversal',
      created_at: now,
      updated_at: now,
    };
    this.#records.push(dispute);
    return dispute;
  }

  /** Every dispute, in creation order; `GET /v1/disputes` filters and sorts them (§4). */
  list(): DisputeRecord[] {
    return [...this.#records];
  }

  snapshot(): DisputeRecord[] {
    return structuredClone(this.#records);
  }

  restore(records: readonly DisputeRecord[]): void {
    this.#records = structuredClone([...records]);
  }
}
