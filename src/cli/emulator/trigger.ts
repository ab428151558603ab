/**
 * `emulator trigger <flow>`: runs a whole flow against a running emulator with real objects, as
 * `stripe trigger` does. The order is created through the S2S API with this package's client (as
 * the game's server would); what a player, the hub or the dashboard does (pay, refund, reverse, log
 * in, claim) goes through the control API. Each step and each delivery attempt is printed; a flow
 * the game did not complete (a non-2xx answer, no answer, no webhook registered) fails with exit 1.
 */
import { createClient } from '../../client/create-client.js';
import type {
  CheckoutView,
  DailyRewardClaim,
  DeliveryRecord,
  FlowPayment,
  RemovalOutcome,
} from '../../emulator/index.js';
import { ApiError } from '../../errors/api-error.js';
import { GameCommerceError } from '../../errors/game-commerce-error.js';
import { ConfigurationError } from '../../errors/configuration-error.js';
import { CliError, type CliIo } from '../cli-error.js';
import type { ControlClient } from './control-client.js';
import { formatAttempt } from './delivery-lines.js';

export const TRIGGER_FLOWS = ['purchase', 'refund', 'reversal', 'hub-login', 'daily-reward'] as const;
export type TriggerFlow = (typeof TRIGGER_FLOWS)[number];

export interface TriggerInput {
  url: string;
  apiKey: string;
  control: ControlClient;
  io: CliIo;
  player?: string;
  sku?: string;
  order?: string;
  deepLink?: string;
  program?: string;
  method?: string;
  /** How long to wait for deliveries to settle. */
  timeoutMs: number;
  /** The `fetch` the S2S client sends with (tests pass none: the real one). */
  fetch?: typeof fetch;
}

function required(value: string | undefined, flag: string, flow: TriggerFlow): string {
  if (value === undefined || value === '') throw new CliError(`trigger ${flow} needs ${flag}`);
  return value;
}

/** Runs `call` on the S2S client; its errors (which name method and path, never the key) as CliErrors. */
async function s2s<T>(input: TriggerInput, call: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  let client: ReturnType<typeof createClient>;
  try {
    client = createClient({ apiKey: input.apiKey, baseUrl: input.url, maxRetries: 0, fetch: input.fetch });
  } catch (error) {
    if (error instanceof ConfigurationError) throw new CliError(`--api-key: ${error.message}`);
    throw error;
  }
  try {
    return await call(client);
  } catch (error) {
    // The API refusing is the flow failing (1); no answer at all means it could not run (2).
    if (error instanceof ApiError) throw new CliError(error.message, 1);
    if (error instanceof GameCommerceError) throw new CliError(error.message);
    throw error;
  }
}

/** `--> item.add whevt_1 to URL: p1 gem_pack, signed with the game's key (spec §6)`, then each attempt. */
function printDeliveries(io: CliIo, deliveries: readonly DeliveryRecord[]): void {
  for (const delivery of deliveries) {
    const data = delivery.event.event_data as { player_id?: unknown; items?: { sku?: unknown }[] } | undefined;
    const player = typeof data?.player_id === 'string' ? ` ${data.player_id}` : '';
    const skus = Array.isArray(data?.items) ? data.items.map((item) => ` ${String(item.sku)}`).join(',') : '';
    io.out(
      `--> ${delivery.event_type} ${delivery.event_id} to ${delivery.url}:${player}${skus}, signed with the game's key (spec §6)`,
    );
    for (const attempt of delivery.attempts) io.out(formatAttempt(delivery, attempt));
  }
}

/** Fails (exit 1) unless every delivery was answered 2xx; says what the game answered. */
function requireDelivered(eventType: string, deliveries: readonly DeliveryRecord[]): void {
  if (deliveries.length === 0) {
    throw new CliError(
      `no webhook is registered for ${eventType}: start the emulator with --webhook-url, or register one with POST /v1/webhooks`,
      1,
    );
  }
  for (const delivery of deliveries) {
    if (delivery.status === 'delivered') continue;
    const last = delivery.attempts.at(-1);
    const answer = last?.timed_out
      ? 'did not answer in time'
      : last?.status === null || last === undefined
        ? `could not be reached (${last?.error ?? 'not sent'})`
        : `answered ${last.status}`;
    const retry = delivery.status === 'retrying' ? '; the emulator retries it (--retry-delays)' : '';
    throw new CliError(`${delivery.url} ${answer} to ${eventType} ${delivery.event_id}${retry}`, 1);
  }
}

