/**
 * A daily reward program as answered (DailyRewardRead in the document, from the provider's document
 * of 2026.07.14): the stored program plus what the service sets.
 *
 * - `type`: `basic` unless the game sent one (the schema's default);
 * - `status`, from the program and the emulator clock: `paused` when not enabled, `scheduled` before
 *   `start_at`, `completed` from `end_at` on, `active` otherwise. The documents list the states
 *   (active, paused, stopped, scheduled, completed) but not what moves a program between them; this
 *   is the emulator's reading, and it never answers `stopped`;
 * - `rewards`: `claim_mode` `inline` unless sent, and `items_read` / `extra_reward_items_read`, the
 *   catalogue items each day and the extra reward name. The emulator's catalogue knows SKUs only
 *   (the `catalogue` seed), so an item reads as its `id` or `sku`, named by its SKU, `count` as its
 *   quantity, type `item`, no properties.
 */
import type { StoredRecord } from '../state/collection.js';
import { withDefaults } from './catalogue.js';

type Nested = { id?: unknown; sku?: unknown; count?: unknown; image_url?: unknown };

function rewardItem(item: Nested): StoredRecord {
  const sku = typeof item.sku === 'string' ? item.sku : undefined;
  const id = typeof item.id === 'string' ? item.id : (sku ?? '');
  return {
    id,
    name: sku ?? id,
    quantity: typeof item.count === 'number' ? item.count : 1,
    is_stackable: true,
    type: 'item',
    properties: [],
    ...(typeof item.image_url === 'string' ? { image_url: item.image_url } : {}),
  };
}

const nestedList = (value: unknown): Nested[] =>
  Array.isArray(value) ? value.filter((v): v is Nested => v !== null && typeof v === 'object') : [];

function rewardsRead(rewards: unknown): unknown {
  if (rewards === null || typeof rewards !== 'object' || Array.isArray(rewards)) return rewards;
  const settings = withDefaults(rewards as StoredRecord, { claim_mode: 'inline' });
  if (Array.isArray(settings.daily_rewards)) {
    settings.daily_rewards = settings.daily_rewards.map((day: unknown) =>
      day !== null && typeof day === 'object'
        ? { ...day, items_read: nestedList((day as { items?: unknown }).items).map(rewardItem) }
        : day,
    );
  }
  if (settings.extra_reward_items !== undefined) {
    settings.extra_reward_items_read = nestedList(settings.extra_reward_items).map(rewardItem);
  }
  return settings;
}

/** The status a program has at `nowSeconds` (see above). */
export function programStatus(record: StoredRecord, nowSeconds: number): string {
  if (record.enabled === false) return 'paused';
  if (typeof record.start_at === 'number' && nowSeconds < record.start_at) return 'scheduled';
  if (typeof record.end_at === 'number' && nowSeconds >= record.end_at) return 'completed';
  return 'active';
}

export function dailyRewardView(record: StoredRecord, nowSeconds: number): StoredRecord {
  return {
    ...withDefaults(record, { type: 'basic' }),
    status: programStatus(record, nowSeconds),
    rewards: rewardsRead(record.rewards),
  };
}
