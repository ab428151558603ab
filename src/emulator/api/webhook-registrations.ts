/**
 * POST /v1/webhooks (spec §6 Registration, §2 Webhook registration): stores the registration and
 * answers 201 with the record the provider's document shows (WebhookRegistrationRead): what the game
 * sent, `id` (`wh_...`), the tenant's `game_id`, `enabled` and `enabled_logs` true unless sent, and
 * `secret`. The service reveals a signing secret there; the emulator signs every delivery with the
 * caller's S2S key (§6), and never echoes a key, so `secret` is a fixed text saying so.
 * Registrations are also seeded (the `webhooks` seed section, and `--webhook-url`); deliveries read
 * them.
 */
import { WEBHOOK_EVENT_TYPES } from '../../webhooks/document.js';
import type { EmulatorContext } from '../core/context.js';
import { json } from '../http/responses.js';
import { Collection, type StoredRecord } from '../state/collection.js';
import { definePart } from '../state/part.js';
import { withDefaults } from './catalogue.js';
import { recordOf } from './records.js';

/** What `secret` reads on the emulator: deliveries are signed with the S2S key the game called with. */
export const EMULATOR_WEBHOOK_SECRET = '(the emulator signs with your S2S key, spec §6)';

export interface WebhookRegistration extends StoredRecord {
  id: string;
  url?: string;
  events?: string[];
  description?: string;
  method?: string;
  enabled?: boolean;
  enabled_logs?: boolean;
  player_context_enabled?: boolean;
}

export const webhooksPart = definePart(
  'webhooks',
  (environment) => new Collection<WebhookRegistration>(environment, { idKind: 'webhook' }),
  { seedable: true },
);

/** The registration `--webhook-url` / `webhookUrl` gives every tenant: every event type, enabled. */
export function webhookUrlRegistration(url: string): WebhookRegistration {
  return {
    id: 'wh_webhook_url_option',
    url,
    events: [...WEBHOOK_EVENT_TYPES],
    description: 'from the webhookUrl option',
    method: 'POST',
    enabled: true,
  };
}

export function installWebhookRegistrations(context: EmulatorContext): void {
  context.state.define(webhooksPart);
  context.handlers.set('createWebhook', (call) => {
    const webhooks = call.tenant.part(webhooksPart);
    const registration = webhooks.insert(recordOf(webhooks.newId(), call.body) as WebhookRegistration);
    const defaults = { enabled: true, enabled_logs: true };
    return json(201, {
      ...withDefaults(registration, defaults),
      game_id: call.tenant.gameId,
      secret: EMULATOR_WEBHOOK_SECRET,
    });
  });
}
