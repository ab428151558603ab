/**
 * Dispute records in the `disputes` part, listed by `GET /v1/disputes` (§4; order_by created_at or
 * updated_at, default created_at). The spec shows no dispute fields (§2), only created and updated
 * timestamps (§3). The emulator opens one when a reversal comes from the bank (§3, §6 item.remove):
 * an id, the order and payment it is about, a status, a reason and the two timestamps (ISO 8601,
 * emulator clock).
 */
import type { DisputeRecord } from '../api/payments-disputes.js';
import type { Collection } from '../state/collection.js';

/** Dispute states are not shown in the spec (§3); a reversal opens one as `open`. */
export interface FlowDispute extends DisputeRecord {
  payment_id: string;
  status: 'open';
  reason: 'reversal';
}

export function openDispute(
  disputes: Collection<DisputeRecord>,
  now: number,
  input: { orderId: string; paymentId: string },
): FlowDispute {
  const at = new Date(now).toISOString();
  const dispute: FlowDispute = {
    id: disputes.newId(),
    order_id: input.orderId,
    payment_id: input.paymentId,
    status: 'open',
    reason: 'reversal',
    created_at: at,
    updated_at: at,
  };
  disputes.insert(dispute);
  return dispute;
}
