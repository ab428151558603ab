/**
 * Daily reward programs (§1, §6 daily_reward.get) are the `daily_rewards` records (api/, seeded or
 * created with POST /v1/daily_rewards; ids `dlrwd_...`, §2). The spec shows no program fields, so
 * the emulator reads the ones it needs where the game put them, and says which:
 * - `days` and `extra_reward_items`: the static items, the fallback of §6 rule 1, in the shape of
 *   the game's answer and under the same rules (§6, §8: day_number at least 1, 1 to 10 items a day),
 *   checked with the document's own validator;
 * - `key`: event_data.key (§6); `webhook_driven` (default true): whether the program asks the game;
 * - `webhook_id`: the registration the program's settings select (§6 Registration), by default the
 *   first enabled one subscribed to daily_reward.get.
 */
import { webhookResponseValidators } from '../../webhooks/document.js';
import type { WebhookAnswer } from '../../webhooks/index.js';
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
export function programOf(record: StoredRecord & { id: string }): DailyRewardProgram {
  const statics = { days: record.days ?? [], extra_reward_items: record.extra_reward_items ?? [] };
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
