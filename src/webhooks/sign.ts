import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from './document.js';
import { toSigningKeys } from './secrets.js';
import { computeSignature } from './signature.js';

/** Input of `signWebhook`. */
export interface SignWebhookOptions {
  /** The body to sign: raw text or bytes as they will be sent, or a value to `JSON.stringify`. */
  payload: string | Uint8Array | object;
  /** The signing key. */
  secret: string;
  /**
   * Timestamp header value (Unix seconds).
   * @default the current time in whole seconds
   */
  timestamp?: number | string;
  /** @default the document's header, `x-service-signature` */
  signatureHeader?: string;
  /** @default the document's header, `x-service-signature-timestamp` */
  timestampHeader?: string;
}

/** A signed delivery: send `body` with `headers` and a receiver with the same secret accepts it. */
export interface SignedWebhook {
  /** Both signature headers plus `content-type: application/json`. */
  headers: Record<string, string>;
  /** The exact text that was signed (the payload, or its JSON serialisation). */
  body: string | Uint8Array;
  signature: string;
  timestamp: string;
}

/**
 * Signs a payload the way the service does (spec §6 Signature rule), for tests, fixtures and tools
 * that replay deliveries. Throws `WebhookConfigError` for an empty secret.
 */
export function signWebhook(options: SignWebhookOptions): SignedWebhook {
  const [key] = toSigningKeys(options.secret);
  const { payload } = options;
  const body = typeof payload === 'string' || payload instanceof Uint8Array ? payload : JSON.stringify(payload);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const signature = computeSignature(key!, timestamp, bytes).toString('hex');
  return {
    headers: {
      'content-type': 'application/json',
      [(options.signatureHeader ?? WEBHOOK_SIGNATURE_HEADER).toLowerCase()]: signature,
      [(options.timestampHeader ?? WEBHOOK_TIMESTAMP_HEADER).toLowerCase()]: timestamp,
    },
    body,
    signature,
    timestamp,
  };
}
