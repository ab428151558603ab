/**
 * Daily reward programs and the game's catalogue, as the seed gives them. A program's static days are
 * what §6 falls back to; they obey the same rules as the game's answer (§6 daily_reward.get, §8: a
 * day_number of at least 1 and 1 to 10 items a day), checked with the document's own validator.
 */
import { webhookResponseValidators } from '../../webhooks/document.js';
import type { WebhookAnswer } from '../../webhooks/index.js';
import { describeValidationErrors } from '../../webhooks/parse.js';

type Answer = WebhookAnswer<'daily_reward.get'>;
export type RewardDay = NonNullable<Answer['days']>[number];
export type RewardItem = RewardDay['items'][number];

export interface DailyRewardProgram {
  /** Program id, `dlrwd_...` (§2); daily_reward.get's event_data.id. */
  id: string;
  /** Game-defined program key (§6 event_data.key). @default null */
  key?: string | null;
  /** Whether the program asks the game through daily_reward.get (§1, §6). @default true */
  webhook_driven?: boolean;
  /**
   * The webhook registration the program's settings select (§6 Registration).
   * @default the first enabled registration subscribed to daily_reward.get
   */
  webhook_id?: string;
  /** Static items per day: the fallback (§6 rule 1). */
  days: RewardDay[];
  /** Static extra reward items. @default [] */
  extra_reward_items?: RewardItem[];
}

/** Reads the seed's `daily_reward_programs`; a bad program is refused with the place it fails. */
export function parsePrograms(value: unknown): DailyRewardProgram[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new TypeError('seed daily_reward_programs: expected an array');
  const validate = webhookResponseValidators['daily_reward.get'];
  return value.map((entry, index) => {
    const where = `seed daily_reward_programs[${index}]`;
    const p = entry as Partial<DailyRewardProgram> | null;
    if (!p || typeof p.id !== 'string' || !Array.isArray(p.days)) {
      throw new TypeError(`${where}: expected { id, key?, webhook_driven?, webhook_id?, days, extra_reward_items? }`);
    }
    if (!validate({ days: p.days, extra_reward_items: p.extra_reward_items ?? [] })) {
      throw new TypeError(`${where}: ${describeValidationErrors(validate)} (§6 daily_reward.get, §8)`);
    }
    return structuredClone(p as DailyRewardProgram);
  });
}

/**
 * The catalogue's SKUs from the seed's `catalogue` (an array of SKUs or of objects with a `sku`), as
 * a membership test. Without a catalogue in the seed there is nothing to check against, so every
 * SKU is taken as known.
 */
export function catalogueSkus(value: unknown): (sku: string) => boolean {
  if (value === undefined) return () => true;
  if (!Array.isArray(value)) throw new TypeError('seed catalogue: expected an array of SKUs or of { sku } objects');
  const skus = new Set<string>();
  for (const [index, entry] of value.entries()) {
    const sku = typeof entry === 'string' ? entry : (entry as { sku?: unknown } | null)?.sku;
    if (typeof sku !== 'string') throw new TypeError(`seed catalogue[${index}]: expected a SKU string or { sku }`);
    skus.add(sku);
  }
  return (sku) => skus.has(sku);
}
