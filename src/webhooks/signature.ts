import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

/** spec §6 Delivery headers: a lowercase hex HMAC-SHA256, so exactly 64 of [0-9a-f]. */
export const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

/** HMAC-SHA256 over `<timestamp>.<raw body>` (spec §6 Signature rule), as raw digest bytes. */
export function computeSignature(key: KeyObject | string, timestamp: string, body: Uint8Array): Buffer {
  // latin1: header values are byte strings, so this gives back the bytes the sender signed.
  return createHmac('sha256', key).update(`${timestamp}.`, 'latin1').update(body).digest();
}

/**
 * True when any key signs `<timestamp>.<body>` to `signatureHex`. Compares digests with
 * `timingSafeEqual` (spec §6: "the receiver compares in constant time") and checks every key
 * without stopping early, so timing does not tell which key matched.
 */
export function matchesAnyKey(keys: readonly KeyObject[], timestamp: string, body: Uint8Array, signatureHex: string): boolean {
  const received = Buffer.from(signatureHex, 'hex');
  let matched = false;
  for (const key of keys) {
    const expected = computeSignature(key, timestamp, body);
    if (expected.length === received.length && timingSafeEqual(expected, received)) matched = true;
  }
  return matched;
}
