/**
 * `checkWebhookEndpoint`: the reference behaviours of spec §6, run against a game's own webhook
 * endpoint, the way `webhook check --url` does from the command line.
 *
 * Rows, in order (cases.ts): a valid delivery of each event kind (2xx; daily_reward.get answered 200
 * within `answerBudgetMs` with a body the document allows), a tampered signature (403), a stale
 * timestamp (403; a 2xx warns, since spec §6 sets no replay window), an unknown event type (400), a
 * malformed body (4xx) and the same delivery twice (2xx both times). Deliveries go one at a time,
 * so each row's effects are its own.
 *
 * Grants: a double grant fails the row. A 2xx says nothing about how often the game granted,
 * so the check looks at grants two ways, and says which one it used:
 * - `grants`: a function that reads the game's own state and returns how many times it granted
 *   an item.add (e.g. rows in its inventory for the event's player). It is read before and after
 *   each item.add row; the difference must be 1 for a valid delivery and for two copies of one, and
 *   0 for a delivery the game must refuse. This is the authoritative form; the example game backend
 *   and docs/testing-your-integration.md use it with the emulator, whose pay flow drives the same handler.
 * - without it, the `x-webhook-outcome` header that receivers built on this package send: both
 *   copies of one delivery answered `processed` fails the row. Where neither is available the row
 *   passes on its statuses and carries a note saying grants were not observed.
 */
import { WEBHOOK_EVENT_TYPES } from '../../webhooks/document.js';
import { WebhookError } from '../../webhooks/webhook-error.js';
import { resolveHeaderNames, type WebhookHeaderNames } from '../../webhooks/headers.js';
import type { WebhookEvent, WebhookEventType } from '../../webhooks/types.js';
import { createSignedDelivery } from '../signed-delivery.js';
import { signWebhook } from '../../webhooks/sign.js';
import { buildWebhookEvent } from '../webhook-event.js';
import { type CheckContext, refusalCases, sameDeliveryTwice, validKind, type WebhookCheckRow } from './cases.js';

/** Options of `checkWebhookEndpoint`. The header names are those the endpoint verifies with. */
export interface WebhookCheckOptions extends WebhookHeaderNames {
  /** The game's endpoint, e.g. `http://127.0.0.1:3000/webhooks`. */
  url: string;
  /** The key the endpoint verifies with (spec §6: the game's S2S key). Use a fake one in tests. */
  secret: string;
  /**
   * The event kinds the game handles; each gets a valid-delivery row.
   * @default every kind of the document (item.add, item.remove, ingame.popup, daily_reward.get)
   */
  events?: readonly WebhookEventType[];
  /** Keys merged into the document example's event_data, per kind: SKUs from your catalogue, a test player. */
  eventData?: { [K in WebhookEventType]?: Partial<WebhookEvent<K>['event_data']> };
  /** Mark the deliveries as sent from the sandbox (`sandbox: true`). @default false */
  sandbox?: boolean;
  /**
   * How many times the game has granted this item.add so far, read from the game's own state.
   * With it, a double grant (or a grant for a refused delivery) fails its row.
   * @default undefined (grants are judged from the x-webhook-outcome header where the endpoint sends it)
   */
  grants?: (event: WebhookEvent<'item.add'>) => number | Promise<number>;
  /**
   * How long a daily_reward.get answer may take. The spec gives no figure (§6: slow answers lead
   * to the static fallback), so this is a choice: the emulator waits as long (its dailyRewardTimeoutMs).
   * @default 3000
   */
  answerBudgetMs?: number;
  /** How old the stale-timestamp row's signature is, in seconds. @default 3600 */
  staleSeconds?: number;
  /** How long to wait for each answer before the row fails. @default 10000 */
  timeoutMs?: number;
  /** The fetch to send with: pass an in-process handler's to check it without a socket. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

export type { WebhookCheckRow, WebhookCheckVerdict } from './cases.js';

/** The report: one row per check. */
export interface WebhookCheckResult {
  url: string;
  /** True when no row failed (a row that warns passes). */
  passed: boolean;
  rows: WebhookCheckRow[];
}

function positive(value: number | undefined, fallback: number, name: string): number {
  const n = value ?? fallback;
  if (!(Number.isFinite(n) && n > 0)) throw new WebhookError('invalid_options', `${name}: expected a positive number`);
  return n;
}

function kindsFrom(events: readonly string[] | undefined): WebhookEventType[] {
  const kinds = [...(events ?? WEBHOOK_EVENT_TYPES)];
  const unknown = kinds.filter((k) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(k));
  if (unknown.length > 0 || kinds.length === 0)
    throw new WebhookError('invalid_options', `events: expected some of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
  return kinds as WebhookEventType[];
}

/** Runs every row against `options.url` and returns the report; it never throws for what the endpoint does. */
export async function checkWebhookEndpoint(options: WebhookCheckOptions): Promise<WebhookCheckResult> {
  const kinds = kindsFrom(options.events);
  const names = resolveHeaderNames(options);
  if (!options.secret) throw new WebhookError('invalid_options', 'secret: expected the key the endpoint verifies with');
  const player = `player_webhook_check_${globalThis.crypto.randomUUID().slice(0, 8)}`;
  const headers = { signatureHeader: names.signature, timestampHeader: names.timestamp };
  const ctx: CheckContext = {
    target: {
      url: options.url,
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: positive(options.timeoutMs, 10_000, 'timeoutMs'),
    },
    signatureHeader: names.signature,
    sign: (payload, timestamp) =>
      typeof payload === 'string'
        ? signWebhook({ payload, secret: options.secret, timestamp, ...headers })
        : createSignedDelivery(payload.event_type, { event: payload, secret: options.secret, timestamp, ...headers }),
    event: (type) => {
      const data = { player_id: player, ...(options.eventData?.[type] as object) };
      const event = buildWebhookEvent(type, { event_data: data, sandbox: options.sandbox ?? false } as never);
      // The player context (when the example has one) names the same player as event_data.
      const loose = event as { context?: { player?: object | null } | null; event_data: { player_id?: unknown } };
      if (loose.context?.player)
        loose.context.player = { ...loose.context.player, player_id: loose.event_data.player_id };
      return event;
    },
    grants: options.grants,
    answerBudgetMs: positive(options.answerBudgetMs, 3000, 'answerBudgetMs'),
    staleSeconds: positive(options.staleSeconds, 3600, 'staleSeconds'),
  };
  // Refusals and duplicates are sent as item.add where the game takes it, so grants can show.
  const probe = kinds.includes('item.add') ? 'item.add' : kinds[0]!;
  const cases = [...kinds.map(validKind), ...refusalCases(probe), sameDeliveryTwice(probe)];
  const rows: WebhookCheckRow[] = [];
  for (const run of cases) rows.push(await run(ctx));
  return { url: options.url, passed: rows.every((r) => r.passed), rows };
}
