import type { KeyObject } from 'node:crypto';
import { WebhookError } from './webhook-error.js';
import { nodeCrypto } from './node-crypto.js';

/**
 * The signing key, or several during a rotation (spec §6 Signature rule: the game's S2S key).
 * A delivery verifies when any of them produces its signature, so the new key can be added before
 * the switch and the old one removed after it.
 */
export type WebhookSecret = string | readonly string[];

/** One configured secret, prepared once for whichever HMAC the runtime offers. */
export interface SigningKey {
  /** The secret's UTF-8 bytes. */
  readonly bytes: Uint8Array;
  /** A `node:crypto` key object, where the runtime has `node:crypto`. */
  readonly node: KeyObject | undefined;
  /** The WebCrypto HMAC key, imported on first use (web-crypto-signature.ts). */
  web?: Promise<CryptoKey>;
}

/**
 * Turns the configured secret(s) into keys once, so each delivery does not re-import the key.
 * Refuses empty secrets: an HMAC with an empty key is a signature anyone can forge.
 */
export function toSigningKeys(secret: unknown): SigningKey[] {
  const list: unknown[] = Array.isArray(secret) ? secret : [secret];
  if (list.length === 0) throw new WebhookError('invalid_options', 'webhook secret: at least one secret is required');
  const crypto = nodeCrypto();
  return list.map((entry, index) => {
    if (typeof entry !== 'string' || entry.length === 0) {
      throw new WebhookError(
        'invalid_options',
        `webhook secret #${index + 1}: expected a non-empty string (the game's S2S key)`,
      );
    }
    const bytes = new TextEncoder().encode(entry);
    return { bytes, node: crypto?.createSecretKey(bytes) };
  });
}
