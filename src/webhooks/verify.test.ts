import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookConfigError } from './errors/webhook-config-error.js';
import { WebhookVerificationError } from './errors/webhook-verification-error.js';
import { signWebhook } from './sign.js';
import {
  examples,
  FAKE_SECRET,
  OTHER_FAKE_SECRET,
  referenceDelivery,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from './testing/fixtures.js';
import { createWebhookVerifier, verifyWebhook } from './verify.js';

const NOW_S = 1_764_518_460;
const now = () => NOW_S * 1000;

function failure(run: () => unknown): WebhookVerificationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    return error as WebhookVerificationError;
  }
  throw new Error('expected verification to fail');
}

describe('verifyWebhook: reference vectors for each event kind (spec §6 Signature rule)', () => {
  for (const [eventType, payload] of Object.entries(examples)) {
    it(`accepts a ${eventType} signed with node:crypto directly, as string, Buffer and Uint8Array`, () => {
      const body = JSON.stringify(payload);
      const timestamp = String(NOW_S);
      // Computed here, independently of the library: HMAC-SHA256 hex of "<timestamp>.<body>".
      const signature = createHmac('sha256', FAKE_SECRET).update(`${timestamp}.${body}`).digest('hex');
      const headers = { [SIGNATURE_HEADER]: signature, [TIMESTAMP_HEADER]: timestamp };
      for (const rawBody of [body, Buffer.from(body), new Uint8Array(Buffer.from(body))]) {
        const verified = verifyWebhook({ rawBody, headers, secret: FAKE_SECRET, now });
        expect(Buffer.from(verified.body).toString('utf8')).toBe(body);
        expect(verified.timestamp).toBe(timestamp);
      }
    });
  }

  it('matches the signature signWebhook produces', () => {
    const signed = signWebhook({ payload: examples['item.add']!, secret: FAKE_SECRET, timestamp: NOW_S });
    const reference = referenceDelivery(examples['item.add'], { timestamp: String(NOW_S) });
    expect(signed.body).toBe(reference.body);
    expect(signed.headers).toEqual(reference.headers);
  });
});

describe('verifyWebhook: every single-byte change is rejected', () => {
  const { body, timestamp, signature } = referenceDelivery(examples['item.add'], { timestamp: String(NOW_S) });
  const verifier = createWebhookVerifier({ secret: FAKE_SECRET, toleranceSeconds: false });
  const check = (rawBody: Uint8Array | string, ts: string, sig: string) =>
    failure(() => verifier({ rawBody, headers: { [SIGNATURE_HEADER]: sig, [TIMESTAMP_HEADER]: ts } }));

  it('in the body (each byte xor 0x01 and 0x80)', () => {
    const bytes = Buffer.from(body);
    for (let i = 0; i < bytes.length; i++) {
      for (const mask of [0x01, 0x80]) {
        const changed = Buffer.from(bytes);
        changed[i] = changed[i]! ^ mask;
        expect(check(changed, timestamp, signature).code).toBe('no_matching_signature');
      }
    }
  });

  it('in the timestamp (each character to every other digit or a letter)', () => {
    for (let i = 0; i < timestamp.length; i++) {
      for (const c of '0123456789a') {
        if (c === timestamp[i]) continue;
        const changed = timestamp.slice(0, i) + c + timestamp.slice(i + 1);
        expect(check(body, changed, signature).code).toBe('no_matching_signature');
      }
    }
  });

  it('in the signature (each hex digit to every other, and to upper case)', () => {
    for (let i = 0; i < signature.length; i++) {
      for (const c of '0123456789abcdefABCDEF') {
        if (c === signature[i]) continue;
        const changed = signature.slice(0, i) + c + signature.slice(i + 1);
        const error = check(body, timestamp, changed);
        expect(error.code).toBe(/[A-F]/.test(c) ? 'malformed_signature' : 'no_matching_signature');
      }
    }
  });
});

