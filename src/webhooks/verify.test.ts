import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookError } from './webhook-error.js';
import { toSigningKeys } from './secrets.js';
import { signWebhook } from './sign.js';
import {
  examples,
  FAKE_SECRET,
  OTHER_FAKE_SECRET,
  referenceDelivery,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../../test/support/webhooks/fixtures.js';
import { matchesAnyKeyWebCrypto } from './web-crypto-signature.js';
import { type VerifiedWebhook, verifyWebhook, verifyWebhookAsync } from './verify.js';

const NOW_S = 1_764_518_460;
const now = () => NOW_S * 1000;

function failure(run: () => unknown): WebhookError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookError);
    return error as WebhookError;
  }
  throw new Error('expected verification to fail');
}

/** Asserts a verification passed and handed back exactly the signed bytes and timestamp. */
function expectVerified(verified: VerifiedWebhook, delivery: { body: string; timestamp: string }): void {
  expect(Buffer.from(verified.body).toString('utf8')).toBe(delivery.body);
  expect(verified.timestamp).toBe(delivery.timestamp);
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
  // Built inside each test, not here: an options check that throws while the suite is collected
  // would hide every test of the file from mutation testing instead of failing one.
  const check = (rawBody: Uint8Array | string, ts: string, sig: string) => {
    const headers = { [SIGNATURE_HEADER]: sig, [TIMESTAMP_HEADER]: ts };
    return failure(() => verifyWebhook({ secret: FAKE_SECRET, toleranceSeconds: false, rawBody, headers }));
  };

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

  it('missing_header for an absent or empty signature or timestamp, naming the header', () => {
    const noSignature = failure(() => verify({ headers: { [TIMESTAMP_HEADER]: good.timestamp } }));
    expect([noSignature.code, noSignature.status, noSignature.message]).toEqual([
      'missing_header',
      403,
      `Missing the ${SIGNATURE_HEADER} header`,
    ]);
    const noTimestamp = failure(() => verify({ headers: { [SIGNATURE_HEADER]: good.signature } }));
    expect([noTimestamp.code, noTimestamp.message]).toEqual([
      'missing_header',
      `Missing the ${TIMESTAMP_HEADER} header`,
    ]);
    expect(failure(() => verify({ headers: { ...good.headers, [SIGNATURE_HEADER]: '' } })).code).toBe('missing_header');
  });

  it('malformed_signature for anything but 64 lowercase hex characters', () => {
    for (const bad of [
      good.signature.slice(1),
      `${good.signature}0`,
      `sha256=${good.signature}`,
      good.signature.toUpperCase(),
    ]) {
      const error = failure(() => verify({ headers: { ...good.headers, [SIGNATURE_HEADER]: bad } }));
      expect([error.code, error.message]).toEqual([
        'malformed_signature',
        `The ${SIGNATURE_HEADER} header is not 64 lowercase hex characters`,
      ]);
    }
  });

  it('bad_timestamp for a timestamp that is not a Unix time', () => {
    for (const bad of ['-1', '1e9', ' 1764518460', '0x1234', 'yesterday', '2026-11-21T00:00:00Z']) {
      const error = failure(() => verify({ headers: { ...good.headers, [TIMESTAMP_HEADER]: bad } }));
      expect([error.code, error.message]).toEqual([
        'bad_timestamp',
        'The signature timestamp header is not a Unix time in seconds or milliseconds',
      ]);
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
    const ahead = failure(() => verify({ headers: future.headers, rawBody: future.body }));
    expect(ahead.skewSeconds).toBe(400);
    expect(ahead.message).toBe(
      'The signature timestamp is 400 s in the future, outside the replay window of ±300 s (check the server clock)',
    );
    expect(error.message).toBe(
      'The signature timestamp is 301 s in the past, outside the replay window of ±300 s (check the server clock)',
    );
    for (const edge of [at(NOW_S - 300), at(NOW_S + 300)])
      expectVerified(verify({ headers: edge.headers, rawBody: edge.body }), edge);
  });

  it('accepts millisecond timestamps, a custom window, and no window at all', () => {
    const ms = referenceDelivery(examples['item.add'], { timestamp: String(NOW_S * 1000 + 250) });
    expectVerified(verify({ headers: ms.headers, rawBody: ms.body }), ms);
    const old = referenceDelivery(examples['item.add'], { timestamp: String(NOW_S - 3600) });
    const args = { rawBody: old.body, headers: old.headers, secret: FAKE_SECRET, now };
    expectVerified(verifyWebhook({ ...args, toleranceSeconds: 3600 }), old);
    expect(failure(() => verifyWebhook({ ...args, toleranceSeconds: 3599 })).code).toBe('timestamp_outside_window');
    expectVerified(verifyWebhook({ ...args, toleranceSeconds: false }), old);
  });

  it('takes 10^11 and above as milliseconds, below as seconds', () => {
    // 10^11 ms is 1973, 10^11 s the year 5138: both far outside the window, on opposite sides.
    const atThreshold = referenceDelivery(examples['item.add'], { timestamp: '100000000000' });
    expect(failure(() => verify({ headers: atThreshold.headers, rawBody: atThreshold.body })).message).toContain(
      'in the past',
    );
    const below = referenceDelivery(examples['item.add'], { timestamp: '99999999999' });
    expect(failure(() => verify({ headers: below.headers, rawBody: below.body })).message).toContain('in the future');
  });

  it('no_matching_signature for another secret; any of several secrets verifies (rotation)', () => {
    const error = failure(() => verify({ secret: OTHER_FAKE_SECRET }));
    expect([error.code, error.message]).toEqual([
      'no_matching_signature',
      'The signature does not match the body and timestamp for any configured secret',
    ]);
    expectVerified(verify({ secret: [OTHER_FAKE_SECRET, FAKE_SECRET] }), good);
    expectVerified(verify({ secret: [FAKE_SECRET, OTHER_FAKE_SECRET] }), good);
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
    expectVerified(verify({ headers: new Headers(good.headers) as never }), good);
    expectVerified(
      verify({ headers: { 'X-Service-Signature': good.signature, 'X-Service-Signature-Timestamp': good.timestamp } }),
      good,
    );
  });

  it('takes overridden header names (the real ones carry the maker name, spec §6)', () => {
    const headers = { 'x-acme-signature': good.signature, 'x-acme-signature-timestamp': good.timestamp };
    const options = { rawBody: good.body, headers, secret: FAKE_SECRET, now };
    expect(failure(() => verifyWebhook(options)).code).toBe('missing_header');
    expectVerified(
      verifyWebhook({ ...options, signatureHeader: 'X-Acme-Signature', timestampHeader: 'x-acme-signature-timestamp' }),
      good,
    );
  });

  it('refuses options that would make forgery easy, without echoing the secret', () => {
    for (const secret of ['', [], [''], [FAKE_SECRET, ''], undefined]) {
      expect(() => verifyWebhook({ secret, rawBody: '', headers: {} } as never)).toThrow(
        expect.objectContaining({ code: 'invalid_options' }),
      );
    }
    for (const toleranceSeconds of [-1, Number.NaN, Number.POSITIVE_INFINITY, '300', true]) {
      expect(() => verifyWebhook({ secret: FAKE_SECRET, toleranceSeconds, rawBody: '', headers: {} } as never)).toThrow(
        new WebhookError('invalid_options', 'toleranceSeconds: expected a finite number of seconds >= 0, or false'),
      );
    }
  });

  it('verifyWebhookAsync gives what verifyWebhook gives, and rejects what it refuses', async () => {
    expectVerified(
      await verifyWebhookAsync({ rawBody: good.body, headers: good.headers, secret: FAKE_SECRET, now }),
      good,
    );
    await expect(
      verifyWebhookAsync({ rawBody: good.body, headers: good.headers, secret: OTHER_FAKE_SECRET, now }),
    ).rejects.toMatchObject({ code: 'no_matching_signature' });
  });
});

