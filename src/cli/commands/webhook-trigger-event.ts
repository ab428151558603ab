/**
 * The event `webhook trigger` sends: the document's example with fresh identity, or what `--data`
 * / `--merge-data` say, then `--sandbox`; checked against the document before it is signed.
 */
import { webhookRequestValidators } from '../../webhooks/document.js';
import type { WebhookEvent, WebhookEventType } from '../../webhooks/index.js';
import { buildWebhookEvent } from '../../testing/index.js';
import { CliError } from '../cli-error.js';
import { readJson } from '../read-input.js';

export interface TriggerEventFlags {
  /** A whole event (it has event_type), or the event_data that replaces the example's. */
  data?: string;
  /** Keys merged into the example's event_data. */
  mergeData?: string;
  sandbox?: boolean;
  allowInvalid?: boolean;
}

async function readObject(file: string): Promise<Record<string, unknown>> {
  const value = await readJson(file);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new CliError(`${file} must hold a JSON object`);
  return value as Record<string, unknown>;
}

/** Validation errors as one line: `/event_data/items/0 must have required property 'sku'; ...`. */
export function describeErrors(errors: { instancePath: string; message?: string }[] | null | undefined): string {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`).join('; ');
}

/** Builds the event of `type` the flags describe, refusing one the document forbids (unless allowed). */
export async function triggerEvent(type: WebhookEventType, flags: TriggerEventFlags): Promise<WebhookEvent> {
  if (flags.data && flags.mergeData) throw new CliError('pass either --data or --merge-data, not both');
  let event: WebhookEvent;
  if (flags.mergeData) {
    event = buildWebhookEvent(type, { event_data: (await readObject(flags.mergeData)) as never });
  } else if (flags.data) {
    const data = await readObject(flags.data);
    if ('event_type' in data) {
      if (data['event_type'] !== type)
        throw new CliError(`${flags.data} is a ${String(data['event_type'])} event, not ${type}`);
      event = data as unknown as WebhookEvent;
    } else {
      // Documented as replacing event_data: nothing of the example's event_data is kept.
      event = { ...buildWebhookEvent(type), event_data: data } as unknown as WebhookEvent;
    }
  } else event = buildWebhookEvent(type);
  if (flags.sandbox) event = { ...event, sandbox: true };
  const validate = webhookRequestValidators[type];
  if (!validate(event) && !flags.allowInvalid) {
    const reason = describeErrors(validate.errors);
    throw new CliError(`the event does not match the document: ${reason} (use --allow-invalid to send it anyway)`);
  }
  return event;
}
