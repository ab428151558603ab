/**
 * `emu.claimDailyReward({ programId, playerId, trigger })` (spec §6 daily_reward.get): asks the game
 * which items the program grants, through the registration the program selects, and returns what
 * would be granted after §6's rules. The request is not retried: §6 falls back to
 * the static items instead, within `dailyRewardTimeoutMs`.
 */
import { type Deliveries, newIdempotencyKey } from '../deliveries/deliveries.js';
import type { DeliveryRecord } from '../deliveries/delivery-log.js';
import { type Registration, subscribers } from '../deliveries/registration.js';
import { FlowError } from '../errors/flow-error.js';
import type { IdFactory } from '../state/ids.js';
import type { Collection, StoredRecord } from '../state/collection.js';
import { programOf } from './programs.js';
import { type ResolvedRewards, resolveAnswer, staticRewards } from './resolve-answer.js';

/** §6 daily_reward.get trigger values. */
export const DAILY_REWARD_TRIGGERS = ['hub.interact', 'hub.daily_reward_claim', 'test'] as const;
export type DailyRewardTrigger = (typeof DAILY_REWARD_TRIGGERS)[number];

export interface ClaimDailyRewardInput {
  programId: string;
  playerId: string;
  /** @default 'hub.daily_reward_claim' (the player claims a reward; items to grant are resolved) */
  trigger?: DailyRewardTrigger;
  /** event_data.is_anonymous. @default false */
  isAnonymous?: boolean;
}

export interface DailyRewardClaim extends ResolvedRewards {
  program_id: string;
  player_id: string;
  trigger: DailyRewardTrigger;
  /** The daily_reward.get delivery, or null when none was sent. */
  delivery: DeliveryRecord | null;
}

export interface DailyRewardEnv {
  deliveries: Deliveries;
  ids: IdFactory;
  registrations: () => Iterable<Registration>;
  /** The `daily_rewards` records (api/catalogue-resources.ts). */
  programs: Collection<StoredRecord>;
  knownSku: (sku: string) => boolean;
  timeoutMs: number;
}

/**
 * The registration a program asks (§6 Registration: the program's settings select the webhook):
 * the one its `webhook_id` names; else the first enabled one subscribed to daily_reward.get (a seed
 * or the webhookUrl option may list it); else the first enabled registration, since one made with
 * POST /v1/webhooks cannot list daily_reward.get (it is not among the event types there).
 */
function webhookFor(program: { webhook_id: string | undefined }, registrations: Registration[]) {
  const enabled = registrations.filter((r) => r.enabled !== false);
  if (program.webhook_id) return enabled.find((r) => r.id === program.webhook_id);
  return subscribers(enabled, 'daily_reward.get')[0] ?? enabled[0];
}

export async function claimDailyReward(env: DailyRewardEnv, input: ClaimDailyRewardInput): Promise<DailyRewardClaim> {
  const trigger = input.trigger ?? 'hub.daily_reward_claim';
  if (!DAILY_REWARD_TRIGGERS.includes(trigger)) {
    throw new TypeError(`trigger: expected one of ${DAILY_REWARD_TRIGGERS.join(', ')} (§6 daily_reward.get)`);
  }
  const record = env.programs.get(input.programId);
  if (!record) throw new FlowError(404, 'unknown_program', `No daily reward program ${input.programId}`);
  const program = programOf(record as StoredRecord & { id: string });
  const claim = { program_id: program.id, player_id: input.playerId, trigger };
  if (!program.webhook_driven) return { ...claim, ...staticRewards(program, 'not_webhook_driven'), delivery: null };
  const target = webhookFor(program, [...env.registrations()]);
  if (!target) return { ...claim, ...staticRewards(program, 'no_webhook'), delivery: null };
  const [sent] = env.deliveries.deliver(
    {
      eventType: 'daily_reward.get',
      eventData: {
        id: program.id,
        player_id: input.playerId,
        key: program.key,
        is_anonymous: input.isAnonymous ?? false,
      },
      idempotencyKey: newIdempotencyKey(),
      requestId: null,
      trigger,
      transactionId: env.ids.next('transaction'),
      order: null,
      player: { player_id: input.playerId },
    },
    [target],
    { retries: false, timeoutMs: env.timeoutMs },
  );
  const answer = await sent!.first;
  return { ...claim, ...resolveAnswer(program, answer, env.knownSku), delivery: sent!.record };
}