describe('replay window: fractional timestamps, the format limits and a zero window', () => {
  const at = (timestamp: string) => referenceDelivery(examples['item.add'], { timestamp });
  const verifyAt = (delivery: ReturnType<typeof at>, toleranceSeconds?: number) =>
    verifyWebhook({ rawBody: delivery.body, headers: delivery.headers, secret: FAKE_SECRET, now, toleranceSeconds });

  it('accepts fractional seconds (up to 9 digits) and fractional milliseconds inside the window', () => {
    for (const timestamp of [`${NOW_S}.5`, `${NOW_S + 299}.999999999`, `${NOW_S - 300}.0`, `${NOW_S * 1000}.25`]) {
      const delivery = at(timestamp);
      expectVerified(verifyAt(delivery), delivery);
    }
  });

  it('judges the fraction against the window: 300.5 s away is outside, reported as 301 s', () => {
    const past = failure(() => verifyAt(at(`${NOW_S - 301}.5`)));
    expect(past.code).toBe('timestamp_outside_window');
    expect(past.skewSeconds).toBe(-301);
    expect(failure(() => verifyAt(at(`${NOW_S + 300}.5`))).skewSeconds).toBe(301);
  });

  it('refuses a malformed fraction as bad_timestamp', () => {
    for (const bad of [`${NOW_S}.`, '.5', `${NOW_S}.1234567890`, `${NOW_S}.5.5`, `${NOW_S},5`, `${NOW_S}.5 `]) {
      expect(failure(() => verifyAt(at(bad))).code, bad).toBe('bad_timestamp');
    }
  });

  it('reads up to 16 integer digits (outside the window here), and refuses 17', () => {
    expect(failure(() => verifyAt(at('1'.repeat(16)))).code).toBe('timestamp_outside_window');
    expect(failure(() => verifyAt(at('1'.repeat(17)))).code).toBe('bad_timestamp');
  });

  it('toleranceSeconds: 0 accepts only the receiver clock second itself', () => {
    const exact = at(String(NOW_S));
    expectVerified(verifyAt(exact, 0), exact);
    expect(failure(() => verifyAt(at(String(NOW_S + 1)), 0)).skewSeconds).toBe(1);
    expect(failure(() => verifyAt(at(`${NOW_S}.001`), 0)).skewSeconds).toBe(1);
    expect(failure(() => verifyAt(at(String(NOW_S - 1)), 0)).skewSeconds).toBe(-1);
  });
});

