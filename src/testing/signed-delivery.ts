/**
 * A complete signed delivery, ready to send to a receiver under test (or from `webhook trigger`).
 */
import type { WebhookHeaderNames } from '../webhooks/headers.js';
import type { WebhookEvent, WebhookEventType } from '../webhooks/index.js';
import { signWebhook, type SignedWebhook } from '../webhooks/sign.js';
import { buildWebhookEvent, type WebhookEventOverrides } from './webhook-event.js';

/**
 * Options of `createSignedDelivery`. Set `makerName` as your receiver has it (the real service puts
 * its maker's name in the header names, spec §6: `'acme'` signs under `x-acme-signature`).
 */
export interface SignedDeliveryOptions<K extends WebhookEventType> extends WebhookHeaderNames {
  /** The key the receiver verifies with (spec §6: the game's S2S key). Use a fake one in tests. */
  secret: string;
  /** The whole event to send. @default buildWebhookEvent(type, overrides) */
  event?: WebhookEvent<K>;
  /** Changes on top of the document's example; ignored when `event` is given. */
  overrides?: WebhookEventOverrides<K>;
  /** Timestamp header value. @default now, in Unix seconds */
  timestamp?: number | string;
}

export interface SignedDelivery<K extends WebhookEventType> extends SignedWebhook<string> {
  /** The JSON text that was signed; send exactly this. */
  body: string;
  event: WebhookEvent<K>;
}

/** Builds (or takes) an event of `type` and signs it the way the service does. */
export function createSignedDelivery<K extends WebhookEventType>(
  type: K,
  options: SignedDeliveryOptions<K>,
): SignedDelivery<K> {
  const event = options.event ?? buildWebhookEvent(type, options.overrides);
  // signWebhook reads the secret, the timestamp and the header names, and nothing else, of these options.
  return { ...signWebhook({ ...options, payload: event }), event };
}
