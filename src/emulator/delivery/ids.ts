/**
 * Fresh identifiers in the spec's prefix style (§2: "ord_<id>", "whevt_<id>", "whtx_<id>",
 * "gm_<id>", "dlrwd_<id>"; shapes only). The random part is 24 hex digits from `randomUUID`,
 * which draws from a cached entropy pool, so minting one costs well under a microsecond.
 */
import { randomUUID } from 'node:crypto';

export function newId(prefix: string): string {
  return `${prefix}_${randomHex(24)}`;
}

/** `length` (at most 32) random lowercase hex digits. */
export function randomHex(length: number): string {
  return randomUUID().replace(/-/g, '').slice(0, length);
}

/** A fresh idempotency key: a UUID, as in the document's examples (§6 Envelope). */
export function newIdempotencyKey(): string {
  return randomUUID();
}
