/**
 * For the emulator's own tests: request bodies that satisfy the document's complete schemas, one
 * builder per catalogue resource, so a test names only what it is about (`achievement('Regular')`,
 * `coupon('SUMMER', { type: 'bonus' })`) and every other required field is real.
 */
import type { components } from '../../../generated/schema.js';

type Schemas = components['schemas'];

const IMAGES = 'https://cdn.example-game.com';

export function achievement(name: string, fields: Partial<Schemas['AchievementCreate']> = {}) {
  return {
    name,
    description: `${name}, described`,
    image_url: `${IMAGES}/achievements/${encodeURIComponent(name)}.png`,
    type: 'first_purchase',
    position: 1,
    ...fields,
  } satisfies Schemas['AchievementCreate'];
}

export function coupon(code: string, fields: Partial<Schemas['CouponCreate']> = {}) {
  return {
    name: `${code} coupon`,
    code,
    type: 'discount',
    discount_percent: 10,
    ...fields,
  } satisfies Schemas['CouponCreate'];
}

export function creator(name: string, fields: Partial<Schemas['CreatorCreate']> = {}) {
  const handle = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return { name, email: `${handle || 'creator'}@example-creator.com`, ...fields } satisfies Schemas['CreatorCreate'];
}

export function dailyReward(name: string, fields: Partial<Schemas['DailyRewardCreate']> = {}) {
  return {
    enabled: true,
    name,
    description: `${name}, described`,
    mode: 'soft',
    rewards: { daily_rewards: [{ day_number: 1, items: [{ sku: 'gem_pack_50', count: 1 }] }] },
    ...fields,
  } satisfies Schemas['DailyRewardCreate'];
}

export function itemCategory(name: string, fields: Partial<Schemas['ItemCategoryCreate']> = {}) {
  return { name, position: 1, ...fields } satisfies Schemas['ItemCategoryCreate'];
}
