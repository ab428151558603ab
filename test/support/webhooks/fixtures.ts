/**
 * Test support (not exported from the package): the document's own request examples, one per
 * event kind, and an independent signer built on node:crypto alone, so tests never check the
 * library against itself.
 */
import { createHmac } from 'node:crypto';
import { webhookExamples } from '../../../generated/webhook-examples.js';
import type { WebhookHandler } from '../../../src/webhooks/handler.js';
import type { WebhookResponse } from '../../../src/webhooks/responses.js';

/** An obviously fake signing key; real keys never appear in tests. */
export const FAKE_SECRET = 'test-only-fake-s2s-key';
export const OTHER_FAKE_SECRET = 'test-only-other-fake-key';
export const SIGNATURE_HEADER = 'x-service-signature';
export const TIMESTAMP_HEADER = 'x-service-signature-timestamp';

/** The first request example of each webhook in the document, by event type (a copy per test file). */
// biome-ignore lint/suspicious/noExplicitAny: example bodies tests read and alter freely, whatever their event type
export const examples = structuredClone(webhookExamples) as Record<string, Record<string, any>>;

/** HMAC-SHA256 hex over `<timestamp>.<body>`, written straight from spec §6 Signature rule. */
export function referenceSignature(secret: string, timestamp: string, body: string | Uint8Array): string {
  return createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), Buffer.from(body)]))
    .digest('hex');
}

/** Headers and body of a delivery signed by the reference signer. */
export function referenceDelivery(payload: unknown, options: { secret?: string; timestamp?: string } = {}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const timestamp = options.timestamp ?? String(Math.floor(Date.now() / 1000));
  const signature = referenceSignature(options.secret ?? FAKE_SECRET, timestamp, body);
  return {
    body,
    timestamp,
    signature,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature, [TIMESTAMP_HEADER]: timestamp },
  };
}

/** Signs `payload` by the reference signer and hands it to `handler` as a raw request would arrive. */
export function deliverSigned(
  handler: WebhookHandler,
  payload: unknown,
  extra: { secret?: string; method?: string } = {},
): Promise<WebhookResponse> {
  const delivery = referenceDelivery(payload, { secret: extra.secret });
  return handler.handle({
    method: extra.method ?? 'POST',
    headers: delivery.headers,
    rawBody: Buffer.from(delivery.body),
  });
}
