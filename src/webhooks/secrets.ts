import { createSecretKey, type KeyObject } from 'node:crypto';
import { WebhookConfigError } from './errors/webhook-config-error.js';

/**
 * The signing key, or several during a rotation (spec §6 Signature rule: the game's S2S key).
 * A delivery verifies when any of them produces its signature, so the new key can be added before
 * the switch and the old one removed after it.
 */
export type WebhookSecret = string | readonly string[];

/**
 * Turns the configured secret(s) into key objects once, so each delivery does not re-import the
 * key. Refuses empty secrets: an HMAC with an empty key is a signature anyone can forge.
 */
export function toSigningKeys(secret: unknown): KeyObject[] {
  const list: unknown[] = Array.isArray(secret) ? secret : [secret];
  if (list.length === 0) throw new WebhookConfigError('webhook secret: at least one secret is required');
  return list.map((entry, index) => {
    if (typeof entry !== 'string' || entry.length === 0) {
      throw new WebhookConfigError(`webhook secret #${index + 1}: expected a non-empty string (the game's S2S key)`);
    }
    return createSecretKey(Buffer.from(entry, 'utf8'));
  });
}
