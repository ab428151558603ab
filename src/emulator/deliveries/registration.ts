/**
 * A webhook registration as the flows read it (spec §2 Webhook registration, §6 Registration), from
 * `POST /v1/webhooks`, the seed, or the `webhookUrl` option.
 */
import type { WebhookEventType } from '../../webhooks/index.js';

/** A game's webhook endpoint as an in-process Fetch handler, so a consumer's unit tests need no port. */
export type FetchHandler = (request: Request) => Promise<Response>;

export interface Registration {
  /** Id of the stored webhook record (`whk_...`), or `webhook-url` for the option's registration. */
  id: string;
  /** Where deliveries go: a loopback http(s) URL, or the key of an in-process handler. */
  url: string;
  /** Event types to send; absent means every type (the spec shows no default, §2). */
  events?: readonly string[];
  /** Whether delivery is active; absent means true (the spec shows no default, §2). */
  enabled?: boolean;
  /** When true, the envelope's `context.player` carries a player object (§2, §6 Envelope). */
  player_context_enabled?: boolean;
}

/** The enabled registrations subscribed to `eventType`, in registration order. */
export function subscribers(registrations: Iterable<Registration>, eventType: WebhookEventType): Registration[] {
  const out: Registration[] = [];
  for (const registration of registrations) {
    if (registration.enabled === false) continue;
    if (registration.events && !registration.events.includes(eventType)) continue;
    out.push(registration);
  }
  return out;
}

/**
 * Reads a stored `POST /v1/webhooks` body (what the game sent plus the id) as a registration; a
 * body without a string `url` cannot be delivered to and gives undefined.
 */
export function toRegistration(id: string, record: Record<string, unknown>): Registration | undefined {
  const { url, events, enabled, player_context_enabled } = record;
  if (typeof url !== 'string') return undefined;
  return {
    id,
    url,
    events: Array.isArray(events) ? events.filter((e): e is string => typeof e === 'string') : undefined,
    enabled: typeof enabled === 'boolean' ? enabled : undefined,
    player_context_enabled: player_context_enabled === true,
  };
}
