/**
 * `webhook trigger <event_type> --url <endpoint>`: the local counterpart of the service's test
 * event (like `stripe trigger`). Builds a delivery (webhook-trigger-event.ts), signs it under the
 * configured header names, POSTs it, prints the answer, and for daily_reward.get checks the answer
 * against the document (1 to 10 items a day, day_number >= 1, sku required).
 *
 * `--repeat <n>` sends the very same signed delivery n times (one after another, or all at once
 * with `--concurrent`), the way the service redelivers, and prints what the receiver made of each
 * copy from its `x-webhook-outcome` header: exactly one should be `processed`.
 */
import type { Command } from 'commander';
import { WEBHOOK_EVENT_TYPES, webhookResponseValidators } from '../../webhooks/document.js';
import type { WebhookEventType } from '../../webhooks/index.js';
import { WEBHOOK_OUTCOME_HEADER } from '../../webhooks/responses.js';
import { createSignedDelivery } from '../../testing/index.js';
import { CliError, type CliIo } from '../cli-error.js';
import { headerNamesFrom, secretFrom, withHeaderNameFlags, type HeaderNameFlags } from '../read-input.js';
import { describeErrors, triggerEvent, type TriggerEventFlags } from './webhook-trigger-event.js';

interface TriggerOptions extends TriggerEventFlags, HeaderNameFlags {
  url: string;
  secret?: string;
  timeout: string;
  repeat: string;
  concurrent?: boolean;
}

interface Answer {
  status: number;
  outcome: string;
  text: string;
}

async function post(url: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new CliError(`POST ${url} failed: ${(error as Error).cause ?? (error as Error).message}`);
  }
  const outcome = response.headers.get(WEBHOOK_OUTCOME_HEADER) ?? 'outcome not reported';
  return { status: response.status, outcome, text: await response.text() };
}

/** daily_reward.get expects an answer body (spec §6); other kinds need only a 2xx. */
function checkAnswer(eventType: WebhookEventType, text: string, io: CliIo): void {
  const validate = (webhookResponseValidators as Record<string, ((v: unknown) => boolean) | undefined>)[eventType];
  if (!validate) return;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new CliError('the answer is not JSON; the service would fall back to the static items', 1);
  }
  if (!validate(answer)) {
    throw new CliError(
      `the answer does not match the document: ${describeErrors((validate as { errors?: [] }).errors)}`,
      1,
    );
  }
  io.out(`the ${eventType} answer matches the document`);
}

/** Prints every copy's answer and the tally; fails when a copy failed or more than one was processed. */
function reportCopies(answers: Answer[], io: CliIo): void {
  for (const [i, a] of answers.entries()) io.out(`copy ${i + 1}/${answers.length} -> ${a.status} ${a.outcome}`);
  const tally = new Map<string, number>();
  for (const a of answers) tally.set(a.outcome, (tally.get(a.outcome) ?? 0) + 1);
  io.out(`${answers.length} copies: ${[...tally].map(([outcome, n]) => `${n} ${outcome}`).join(', ')}`);
  // 409 is the receiver's "a copy is in flight, retry later" (webhooks/handler.ts): not a failure.
  const failed = answers.filter((a) => !ok(a) && a.status !== 409);
  if (failed.length > 0) {
    throw new CliError(
      `${failed.length} of the copies were answered non-2xx (${failed[0]!.status}); the service would retry`,
      1,
    );
  }
  const processed = tally.get('processed') ?? 0;
  if (processed > 1)
    throw new CliError(`the receiver processed ${processed} copies of one delivery; it should process one`, 1);
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

export function registerWebhookTrigger(webhook: Command, io: CliIo): void {
  const command = webhook
    .command('trigger <event_type>')
    .description(`Sign and POST a test delivery to your endpoint (${WEBHOOK_EVENT_TYPES.join(', ')})`)
    .requiredOption('--url <endpoint>', 'your webhook endpoint, e.g. http://127.0.0.1:3000/webhooks')
    .option('--secret <key>', 'signing key (default: $S2S_WEBHOOK_SECRET)')
    .option('--data <file>', "JSON file: a whole event, or the event_data that replaces the example's")
    .option('--merge-data <file>', "JSON file: keys merged into the example's event_data")
    .option('--sandbox', 'mark the delivery as sent from the sandbox (sandbox: true)')
    .option('--repeat <n>', 'send the same signed delivery n times and report each outcome', '1')
    .option('--concurrent', 'with --repeat, send the copies all at once')
    .option('--timeout <ms>', 'how long to wait for each answer', '10000')
    .option('--allow-invalid', 'send even if the event does not match the document');
  withHeaderNameFlags(command).action(async (type: string, options: TriggerOptions) => {
    if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)) {
      throw new CliError(`unknown event type ${type}; expected one of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
    }
    const repeat = Number(options.repeat);
    if (!Number.isInteger(repeat) || repeat < 1 || repeat > 1000)
      throw new CliError('--repeat must be an integer from 1 to 1000');
    const eventType = type as WebhookEventType;
    const secret = secretFrom(options.secret);
    const names = headerNamesFrom(options);
    const event = await triggerEvent(eventType, options);
    const delivery = createSignedDelivery(eventType, {
      secret,
      event,
      signatureHeader: names.signature,
      timestampHeader: names.timestamp,
    });
    const init = { headers: delivery.headers, body: delivery.body };
    const send = () => post(options.url, init, Number(options.timeout));
    const sent = `POST ${options.url} ${eventType} ${event.event_id}`;
    if (repeat === 1) {
      const answer = await send();
      io.out(`${sent} -> ${answer.status} ${answer.outcome}`);
      if (answer.text) io.out(answer.text);
      if (!ok(answer)) throw new CliError(`the endpoint answered ${answer.status}; the service would retry`, 1);
      return checkAnswer(eventType, answer.text, io);
    }
    io.out(`${sent}, ${repeat} copies${options.concurrent ? ' at once' : ' one after another'}`);
    const answers: Answer[] = [];
    if (options.concurrent) answers.push(...(await Promise.all(Array.from({ length: repeat }, send))));
    else for (let i = 0; i < repeat; i++) answers.push(await send());
    reportCopies(answers, io);
    const answered = answers.find(ok);
    if (answered) checkAnswer(eventType, answered.text, io);
  });
}
