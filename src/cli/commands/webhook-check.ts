/**
 * `webhook check --url <endpoint>`: spec §6's reference behaviours against a game's endpoint
 * (src/testing/webhook-check/), printed as a table. Exit 0 when no row fails (a row that warns
 * passes), 1 when any fails, 2 when the check cannot run (bad flags, or no answer to any delivery).
 *
 * From the command line grants are judged by the `x-webhook-outcome` header this package's
 * receiver sends; `checkWebhookEndpoint({ grants })` reads the game's own grant count instead.
 */
import type { Command } from 'commander';
import { WEBHOOK_EVENT_TYPES } from '../../webhooks/document.js';
import type { WebhookEventType } from '../../webhooks/types.js';
import { checkWebhookEndpoint, type WebhookCheckOptions } from '../../testing/webhook-check/check-endpoint.js';
import { formatWebhookCheck } from '../../testing/webhook-check/format-table.js';
import { CliError, type CliIo } from '../cli-error.js';
import { headerNamesFrom, readJson, secretFrom, withHeaderNameFlags, type HeaderNameFlags } from '../read-input.js';

interface CheckFlags extends HeaderNameFlags {
  url: string;
  secret?: string;
  events?: string;
  mergeData?: string;
  sandbox?: boolean;
  budget: string;
  staleSeconds: string;
  timeout: string;
}

function positiveNumber(value: string, flag: string): number {
  const n = Number(value);
  if (!(Number.isFinite(n) && n > 0)) throw new CliError(`${flag} must be a positive number, got ${value}`);
  return n;
}

function eventsFrom(list: string | undefined): WebhookEventType[] | undefined {
  if (list === undefined) return undefined;
  const kinds = list.split(',').map((k) => k.trim());
  const unknown = kinds.filter((k) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(k));
  if (unknown.length > 0)
    throw new CliError(
      `--events: unknown event type ${unknown[0]}; expected some of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
    );
  return kinds as WebhookEventType[];
}

async function eventDataFrom(file: string | undefined): Promise<WebhookCheckOptions['eventData']> {
  if (file === undefined) return undefined;
  const data = await readJson(file);
  const entries = data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data) : undefined;
  const bad = entries?.find(
    ([k, v]) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(k) || !v || typeof v !== 'object',
  );
  if (!entries || bad)
    throw new CliError(
      `${file} must map event types to objects of event_data keys, e.g. {"item.add": {"items": [...]}}`,
    );
  return Object.fromEntries(entries) as WebhookCheckOptions['eventData'];
}

export function registerWebhookCheck(webhook: Command, io: CliIo): void {
  const command = webhook
    .command('check')
    .description("Run spec §6's reference behaviours against your endpoint and print a table")
    .requiredOption('--url <endpoint>', 'your webhook endpoint, e.g. http://127.0.0.1:3000/webhooks')
    .option('--secret <key>', 'signing key (default: $S2S_WEBHOOK_SECRET)')
    .option('--events <list>', `comma-separated kinds your game handles (default: ${WEBHOOK_EVENT_TYPES.join(',')})`)
    .option('--merge-data <file>', "JSON file: per event type, keys merged into the example's event_data")
    .option('--sandbox', 'mark the deliveries as sent from the sandbox (sandbox: true)')
    .option('--budget <ms>', 'how long a daily_reward.get answer may take', '3000')
    .option('--stale-seconds <s>', 'age of the stale-timestamp delivery', '3600')
    .option('--timeout <ms>', 'how long to wait for each answer', '10000');
  withHeaderNameFlags(command).action(async (flags: CheckFlags) => {
    const names = headerNamesFrom(flags);
    const result = await checkWebhookEndpoint({
      url: flags.url,
      secret: secretFrom(flags.secret),
      signatureHeader: names.signature,
      timestampHeader: names.timestamp,
      events: eventsFrom(flags.events),
      eventData: await eventDataFrom(flags.mergeData),
      sandbox: flags.sandbox ?? false,
      answerBudgetMs: positiveNumber(flags.budget, '--budget'),
      staleSeconds: positiveNumber(flags.staleSeconds, '--stale-seconds'),
      timeoutMs: positiveNumber(flags.timeout, '--timeout'),
    });
    if (result.rows.every((r) => r.statuses.every((s) => s === undefined)))
      throw new CliError(`cannot reach ${flags.url}: ${result.rows[0]!.got}`);
    for (const line of formatWebhookCheck(result)) io.out(line);
    if (!result.passed) throw new CliError(`${result.rows.filter((r) => !r.passed).length} checks failed`, 1);
  });
}
