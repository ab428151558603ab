/**
 * What a daily_reward.get answer grants (spec §6 daily_reward.get rules). Rule 1: a non-2xx, a
 * time-out, no answer or an unparseable body gives the program's static items. Rule 2: SKUs absent
 * from the catalogue are dropped silently. Both answer keys are optional and omitted parts fall back
 * to the static configuration.
 *
 * Choices where the spec is silent, written down:
 * - An answer that parses but breaks the document's schema (a day_number below 1, a day with no item
 *   or more than 10, an item without a sku) is treated like an unparseable one: all static.
 * - Days fall back one by one: the answer's days replace the static days of the same day_number, and
 *   static days the answer leaves out stay. A day whose every SKU was dropped falls back too.
 * - An answer's `extra_reward_items` replaces the static list even when dropping leaves it empty.
 */
import { webhookResponseValidators } from '../../webhooks/document.js';
import type { AttemptResult } from '../deliveries/attempt.js';
import type { DailyRewardProgram, RewardDay, RewardItem } from './programs.js';

/** Why the static items applied; null when the game's answer was used. */
export type FallbackReason =
  | 'not_webhook_driven'
  | 'no_webhook'
  | 'non_2xx'
  | 'timeout'
  | 'no_answer'
  | 'unparseable'
  | 'invalid';

export interface ResolvedRewards {
  source: 'webhook' | 'static';
  reason: FallbackReason | null;
  days: RewardDay[];
  extra_reward_items: RewardItem[];
  /** SKUs of the answer that the catalogue lacks, dropped (§6 rule 2). */
  dropped_skus: string[];
}

/** The program's static configuration, for the reason given. */
export function staticRewards(program: DailyRewardProgram, reason: FallbackReason): ResolvedRewards {
  return {
    source: 'static',
    reason,
    days: structuredClone(program.days).sort((a, b) => a.day_number - b.day_number),
    extra_reward_items: structuredClone(program.extra_reward_items),
    dropped_skus: [],
  };
}

/** Applies §6's rules to the game's answer to daily_reward.get. */
export function resolveAnswer(
  program: DailyRewardProgram,
  answer: AttemptResult,
  knownSku: (sku: string) => boolean,
): ResolvedRewards {
  const { record, text } = answer;
  if (record.status === null) return staticRewards(program, record.timed_out ? 'timeout' : 'no_answer');
  if (!record.ok) return staticRewards(program, 'non_2xx');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return staticRewards(program, 'unparseable');
  }
  if (!webhookResponseValidators['daily_reward.get'](body)) return staticRewards(program, 'invalid');
  const { days, extra_reward_items } = body as { days?: RewardDay[]; extra_reward_items?: RewardItem[] };
  const dropped: string[] = [];
  const keep = (items: RewardItem[]) =>
    items.filter((item) => {
      if (knownSku(item.sku)) return true;
      dropped.push(item.sku);
      return false;
    });

  const merged = new Map(program.days.map((day) => [day.day_number, structuredClone(day)]));
  for (const day of days ?? []) {
    const items = keep(day.items);
    if (items.length > 0) merged.set(day.day_number, { day_number: day.day_number, items });
  }
  return {
    source: 'webhook',
    reason: null,
    days: [...merged.values()].sort((a, b) => a.day_number - b.day_number),
    extra_reward_items: extra_reward_items ? keep(extra_reward_items) : structuredClone(program.extra_reward_items),
    dropped_skus: dropped,
  };
}
