/**
 * Custom events and popups (spec §1, §2 Custom event, §6 ingame.popup): campaigns come from the seed,
 * each started by a custom event type and showing one popup. `POST /v1/events` whose event_type
 * matches a published campaign sends ingame.popup to the registrations that chose it (§6
 * Registration), with `idempotency_key` null and a campaign-style `event_id`, as in §6's examples.
 */
import type { Deliveries } from '../deliveries/deliveries.js';
import type { DeliveryRecord } from '../deliveries/delivery-log.js';
import { type Registration, subscribers } from '../deliveries/registration.js';
import type { IdFactory } from '../state/ids.js';
import { definePart, type StatePart } from '../state/part.js';
import { SeedError } from '../state/seed-error.js';

/** A campaign as the seed gives it. */
export interface Campaign {
  /** Campaign id; the popup's event_id is `cmp_<id>_<random>` (§6: a campaign-style identifier). */
  id: string;
  /** The custom event type that starts it (§2 Custom event: "name of the custom event that a campaign is started by"). */
  event_type: string;
  popup: { title: string; body: string; icon?: string | null; url?: string | null };
  /** Only published campaigns show popups (§6 ingame.popup). @default true */
  published?: boolean;
}

export interface CampaignEnv {
  deliveries: Deliveries;
  ids: IdFactory;
  registrations: () => Iterable<Registration>;
  campaigns: () => readonly Campaign[];
}

/** The fields of a POST /v1/events body the campaigns read (§2 Custom event). */
export interface CustomEventInput {
  event_type?: string;
  event_data?: { player_id?: string; [key: string]: unknown };
}

/**
 * Sends ingame.popup for every published campaign the event starts and returns the deliveries
 * (which go on in the background: the API call does not wait for the game). An event without a
 * player_id or without a matching campaign sends nothing.
 */
export function submitCustomEvent(
  env: CampaignEnv,
  event: CustomEventInput,
  requestId: string | null,
): DeliveryRecord[] {
  const playerId = event.event_data?.player_id;
  if (typeof event.event_type !== 'string' || typeof playerId !== 'string') return [];
  const targets = subscribers(env.registrations(), 'ingame.popup');
  const sent: DeliveryRecord[] = [];
  for (const campaign of env.campaigns()) {
    if (campaign.event_type !== event.event_type || campaign.published === false) continue;
    const { title, body, icon = null, url = null } = campaign.popup;
    const deliveries = env.deliveries.deliver(
      {
        eventType: 'ingame.popup',
        eventData: { player_id: playerId, title, body, icon, url },
        eventId: `cmp_${campaign.id.replace(/[^A-Za-z0-9_]/g, '_')}_${env.ids.next('webhookEvent').slice(6)}`,
        // §6: "For ingame.popup, idempotency_key is null in the examples".
        idempotencyKey: null,
        requestId,
        trigger: null,
        transactionId: env.ids.next('transaction'),
        order: null,
        player: { player_id: playerId },
      },
      targets,
    );
    sent.push(...deliveries.map((d) => d.record));
  }
  return sent;
}

/** Reads the seed's `campaigns`, refusing entries that could not make a valid ingame.popup (§6). */
export function parseCampaigns(value: unknown, at = 'seed.campaigns'): Campaign[] {
  if (!Array.isArray(value)) throw new SeedError(at, 'must be an array of campaigns');
  return value.map((entry, index) => {
    const where = `${at}[${index}]`;
    const c = entry as Partial<Campaign> | null;
    if (!c || typeof c.id !== 'string' || typeof c.event_type !== 'string') {
      throw new SeedError(where, 'must be { id, event_type, popup: { title, body, icon?, url? } }');
    }
    const p = c.popup as Campaign['popup'] | undefined;
    const nullableString = (v: unknown) => v === undefined || v === null || typeof v === 'string';
    if (
      !p ||
      typeof p.title !== 'string' ||
      typeof p.body !== 'string' ||
      !nullableString(p.icon) ||
      !nullableString(p.url)
    ) {
      throw new SeedError(`${where}.popup`, 'title and body must be strings, icon and url strings or null (§6)');
    }
    if (c.published !== undefined && typeof c.published !== 'boolean')
      throw new SeedError(`${where}.published`, 'must be a boolean');
    return structuredClone(c as Campaign);
  });
}

/** The seedable `campaigns` part: the campaigns of the tenant's game (configured in the dashboard, §1). */
export class CampaignList implements StatePart {
  #campaigns: Campaign[] = [];

  values(): readonly Campaign[] {
    return this.#campaigns;
  }

  snapshot(): Campaign[] {
    return structuredClone(this.#campaigns);
  }

  restore(data: unknown, at: string): void {
    this.#campaigns = parseCampaigns(data, at);
  }
}

export const campaignsPart = definePart('campaigns', () => new CampaignList(), { seedable: true });
