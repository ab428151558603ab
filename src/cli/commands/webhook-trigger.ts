/**
 * `webhook trigger <event_type> --url <endpoint>`: the local counterpart of the service's test
 * event (like `stripe trigger`). Builds a delivery from the document's example (or `--data`),
 * signs it, POSTs it, prints the answer, and for daily_reward.get checks the answer against the
 * document (1 to 10 items a day, day_number >= 1, sku required).
 */
import type { Command } from 'commander';
import { WEBHOOK_EVENT_TYPES, webhookRequestValidators, webhookResponseValidators } from '../../webhooks/document.js';
import type { WebhookEvent, WebhookEventType } from '../../webhooks/index.js';
import { buildWebhookEvent, createSignedDelivery } from '../../testing/index.js';
import { CliError, type CliIo } from '../cli-error.js';
import { readJson, secretFrom } from '../read-input.js';

interface TriggerOptions {
  url: string;
  secret?: string;
  data?: string;
  timeout: string;
  allowInvalid?: boolean;
}

function describeErrors(errors: { instancePath: string; message?: string }[] | null | undefined): string {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`).join('; ');
}

/** `--data` holds a whole event (it has event_type) or just the event_data to put in the example. */
async function eventFor(type: WebhookEventType, dataFile: string | undefined): Promise<WebhookEvent> {
  if (!dataFile) return buildWebhookEvent(type);
  const data = await readJson(dataFile);
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new CliError(`${dataFile} must hold a JSON object`);
  if ('event_type' in data) {
    if (data.event_type !== type) throw new CliError(`${dataFile} is a ${String(data.event_type)} event, not ${type}`);
    return data as WebhookEvent;
  }
  return buildWebhookEvent(type, { event_data: data as never });
}

export function registerWebhookTrigger(webhook: Command, io: CliIo): void {
  webhook
    .command('trigger <event_type>')
    .description(`Sign and POST a test delivery to your endpoint (${WEBHOOK_EVENT_TYPES.join(', ')})`)
    .requiredOption('--url <endpoint>', 'your webhook endpoint, e.g. http://127.0.0.1:3000/webhooks')
    .option('--secret <key>', 'signing key (default: $S2S_WEBHOOK_SECRET)')
    .option('--data <file>', 'JSON file: a whole event, or event_data to put into the document example')
    .option('--timeout <ms>', 'how long to wait for the answer', '10000')
    .option('--allow-invalid', 'send even if the event does not match the document')
    .action(async (type: string, options: TriggerOptions) => {
      if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)) {
        throw new CliError(`unknown event type ${type}; expected one of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
      }
      const eventType = type as WebhookEventType;
      const secret = secretFrom(options.secret);
      const event = await eventFor(eventType, options.data);
      const validate = webhookRequestValidators[eventType];
      if (!validate(event) && !options.allowInvalid) {
        throw new CliError(`the event does not match the document: ${describeErrors(validate.errors)} (use --allow-invalid to send it anyway)`);
      }
      const delivery = createSignedDelivery(eventType, { secret, event });
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.body,
          signal: AbortSignal.timeout(Number(options.timeout)),
        });
      } catch (error) {
        throw new CliError(`POST ${options.url} failed: ${(error as Error).cause ?? (error as Error).message}`);
      }
      const text = await response.text();
      io.out(`POST ${options.url} ${eventType} ${event.event_id} -> ${response.status}`);
      if (text) io.out(text);
      if (!response.ok) throw new CliError(`the endpoint answered ${response.status}; the service would retry`, 1);
      const answerValidator = (webhookResponseValidators as Record<string, typeof validate>)[eventType];
      if (!answerValidator) return;
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        throw new CliError('the answer is not JSON; the service would fall back to the static items', 1);
      }
      if (!answerValidator(answer)) throw new CliError(`the answer does not match the document: ${describeErrors(answerValidator.errors)}`, 1);
      io.out(`the ${eventType} answer matches the document`);
    });
}
