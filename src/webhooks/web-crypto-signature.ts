/**
 * The signature check (spec §6 Signature rule) with WebCrypto only, for runtimes without
 * `node:crypto` (Cloudflare Workers without `nodejs_compat`). HMAC-SHA256 over
 * `<timestamp>.<raw body>`, checked with `crypto.subtle.verify`, which compares the MAC in
 * constant time (spec §6: "the receiver compares in constant time"), against every key without
 * stopping early, so timing does not tell which key matched.
 */
import type { SigningKey } from './secrets.js';
import { hexBytes } from './signature.js';

const HMAC_SHA256 = { name: 'HMAC', hash: 'SHA-256' } as const;

function importKey(key: SigningKey): Promise<CryptoKey> {
  key.web ??= crypto.subtle.importKey('raw', key.bytes as BufferSource, HMAC_SHA256, false, ['verify']);
  return key.web;
}

/** `<timestamp>.` as latin1 bytes (header values are byte strings), followed by the body. */
function signedBytes(timestamp: string, body: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(timestamp.length + 1 + body.byteLength);
  for (let i = 0; i < timestamp.length; i++) bytes[i] = timestamp.charCodeAt(i) & 0xff;
  bytes[timestamp.length] = 0x2e; // '.'
  bytes.set(body, timestamp.length + 1);
  return bytes;
}

/** True when any key signs `<timestamp>.<body>` to the signature (hex text, or its bytes). */
export async function matchesAnyKeyWebCrypto(
  keys: readonly SigningKey[],
  timestamp: string,
  body: Uint8Array,
  signature: string | Uint8Array,
): Promise<boolean> {
  const data = signedBytes(timestamp, body);
  const received = typeof signature === 'string' ? hexBytes(signature) : signature;
  const results = await Promise.all(
    keys.map(async (key) =>
      crypto.subtle.verify('HMAC', await importKey(key), received as BufferSource, data as BufferSource),
    ),
  );
  return results.includes(true);
}