describe('verifyWebhook: failure codes', () => {
  const good = referenceDelivery(examples['item.add'], { timestamp: String(NOW_S) });
  const verify = (
    overrides: { rawBody?: unknown; headers?: Record<string, string>; secret?: string | string[] } = {},
  ) => verifyWebhook({ rawBody: good.body, headers: good.headers, secret: FAKE_SECRET, now, ...overrides } as never);

  it('missing_header for an absent or empty signature or timestamp', () => {
    expect(failure(() => verify({ headers: { [TIMESTAMP_HEADER]: good.timestamp } })).code).toBe('missing_header');
    expect(failure(() => verify({ headers: { [SIGNATURE_HEADER]: good.signature } })).code).toBe('missing_header');
    expect(failure(() => verify({ headers: { ...good.headers, [SIGNATURE_HEADER]: '' } })).code).toBe('missing_header');
  });

  it('malformed_signature for anything but 64 lowercase hex characters', () => {
    for (const bad of [
      good.signature.slice(1),
      `${good.signature}0`,
      `sha256=${good.signature}`,
      good.signature.toUpperCase(),
    ]) {
      expect(failure(() => verify({ headers: { ...good.headers, [SIGNATURE_HEADER]: bad } })).code).toBe(
        'malformed_signature',
      );
    }
  });

  it('bad_timestamp for a timestamp that is not a Unix time', () => {
    for (const bad of ['-1', '1e9', ' 1764518460', '0x1234', 'yesterday', '2026-11-21T00:00:00Z']) {
      expect(failure(() => verify({ headers: { ...good.headers, [TIMESTAMP_HEADER]: bad } })).code).toBe(
        'bad_timestamp',
      );
    }
  });

  it('timestamp_outside_window reports the skew in seconds, both ways; the window is symmetric', () => {
    const at = (ts: number) => referenceDelivery(examples['item.add'], { timestamp: String(ts) });
    const past = at(NOW_S - 301);
    const error = failure(() => verify({ headers: past.headers, rawBody: past.body }));
    expect(error.code).toBe('timestamp_outside_window');
    expect(error.skewSeconds).toBe(-301);
    expect(error.message).toContain('301 s in the past');
    const future = at(NOW_S + 400);
    expect(failure(() => verify({ headers: future.headers, rawBody: future.body })).skewSeconds).toBe(400);
    for (const edge of [at(NOW_S - 300), at(NOW_S + 300)])
      expect(() => verify({ headers: edge.headers, rawBody: edge.body })).not.toThrow();
  });

  it('accepts millisecond timestamps, a custom window, and no window at all', () => {
    const ms = referenceDelivery(examples['item.add'], { timestamp: String(NOW_S * 1000 + 250) });
    expect(() => verify({ headers: ms.headers, rawBody: ms.body })).not.toThrow();
    const old = referenceDelivery(examples['item.add'], { timestamp: String(NOW_S - 3600) });
    const args = { rawBody: old.body, headers: old.headers, secret: FAKE_SECRET, now };
    expect(() => verifyWebhook({ ...args, toleranceSeconds: 3600 })).not.toThrow();
    expect(failure(() => verifyWebhook({ ...args, toleranceSeconds: 3599 })).code).toBe('timestamp_outside_window');
    expect(() => verifyWebhook({ ...args, toleranceSeconds: false })).not.toThrow();
  });

  it('no_matching_signature for another secret; any of several secrets verifies (rotation)', () => {
    expect(failure(() => verify({ secret: OTHER_FAKE_SECRET })).code).toBe('no_matching_signature');
    expect(() => verify({ secret: [OTHER_FAKE_SECRET, FAKE_SECRET] })).not.toThrow();
    expect(() => verify({ secret: [FAKE_SECRET, OTHER_FAKE_SECRET] })).not.toThrow();
  });

  it('body_not_raw for a parsed object, explaining the express.json pitfall', () => {
    const error = failure(() => verify({ rawBody: JSON.parse(good.body) }));
    expect(error.code).toBe('body_not_raw');
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/express\.raw/);
    expect(error.message).toMatch(/express\.json/);
    for (const notRaw of [undefined, null, 42, [1, 2], new ArrayBuffer(4)])
      expect(failure(() => verify({ rawBody: notRaw })).code).toBe('body_not_raw');
  });

  it('reads headers from Fetch Headers and from objects with any casing', () => {
    expect(() => verify({ headers: new Headers(good.headers) as never })).not.toThrow();
    expect(() =>
      verify({ headers: { 'X-Service-Signature': good.signature, 'X-Service-Signature-Timestamp': good.timestamp } }),
    ).not.toThrow();
  });

  it('takes overridden header names (the real ones carry the maker name, spec §6)', () => {
    const headers = { 'x-acme-signature': good.signature, 'x-acme-signature-timestamp': good.timestamp };
    const options = { rawBody: good.body, headers, secret: FAKE_SECRET, now };
    expect(failure(() => verifyWebhook(options)).code).toBe('missing_header');
    expect(() =>
      verifyWebhook({ ...options, signatureHeader: 'X-Acme-Signature', timestampHeader: 'x-acme-signature-timestamp' }),
    ).not.toThrow();
  });

  it('refuses options that would make forgery easy, without echoing the secret', () => {
    for (const secret of ['', [], [''], [FAKE_SECRET, ''], undefined]) {
      expect(() => createWebhookVerifier({ secret } as never)).toThrow(WebhookConfigError);
    }
    expect(() => createWebhookVerifier({ secret: FAKE_SECRET, toleranceSeconds: -1 })).toThrow(WebhookConfigError);
    expect(() => createWebhookVerifier({ secret: FAKE_SECRET, toleranceSeconds: Number.NaN })).toThrow(
      WebhookConfigError,
    );
  });
});
