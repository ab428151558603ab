import { WebhookError } from './webhook-error.js';
import { nodeCrypto } from './node-crypto.js';
import type { SigningKey } from './secrets.js';

/** spec §6 Delivery headers: a lowercase hex HMAC-SHA256, so exactly 64 of [0-9a-f]. */
export const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

/** The `node:crypto` module, or a clear error naming what to use instead on this runtime. */
export function requireNodeCrypto(what: string): NonNullable<ReturnType<typeof nodeCrypto>> {
  const crypto = nodeCrypto();
  if (crypto === undefined) {
    throw new WebhookError(
      'invalid_options',
      `${what} is synchronous and needs node:crypto, which this runtime lacks; ` +
        'use createWebhookHandler / createFetchHandler or verifyWebhookAsync (WebCrypto) instead',
    );
  }
  return crypto;
}

/** HMAC-SHA256 over `<timestamp>.<raw body>` (spec §6 Signature rule), as raw digest bytes (node:crypto). */
export function computeSignature(key: SigningKey | string, timestamp: string, body: Uint8Array): Buffer {
  const crypto = requireNodeCrypto('Signing');
  const secret = typeof key === 'string' ? key : (key.node ?? key.bytes);
  // latin1: header values are byte strings, so this gives back the bytes the sender signed.
  return crypto.createHmac('sha256', secret).update(`${timestamp}.`, 'latin1').update(body).digest();
}

/**
 * True when any key signs `<timestamp>.<body>` to the signature (node:crypto, Node's fastest
 * path), given as its hex text or as the bytes `signatureBytes` decoded. Compares digests with
 * `timingSafeEqual` (spec §6: "the receiver compares in constant time") and checks every key
 * without stopping early, so timing does not tell which key matched.
 */
export function matchesAnyKey(
  keys: readonly SigningKey[],
  timestamp: string,
  body: Uint8Array,
  signature: string | Uint8Array,
): boolean {
  const { timingSafeEqual } = requireNodeCrypto('Verifying');
  const received = typeof signature === 'string' ? hexBytes(signature) : signature;
  let matched = false;
  for (const key of keys) {
    const expected = computeSignature(key, timestamp, body);
    if (expected.length === received.length && timingSafeEqual(expected, received)) matched = true;
  }
  return matched;
}

/** Value of each lowercase hex digit by char code; -1 elsewhere. */
const HEX_VALUES = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 16; digit++) HEX_VALUES['0123456789abcdef'.charCodeAt(digit)] = digit;

/**
 * Lowercase hex (already checked by SIGNATURE_PATTERN) to bytes, without Buffer (absent on
 * Workers); a table lookup, since parseInt per pair was most of a verification's cost.
 */
export function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = ((HEX_VALUES[hex.charCodeAt(2 * i)] as number) << 4) | (HEX_VALUES[hex.charCodeAt(2 * i + 1)] as number);
  }
  return bytes;
}

/** Scratch for `signatureBytes`: the header's 64 characters as bytes (used synchronously only). */
const SIGNATURE_TEXT = new Uint8Array(64);
const ASCII = new TextEncoder();

/**
 * The signature header's 32 bytes, or undefined unless it is exactly what SIGNATURE_PATTERN
 * accepts (64 lowercase hex digits): checked while decoded, so the text is read once.
 *
 * Why `encodeInto` rather than `charCodeAt`: in a process that has loaded ioredis (6.0.0: its
 * `VerbatimString extends String` turns String.prototype into a dictionary-mode object), every
 * string method call goes through V8's generic property lookup, which would make 64 `charCodeAt`
 * calls the bulk of a verification. Reading bytes from a typed array does not depend on
 * String.prototype. A character outside ASCII encodes to bytes >= 0x80, which the table
 * refuses like any other non-digit.
 */
export function signatureBytes(hex: string): Uint8Array | undefined {
  if (hex.length !== 64 || ASCII.encodeInto(hex, SIGNATURE_TEXT).read !== 64) return undefined;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    const high = HEX_VALUES[SIGNATURE_TEXT[2 * i] as number] ?? -1;
    const low = HEX_VALUES[SIGNATURE_TEXT[2 * i + 1] as number] ?? -1;
    if ((high | low) < 0) return undefined;
    bytes[i] = (high << 4) | low;
  }
  return bytes;
}

/** True where `matchesAnyKey` can run (the runtime has node:crypto). */
export function hasNodeSignature(): boolean {
  return nodeCrypto() !== undefined;
}
