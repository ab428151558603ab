/**
 * The five catalogue resources of spec §4, their state parts (also their seed sections) and the
 * filters their lists take. Creators are listed in a wrapper (§2 "Paginated creator list": the
 * wrapper's keys are not shown): the emulator answers `{ items, total, limit, offset }`, one array
 * key, which the client's `listAll` reads; the key names are the emulator's choice.
 */
import type { EmulatorContext } from '../context.js';
import { type CatalogueResource, collectionPart, installCatalogue } from './catalogue.js';
import { DEFAULT_LIMIT } from './listing.js';

export const achievementsPart = collectionPart('achievements', 'achievement');
export const couponsPart = collectionPart('coupons', 'coupon');
export const creatorsPart = collectionPart('creators', 'creator');
export const dailyRewardsPart = collectionPart('dailyRewards', 'dailyReward');
export const itemCategoriesPart = collectionPart('itemCategories', 'itemCategory');

export const CATALOGUE: readonly CatalogueResource[] = [
  {
    part: achievementsPart,
    label: 'Achievement',
    idParam: 'achievement_id',
    filters: [],
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
    filters: ['type', 'category_id', 'generated_type'],
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
    filters: ['platform', 'terms_accepted', 'creator_tier_group_id', 'country'],
    operations: {
      list: 'listCreators',
      create: 'createCreator',
      get: 'getCreator',
      update: 'updateCreator',
      delete: 'deleteCreator',
    },
    listBody: (items, total, query) => ({
      items,
      total,
      limit: query.limit ?? DEFAULT_LIMIT,
      offset: query.offset ?? 0,
    }),
  },
  {
    part: dailyRewardsPart,
    label: 'Daily reward',
    idParam: 'daily_reward_id',
    filters: ['type'],
    operations: {
      list: 'listDailyRewards',
      create: 'createDailyReward',
      get: 'getDailyReward',
      update: 'updateDailyReward',
      delete: 'deleteDailyReward',
    },
  },
  {
    part: itemCategoriesPart,
    label: 'Item category',
    idParam: 'item_category_id',
    filters: [],
    operations: {
      list: 'listItemCategories',
      create: 'createItemCategory',
      bulkUpdate: 'bulkUpdateItemCategories',
      get: 'getItemCategory',
      update: 'updateItemCategory',
      delete: 'deleteItemCategory',
    },
  },
];

export function installCatalogueResources(context: EmulatorContext): void {
  for (const resource of CATALOGUE) installCatalogue(context, resource);
}
