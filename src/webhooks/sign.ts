import { resolveHeaderNames, type WebhookHeaderNames } from './headers.js';
import { toSigningKeys } from './secrets.js';
import { computeSignature } from './signature.js';

/** What `signWebhook` signs: raw text or bytes as they will be sent, or a value to `JSON.stringify`. */
export type SignablePayload = string | Uint8Array | object;

/** The body `signWebhook` returns for a payload: the same bytes for bytes, text for anything else. */
export type SignedBody<P extends SignablePayload> = P extends string ? string : P extends Uint8Array ? P : string;

/** Input of `signWebhook`. The header names are those of `WebhookHeaderNames` (one source of defaults). */
export interface SignWebhookOptions<P extends SignablePayload = SignablePayload> extends WebhookHeaderNames {
  /** The body to sign: raw text or bytes as they will be sent, or a value to `JSON.stringify`. */
  payload: P;
  /** The signing key. */
  secret: string;
  /**
   * Timestamp header value (Unix seconds).
   * @default the current time in whole seconds
   */
  timestamp?: number | string;
}

/** A signed delivery: send `body` with `headers` and a receiver with the same secret accepts it. */
export interface SignedWebhook<B extends string | Uint8Array = string | Uint8Array> {
  /** Both signature headers plus `content-type: application/json`. */
  headers: Record<string, string>;
  /**
   * The exact body that was signed: the payload itself when it is text or bytes (typed as given, so
   * it goes into `fetch` or `new Request` without a cast), else its JSON serialisation.
   */
  body: B;
  signature: string;
  timestamp: string;
}

/**
 * Signs a payload the way the service does (spec §6 Signature rule), for tests, fixtures and tools
 * that replay deliveries. Throws `WebhookError` for an empty secret or a bad header name.
 */
export function signWebhook<P extends SignablePayload>(options: SignWebhookOptions<P>): SignedWebhook<SignedBody<P>> {
  const [key] = toSigningKeys(options.secret);
  const names = resolveHeaderNames(options);
  const { payload } = options;
  const body = typeof payload === 'string' || payload instanceof Uint8Array ? payload : JSON.stringify(payload);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const signature = computeSignature(key!, timestamp, bytes).toString('hex');
  return {
    headers: { 'content-type': 'application/json', [names.signature]: signature, [names.timestamp]: timestamp },
    body: body as SignedBody<P>,
    signature,
    timestamp,
  };
}