function paymentLine(payment: FlowPayment): string {
  const amount = payment.amount === null ? '' : `, ${payment.amount} ${payment.currency ?? ''}`.trimEnd();
  return `Payment ${payment.id}: ${payment.status}, ${payment.method}${amount}`;
}

async function settle(input: TriggerInput): Promise<void> {
  await input.control.call('POST', '/settle', { timeoutMs: input.timeoutMs });
}

async function purchase(input: TriggerInput): Promise<void> {
  const { io, control } = input;
  const player = required(input.player, '--player', 'purchase');
  const sku = required(input.sku, '--sku', 'purchase');
  const order = await s2s(input, (client) => client.orders.create({ player_id: player, items: [{ sku }] }));
  io.out(`Order ${order.order_id} created for ${player}: ${sku} (POST /v1/orders)`);
  const orderPath = `/orders/${encodeURIComponent(order.order_id)}`;
  const answered = await control.call<CheckoutView>('POST', `${orderPath}/pay`, {
    ...(input.method ? { method: input.method } : {}),
    until: 'answered',
  });
  if (answered.payment) io.out(paymentLine(answered.payment));
  // Once answered 2xx, settling waits for any --duplicate-deliveries copies too.
  if (answered.status === 'completed') await settle(input);
  const view = await control.call<CheckoutView>('GET', orderPath);
  printDeliveries(io, view.deliveries);
  io.out(`Order ${order.order_id}: ${view.status}`);
  requireDelivered('item.add', view.deliveries);
}

async function removal(input: TriggerInput, flow: 'refund' | 'reversal'): Promise<void> {
  const { io, control } = input;
  const orderId = required(input.order, '--order', flow);
  const action = flow === 'refund' ? 'refund' : 'reverse';
  const outcome = await control.call<RemovalOutcome>('POST', `/orders/${encodeURIComponent(orderId)}/${action}`);
  io.out(`Order ${orderId}: ${outcome.order.status} (${flow})`);
  if (outcome.dispute) io.out(`Dispute ${outcome.dispute.id}: ${outcome.dispute.status}`);
  printDeliveries(io, outcome.deliveries);
  requireDelivered('item.remove', outcome.deliveries);
}

async function hubLogin(input: TriggerInput): Promise<void> {
  const deepLink = required(input.deepLink, '--deep-link', 'hub-login');
  const login = await input.control.call<{ url: string; nonce: string }>('POST', '/hub-login', { deepLink });
  input.io.out(`Hub login: the hub opens ${login.url}`);
  input.io.out(`Nonce ${login.nonce}: pass it to POST /v1/users/authorize from the game's server (spec §4)`);
}

async function dailyReward(input: TriggerInput): Promise<void> {
  const { io, control } = input;
  const player = required(input.player, '--player', 'daily-reward');
  const program =
    input.program ??
    (await s2s(input, async (client) => {
      const first = (await client.dailyRewards.list())[0]?.id;
      if (first === undefined) {
        throw new CliError('no daily reward program: create one with POST /v1/daily_rewards, or pass --program', 1);
      }
      return first;
    }));
  const claim = await control.call<DailyRewardClaim>('POST', '/daily-rewards/claim', {
    programId: program,
    playerId: player,
  });
  if (claim.delivery) printDeliveries(io, [claim.delivery]);
  const reason = claim.reason ? ` (${claim.reason})` : '';
  io.out(`Daily reward ${program} for ${player}: ${claim.source} items${reason}`);
  for (const day of claim.days) {
    io.out(`  day ${day.day_number}: ${day.items.map((item) => `${item.sku} x${item.quantity ?? 1}`).join(', ')}`);
  }
}

export async function runTrigger(flow: string, input: TriggerInput): Promise<void> {
  switch (flow as TriggerFlow) {
    case 'purchase':
      return purchase(input);
    case 'refund':
    case 'reversal':
      return removal(input, flow as 'refund' | 'reversal');
    case 'hub-login':
      return hubLogin(input);
    case 'daily-reward':
      return dailyReward(input);
    default:
      throw new CliError(`unknown flow ${flow}: expected one of ${TRIGGER_FLOWS.join(', ')}`);
  }
}
