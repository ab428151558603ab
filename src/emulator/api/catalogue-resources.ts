/**
 * The five catalogue resources of spec §4, their state parts (also their seed sections), the filters
 * their lists take and how each record is answered (the read schemas of the document, whose fields
 * come from the provider's document of 2026.07.14):
 *
 * - achievements and coupons: as stored (their create bodies already carry what the read requires);
 *   a coupon update's `creator_program` changes the program's fields one by one, and one that would
 *   leave a coupon with a program lacking its creator, reward, terms or message is 409 (the update
 *   schema makes them optional, the read schema requires them);
 * - creators: the read schema's zero figures (`coupon_count`, `revenue`, `balance`,
 *   `lifetime_gross_usd_cents`, `revenue_share_override_bps`, `revenue_share_override_enabled`)
 *   where not set, and `terms` once updated (creator-terms.ts). The list is one page in the
 *   provider's wrapper: `{ data, total, limit, offset, has_next }`;
 * - daily reward programs: see daily-reward-view.ts;
 * - item categories: the divider defaults (`top`, `image`).
 *
 * Filters match the answered record: coupons by `type` and `category_id` (coupons created through
 * the API carry no `generated_type`, which no read schema shows, so that filter matches only seeded
 * coupons that have one); creators by a social profile's `platform`, by whether terms exist
 * (`terms_accepted`), by `creator_tier_group_id` and by the terms' `country`; programs by `type`.
 */
import type { EmulatorContext } from '../context.js';
import { errorBody, HttpError } from '../http/responses.js';
import type { StoredRecord } from '../state/collection.js';
import { type CatalogueResource, collectionPart, installCatalogue, withDefaults } from './catalogue.js';
import { termsOf } from './creator-terms.js';
import { dailyRewardView } from './daily-reward-view.js';
import { DEFAULT_LIMIT, sameField } from './listing.js';

export const achievementsPart = collectionPart('achievements', 'achievement');
export const couponsPart = collectionPart('coupons', 'coupon');
export const creatorsPart = collectionPart('creators', 'creator');
export const dailyRewardsPart = collectionPart('dailyRewards', 'dailyReward');
export const itemCategoriesPart = collectionPart('itemCategories', 'itemCategory');

const CREATOR_DEFAULTS = {
  coupon_count: 0,
  revenue: 0,
  balance: 0,
  revenue_share_override_enabled: false,
  revenue_share_override_bps: 0,
  lifetime_gross_usd_cents: 0,
};
const ITEM_CATEGORY_DEFAULTS = { divider_position: 'top', divider_type: 'image' };
const CREATOR_PROGRAM_REQUIRED = ['creator_id', 'reward', 'verbal_terms', 'message'];

function mergeCoupon(stored: StoredRecord, changes: StoredRecord): StoredRecord {
  const merged = { ...stored, ...changes };
  if (changes.creator_program === undefined) return merged;
  const program = { ...(stored.creator_program as object | undefined), ...(changes.creator_program as object) };
  const missing = CREATOR_PROGRAM_REQUIRED.filter((field) => !(field in program));
  if (missing.length > 0) {
    throw new HttpError(
      errorBody(
        409,
        `Coupon ${String(stored.id)} has no creator program to change; send a full one (missing ${missing.join(', ')})`,
      ),
    );
  }
  return { ...merged, creator_program: program };
}

type Terms = { country?: unknown } | undefined;
type Profiles = { platform?: unknown }[] | undefined;

export const CATALOGUE: readonly CatalogueResource[] = [
  {
    part: achievementsPart,
    label: 'Achievement',
    idParam: 'achievement_id',
    filters: {},
    operations: {
      list: 'listAchievements',
      create: 'createAchievement',
      bulkUpdate: 'bulkUpdateAchievements',
      get: 'getAchievement',
      update: 'updateAchievement',
      delete: 'deleteAchievement',
    },
  },
  {
    part: couponsPart,
    label: 'Coupon',
    idParam: 'coupon_id',
    filters: {
      type: sameField('type'),
      category_id: sameField('category_id'),
      generated_type: sameField('generated_type'),
    },
    merge: mergeCoupon,
    operations: {
      list: 'listCoupons',
      create: 'createCoupon',
      bulkUpdate: 'bulkUpdateCoupons',
      get: 'getCoupon',
      update: 'updateCoupon',
      delete: 'deleteCoupon',
    },
  },
  {
    part: creatorsPart,
    label: 'Creator',
    idParam: 'creator_id',
    filters: {
      platform: (creator, value) =>
        Array.isArray(creator.social_medias) && (creator.social_medias as Profiles)!.some((p) => p.platform === value),
      terms_accepted: (creator, value) => (creator.terms !== undefined) === value,
      creator_tier_group_id: sameField('creator_tier_group_id'),
      country: (creator, value) => (creator.terms as Terms)?.country === value,
    },
    operations: {
      list: 'listCreators',
      create: 'createCreator',
      get: 'getCreator',
      update: 'updateCreator',
      delete: 'deleteCreator',
    },
    view: (creator, call) => {
      const terms = termsOf(call.tenant, creator.id as string);
      return { ...withDefaults(creator, CREATOR_DEFAULTS), ...(terms === undefined ? {} : { terms }) };
    },
    listBody: (items, total, query) => {
      const limit = typeof query.limit === 'number' ? query.limit : DEFAULT_LIMIT;
      const offset = typeof query.offset === 'number' ? Math.max(0, query.offset) : 0;
      return { data: items, total, limit, offset, has_next: offset + items.length < total };
    },
  },
  {
    part: dailyRewardsPart,
    label: 'Daily reward',
    idParam: 'daily_reward_id',
    filters: { type: sameField('type') },
    operations: {
      list: 'listDailyRewards',
      create: 'createDailyReward',
      get: 'getDailyReward',
      update: 'updateDailyReward',
      delete: 'deleteDailyReward',
    },
    view: (program, call) => dailyRewardView(program, Math.floor(call.tenant.clock.now() / 1000)),
  },
  {
    part: itemCategoriesPart,
    label: 'Item category',
    idParam: 'item_category_id',
    filters: {},
    operations: {
      list: 'listItemCategories',
      create: 'createItemCategory',
      bulkUpdate: 'bulkUpdateItemCategories',
      get: 'getItemCategory',
      update: 'updateItemCategory',
      delete: 'deleteItemCategory',
    },
    view: (category) => withDefaults(category, ITEM_CATEGORY_DEFAULTS),
  },
];

export function installCatalogueResources(context: EmulatorContext): void {
  for (const resource of CATALOGUE) installCatalogue(context, resource);
}
