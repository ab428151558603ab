/**
 * POST /v1/events (spec §2 Custom event, §4): stores the custom event and answers 200 (the
 * provider's document; the spec does not show the status). The answer's body is open in both
 * documents; the emulator answers the stored event: what the game sent plus `id` (`cev_...`) and the
 * emulator-clock `received_at`. Campaigns and popups are the custom-events feature's job, through the
 * `eventSubmitted` hook.
 */
import type { EmulatorContext } from '../context.js';
import { json } from '../http/responses.js';
import { Collection, type StoredRecord } from '../state/collection.js';
import { definePart } from '../state/part.js';
import type { Tenant } from '../state/tenant.js';
import { recordOf } from './records.js';

export interface CustomEventRecord extends StoredRecord {
  id: string;
  event_type?: string;
  event_time?: number;
  event_data?: { player_id: string; [key: string]: unknown };
  received_at: string;
}

export const customEventsPart = definePart(
  'customEvents',
  (environment) => new Collection<CustomEventRecord>(environment, { idKind: 'customEvent' }),
);

export function installEvents(context: EmulatorContext): void {
  context.state.define(customEventsPart);
  context.handlers.set('submitEvent', (call) => {
    const events = call.tenant.part(customEventsPart);
    const event = events.insert({
      ...recordOf(events.newId(), call.body),
      received_at: new Date(call.tenant.clock.now()).toISOString(),
    } as CustomEventRecord);
    call.after(() => context.hooks.emit('eventSubmitted', { tenant: call.tenant, event, requestId: call.requestId }));
    return json(200, event);
  });
}

declare module '../hooks.js' {
  interface EmulatorEvents {
    eventSubmitted: { tenant: Tenant; event: CustomEventRecord; requestId: string };
  }
}
