import { WebhookError } from './webhook-error.js';
import {
  WEBHOOK_EVENT_TYPES,
  webhookRequestValidators,
  webhookResponseValidators,
  type GeneratedValidateFunction,
} from './document.js';
import type { WebhookEvent } from './types.js';

/** As Buffer's toString did: invalid bytes become U+FFFD and a BOM is kept (JSON.parse then refuses it). */
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The schema checks the receiver runs. The default comes from the document, compiled at generate
 * time; the seam exists so the core can be tested, or run against another document, without it.
 */
export interface WebhookSchemaValidators {
  /** Event types the document describes (spec §6 Event kinds). */
  eventTypes: readonly string[];
  /** Request body validator per event type. */
  request: Readonly<Partial<Record<string, GeneratedValidateFunction>>>;
  /** Answer body validator per event type whose 2xx answer has a body (daily_reward.get). */
  response: Readonly<Partial<Record<string, GeneratedValidateFunction>>>;
}

/** The validators generated from the document's `webhooks:` section. */
export const documentValidators: WebhookSchemaValidators = {
  eventTypes: WEBHOOK_EVENT_TYPES,
  request: webhookRequestValidators,
  response: webhookResponseValidators,
};

/** "<path> <message>" of the first ajv error, e.g. `/event_data/items/0 must have required property 'sku'`. */
export function describeValidationErrors(validate: GeneratedValidateFunction): string {
  const [first] = validate.errors ?? [];
  if (!first) return 'does not match the schema';
  return `${first.instancePath || '(root)'} ${first.message ?? `fails ${first.keyword}`}`;
}

/** The validator for a type, looked up without reaching inherited keys such as `constructor`. */
export function ownValidator(
  table: WebhookSchemaValidators['request'],
  eventType: string,
): GeneratedValidateFunction | undefined {
  return Object.hasOwn(table, eventType) ? table[eventType] : undefined;
}

/**
 * Parses verified bytes and validates them against the schema of their `event_type`, giving the
 * typed event. Throws `WebhookError` (400) for invalid JSON, an unknown event type, or a
 * body that does not match. Extra keys are accepted: the document never closes received objects.
 */
export function parseWebhookEvent(
  body: Uint8Array,
  validators: WebhookSchemaValidators = documentValidators,
): WebhookEvent {
  let data: unknown;
  try {
    data = JSON.parse(UTF8.decode(body));
  } catch (error) {
    throw new WebhookError('invalid_json', `The webhook body is not valid JSON: ${(error as Error).message}`);
  }
  const eventType =
    data !== null && typeof data === 'object' ? (data as { event_type?: unknown }).event_type : undefined;
  if (typeof eventType !== 'string') {
    throw new WebhookError('unknown_event_type', 'The webhook body has no string event_type');
  }
  const validate = ownValidator(validators.request, eventType);
  if (!validate) {
    throw new WebhookError('unknown_event_type', `Unknown event type ${JSON.stringify(eventType.slice(0, 100))}`, {
      eventType,
    });
  }
  if (!validate(data)) {
    throw new WebhookError('invalid_payload', `Invalid ${eventType} webhook: ${describeValidationErrors(validate)}`, {
      eventType,
    });
  }
  return data as WebhookEvent;
}
