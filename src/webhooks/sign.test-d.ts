/**
 * `signWebhook(...).body` is typed by its payload, so a signed body goes straight into a Fetch
 * `Request` or `fetch` without a cast (each @ts-expect-error must be needed, or tsc fails).
 */
import { assertType, describe, expectTypeOf, it } from 'vitest';
import { signWebhook } from './sign.js';

const secret = 'test-only-fake-s2s-key';

describe('signWebhook body type', () => {
  it('is a string for text and for objects, and the same byte type for bytes', () => {
    expectTypeOf(signWebhook({ payload: '{"a":1}', secret }).body).toEqualTypeOf<string>();
    expectTypeOf(signWebhook({ payload: { event_type: 'item.add' }, secret }).body).toEqualTypeOf<string>();
    expectTypeOf(signWebhook({ payload: new Uint8Array(2), secret }).body).toEqualTypeOf<Uint8Array<ArrayBuffer>>();
    expectTypeOf(signWebhook({ payload: Buffer.from('{}'), secret }).body).toEqualTypeOf<Buffer<ArrayBuffer>>();
  });

  it('goes into new Request and fetch without a cast', () => {
    const text = signWebhook({ payload: { event_type: 'item.add' }, secret });
    assertType<Request>(
      new Request('http://127.0.0.1/webhooks', { method: 'POST', headers: text.headers, body: text.body }),
    );
    const bytes = signWebhook({ payload: new Uint8Array([123, 125]), secret });
    assertType<Request>(
      new Request('http://127.0.0.1/webhooks', { method: 'POST', headers: bytes.headers, body: bytes.body }),
    );
    // @ts-expect-error a string body is not bytes
    assertType<Uint8Array>(text.body);
  });
});