describe('the signed timestamp is taken as the bytes the header carried (latin1)', () => {
  // Node hands a header byte above 0x7f to JavaScript as one latin1 character; the sender signed
  // that byte, not its UTF-8 encoding. With the window off the timestamp is never parsed as a number.
  const timestamp = '1764518460\u00e9';
  const body = JSON.stringify(examples['item.add']);
  const hmac = (prefix: Buffer) => createHmac('sha256', FAKE_SECRET).update(prefix).update(body).digest('hex');
  const latin1Signature = hmac(Buffer.from(`${timestamp}.`, 'latin1'));
  const utf8Signature = hmac(Buffer.from(`${timestamp}.`, 'utf8'));
  const delivery = (signature: string) => ({
    rawBody: body,
    headers: { [SIGNATURE_HEADER]: signature, [TIMESTAMP_HEADER]: timestamp },
  });

  it('node:crypto path: the latin1 bytes verify, their UTF-8 encoding does not', async () => {
    expect(latin1Signature).not.toBe(utf8Signature);
    const options = { secret: FAKE_SECRET, toleranceSeconds: false } as const;
    expectVerified(verifyWebhook({ ...options, ...delivery(latin1Signature) }), { body, timestamp });
    expect(failure(() => verifyWebhook({ ...options, ...delivery(utf8Signature) })).code).toBe('no_matching_signature');
    expectVerified(await verifyWebhookAsync({ ...options, ...delivery(latin1Signature) }), { body, timestamp });
  });

  it('WebCrypto path: the same bytes', async () => {
    const keys = toSigningKeys(FAKE_SECRET);
    const bytes = new TextEncoder().encode(body);
    expect(await matchesAnyKeyWebCrypto(keys, timestamp, bytes, latin1Signature)).toBe(true);
    expect(await matchesAnyKeyWebCrypto(keys, timestamp, bytes, utf8Signature)).toBe(false);
  });
});
