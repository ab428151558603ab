/**
 * Daily reward programs (§1, §6 daily_reward.get) are the `daily_rewards` records (api/, seeded or
 * created with POST /v1/daily_rewards; ids `dlrwd_...`, §2). The emulator reads:
 * - `rewards.daily_rewards` and `rewards.extra_reward_items` (DailyRewardCreate in the document, from
 *   the provider's document): the static items, the fallback of §6 rule 1, each item's `sku` (or its
 *   `id` when it has no SKU) with `count`, when set, as the quantity, turned into the shape of the game's answer
 *   and checked under the same rules (§6, §8: day_number at least 1, 1 to 10 items a day) with the
 *   document's own validator;
 * - `key`: event_data.key (§6);
 * - two settings neither document shows, which the emulator reads where a seed (or a body) puts
 *   them: `webhook_driven` (default true), whether the program asks the game, and `webhook_id`, the
 *   registration the program's settings select (§6 Registration), by default the first enabled one
 *   subscribed to daily_reward.get.
 */
import { webhookResponseValidators } from '../../webhooks/document.js';
import type { WebhookAnswer } from '../../webhooks/types.js';
import { describeValidationErrors } from '../../webhooks/parse.js';
import { FlowError } from '../errors/flow-error.js';
import type { StoredRecord } from '../state/collection.js';

type Answer = WebhookAnswer<'daily_reward.get'>;
export type RewardDay = NonNullable<Answer['days']>[number];
export type RewardItem = RewardDay['items'][number];

export interface DailyRewardProgram {
  id: string;
  key: string | null;
  webhook_driven: boolean;
  webhook_id: string | undefined;
  days: RewardDay[];
  extra_reward_items: RewardItem[];
}

/** Reads a `daily_rewards` record as a program; throws `FlowError` 409 when its static items break §6. */
type StoredItem = { sku?: unknown; id?: unknown; count?: unknown };
type StoredRewards = {
  daily_rewards?: { day_number?: unknown; items?: StoredItem[] }[];
  extra_reward_items?: StoredItem[];
};

const answerItem = (item: StoredItem) => ({
  sku: item?.sku ?? item?.id,
  ...(typeof item?.count === 'number' ? { quantity: item.count } : {}),
});
const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? value : []);

/** The program's static items in the shape of a daily_reward.get answer (§6). */
function staticsOf(record: StoredRecord): unknown {
  const rewards = (record.rewards ?? {}) as StoredRewards;
  return {
    days: listOf<NonNullable<StoredRewards['daily_rewards']>[number]>(rewards.daily_rewards).map((day) => ({
      day_number: day?.day_number,
      items: listOf<StoredItem>(day?.items).map(answerItem),
    })),
    extra_reward_items: listOf<StoredItem>(rewards.extra_reward_items).map(answerItem),
  };
}

export function programOf(record: StoredRecord & { id: string }): DailyRewardProgram {
  const statics = staticsOf(record);
  const validate = webhookResponseValidators['daily_reward.get'];
  if (!validate(statics)) {
    throw new FlowError(
      409,
      'invalid_program',
      `Daily reward program ${record.id} has static items that break §6 and §8: ${describeValidationErrors(validate)}`,
    );
  }
  return {
    id: record.id,
    key: typeof record.key === 'string' ? record.key : null,
    webhook_driven: record.webhook_driven !== false,
    webhook_id: typeof record.webhook_id === 'string' ? record.webhook_id : undefined,
    ...(structuredClone(statics) as Pick<DailyRewardProgram, 'days' | 'extra_reward_items'>),
  };
}
