import { WebhookError } from './webhook-error.js';
import { readHeader, resolveHeaderNames, type WebhookHeaderNames, type WebhookHeaders } from './headers.js';
import { toRawBytes, type WebhookRawBody } from './raw-body.js';
import { assertWithinWindow, DEFAULT_TOLERANCE_SECONDS, parseTimestampSeconds } from './replay-window.js';
import { toSigningKeys, type SigningKey, type WebhookSecret } from './secrets.js';
import { hasNodeSignature, matchesAnyKey, requireNodeCrypto, signatureBytes } from './signature.js';
import { matchesAnyKeyWebCrypto } from './web-crypto-signature.js';

/** How deliveries are checked; shared by `verifyWebhook`, `verifyWebhookAsync` and the handler. */
export interface WebhookVerifyOptions extends WebhookHeaderNames {
  /** The game's S2S key (spec §6 Signature rule), or several while rotating keys. */
  secret: WebhookSecret;
  /**
   * Replay window in seconds, applied both ways around the receiver's clock. `false` disables the
   * check; the timestamp is then signed but not interpreted (use only with another replay defence).
   * @default 300
   */
  toleranceSeconds?: number | false;
  /**
   * Clock, in milliseconds since the epoch; for tests.
   * @default Date.now
   */
  now?: () => number;
}

/** What a verified delivery gave: the signed bytes and the timestamp they were signed with. */
export interface VerifiedWebhook {
  body: Uint8Array;
  timestamp: string;
}

/** A delivery to verify: the raw body exactly as received and the request headers. */
export interface WebhookDelivery {
  rawBody: WebhookRawBody;
  headers: WebhookHeaders;
}

/** The checks that come before the HMAC, shared by the sync and async verifiers. */
interface PreparedVerifier {
  keys: SigningKey[];
  /** Checks headers, format and replay window; returns what the HMAC must cover. */
  precheck(delivery: WebhookDelivery): { body: Uint8Array; timestamp: string; signature: Uint8Array };
}

/** Reads the options once (keys imported, names lowercased); throws `invalid_options` for bad ones. */
function prepare(options: WebhookVerifyOptions): PreparedVerifier {
  const keys = toSigningKeys(options.secret);
  const { signature: signatureHeader, timestamp: timestampHeader } = resolveHeaderNames(options);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (tolerance !== false && !(typeof tolerance === 'number' && tolerance >= 0 && Number.isFinite(tolerance))) {
    throw new WebhookError('invalid_options', 'toleranceSeconds: expected a finite number of seconds >= 0, or false');
  }
  const now = options.now ?? Date.now;

  const precheck = (delivery: WebhookDelivery) => {
    const { rawBody, headers } = (delivery ?? {}) as Partial<WebhookDelivery>;
    const body = toRawBytes(rawBody);
    const signature = readHeader(headers, signatureHeader);
    const timestamp = readHeader(headers, timestampHeader);
    if (signature === undefined) throw new WebhookError('missing_header', `Missing the ${signatureHeader} header`);
    if (timestamp === undefined) throw new WebhookError('missing_header', `Missing the ${timestampHeader} header`);
    const received = signatureBytes(signature);
    if (received === undefined) {
      throw new WebhookError('malformed_signature', `The ${signatureHeader} header is not 64 lowercase hex characters`);
    }
    if (tolerance !== false) assertWithinWindow(parseTimestampSeconds(timestamp), now(), tolerance);
    return { body, timestamp, signature: received };
  };
  return { keys, precheck };
}

const noMatch = () =>
  new WebhookError(
    'no_matching_signature',
    'The signature does not match the body and timestamp for any configured secret',
  );

/**
 * For the receiver core: reads the options once (keys imported, names lowercased; a
 * `WebhookError` `invalid_options` for bad ones) and returns the check of one delivery, with
 * `node:crypto` where the runtime has it and WebCrypto elsewhere.
 */
export function createVerifier(options: WebhookVerifyOptions): (delivery: WebhookDelivery) => Promise<VerifiedWebhook> {
  const { keys, precheck } = prepare(options);
  if (hasNodeSignature()) {
    return async (delivery) => {
      const { body, timestamp, signature } = precheck(delivery);
      if (!matchesAnyKey(keys, timestamp, body, signature)) throw noMatch();
      return { body, timestamp };
    };
  }
  return async (delivery) => {
    const { body, timestamp, signature } = precheck(delivery);
    if (!(await matchesAnyKeyWebCrypto(keys, timestamp, body, signature))) throw noMatch();
    return { body, timestamp };
  };
}

/**
 * Checks one delivery (spec §6 Signature rule): HMAC-SHA256, lowercase hex, over
 * `<timestamp header>.<raw body>`, compared in constant time, inside the replay window. Throws a
 * `WebhookError` (403 codes, or `body_not_raw`) on any failure, and `invalid_options` for bad
 * options or on a runtime without `node:crypto` (use `verifyWebhookAsync` there).
 */
export function verifyWebhook(input: WebhookVerifyOptions & WebhookDelivery): VerifiedWebhook {
  requireNodeCrypto('verifyWebhook');
  const { keys, precheck } = prepare(input);
  const { body, timestamp, signature } = precheck(input);
  if (!matchesAnyKey(keys, timestamp, body, signature)) throw noMatch();
  return { body, timestamp };
}

/**
 * `verifyWebhook` on every runtime: `node:crypto` where there is one (Node, Bun, Deno), WebCrypto
 * elsewhere (Cloudflare Workers without `nodejs_compat`). Rejects with a `WebhookError`.
 */
export async function verifyWebhookAsync(input: WebhookVerifyOptions & WebhookDelivery): Promise<VerifiedWebhook> {
  return createVerifier(input)(input);
}
