/**
 * Factories for webhook events in tests: a document example with fresh identity, so a receiver's
 * duplicate detection (spec §6: idempotency_key, or event_id where the key is null) sees a new event
 * each time, the way the service's own test events behave.
 */
import { webhookExamples } from '../../generated/webhook-examples.js';
import type { WebhookEvent, WebhookEventType } from '../webhooks/index.js';

/** Fields to change on top of the example; `event_data` is merged key by key. */
export type WebhookEventOverrides<K extends WebhookEventType> = Partial<Omit<WebhookEvent<K>, 'event_data'>> & {
  event_data?: Partial<WebhookEvent<K>['event_data']>;
};

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A new event of `type`, built from the document's example: a fresh `event_id`, a fresh
 * `idempotency_key` (kept null where the example has null, as for ingame.popup) and `event_time`
 * now, then `overrides` on top.
 */
export function buildWebhookEvent<K extends WebhookEventType>(
  type: K,
  overrides: WebhookEventOverrides<K> = {},
): WebhookEvent<K> {
  // Built as a plain record: a generic WebhookEvent<K> cannot be spread until K is known.
  type Loose = Record<string, unknown> & { idempotency_key: string | null; event_data: Record<string, unknown> };
  const example = structuredClone(webhookExamples[type]) as unknown as Loose;
  const { event_data: data, ...rest } = overrides as Partial<Loose>;
  const event: Loose = {
    ...example,
    event_id: `whevt_test_${randomId().replace(/-/g, '')}`,
    idempotency_key: example.idempotency_key === null ? null : randomId(),
    event_time: Math.floor(Date.now() / 1000),
    ...rest,
    event_data: { ...example.event_data, ...data },
  };
  return event as unknown as WebhookEvent<K>;
}
