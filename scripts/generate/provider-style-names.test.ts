/**
 * Our 43 operations named the way the provider's published document names operations:
 * snake_case verb_noun operationIds, `get_<plural>` for a list beside `get_<singular>` for one item,
 * the same verb on a collection and on its item for bulk edits, and the one real defect, an
 * operationId used twice. The provider's document is not in this repository and is never fetched:
 * this is our reproduction of its shapes, applied to our own document. The rule names each operation
 * from its own operationId and tag; where two get one name (each bulk edit beside the same verb on
 * its item), generation refuses and `x-sdk-method` chooses. `spec diff` reads the document as it is.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findDefects } from './preflight.js';
import { nameOperations, nameOperationsWithProblems } from '../../src/cli/spec-diff/client-naming.js';

// biome-ignore lint/suspicious/noExplicitAny: the parsed document, edited by path below
type Json = Record<string, any>;

const ours = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as Json;

/** Our operationId → the provider's style for the same operation. */
const PROVIDER_STYLE: Record<string, string> = {
  listAchievements: 'get_achievements',
  getAchievement: 'get_achievement',
  createAchievement: 'create_achievement',
  updateAchievement: 'update_achievement',
  bulkUpdateAchievements: 'update_achievements',
  deleteAchievement: 'delete_achievement',
  unlockAchievement: 'unlock_achievement',
  listCoupons: 'get_coupons',
  getCoupon: 'get_coupon',
  listCouponsForUser: 'get_user_coupons',
  createCoupon: 'create_coupon',
  updateCoupon: 'update_coupon',
  bulkUpdateCoupons: 'update_coupons',
  deleteCoupon: 'delete_coupon',
  listCreators: 'get_creators',
  getCreator: 'get_creator',
  listCreatorCountries: 'get_creator_countries',
  listCreatorSocialAccounts: 'get_creator_social_accounts',
  createCreator: 'create_creator',
  updateCreator: 'update_creator',
  updateCreatorTerms: 'update_creator_terms',
  deleteCreator: 'delete_creator',
  listDailyRewards: 'get_daily_rewards',
  getDailyReward: 'get_daily_reward',
  createDailyReward: 'create_daily_reward',
  updateDailyReward: 'update_daily_reward',
  deleteDailyReward: 'delete_daily_reward',
  copyDailyReward: 'copy_daily_reward',
  listItemCategories: 'get_item_categories',
  getItemCategory: 'get_item_category',
  createItemCategory: 'create_item_category',
  updateItemCategory: 'update_item_category',
  bulkUpdateItemCategories: 'update_item_categories',
  deleteItemCategory: 'delete_item_category',
  bulkDeleteItemCategories: 'delete_item_categories',
  createGdprDataRemovalRequest: 'create_gdpr_data_removal_request',
  listPayments: 'get_payments',
  listDisputes: 'get_disputes',
  createOrder: 'create_order',
  authorizeUser: 'authorize_user',
  rejectUserAuthorization: 'reject_user_authorization',
  submitEvent: 'submit_event',
  createWebhook: 'create_webhook',
};

/** Our document in the provider's style, plus the provider's duplicate operationId. */
function providerStyle(): Json {
  const document = structuredClone(ours);
  for (const item of Object.values<Json>(document.paths)) {
    for (const operation of Object.values<Json>(item)) {
      if (operation?.operationId)
        operation.operationId = PROVIDER_STYLE[operation.operationId] ?? operation.operationId;
    }
  }
  const issue = () => ({
    post: { tags: ['Loyalty'], operationId: 'issue_loyalty_points', responses: { '204': { description: 'Issued.' } } },
  });
  document.paths['/v1/loyalty/points'] = issue();
  document.paths['/v1/loyalty/points/bulk'] = issue();
  return document;
}

/** The names generation refuses: each bulk edit takes the verb of the edit of one item. */
const CLASHES = [
  'paths./v1/achievements/{achievement_id}.put: achievements.update is also the name of PATCH /v1/achievements; give one of them x-sdk-method',
  'paths./v1/coupons/{coupon_id}.put: coupons.update is also the name of PATCH /v1/coupons; give one of them x-sdk-method',
  'paths./v1/item_categories/{item_category_id}.delete: itemCategories.delete is also the name of DELETE /v1/item_categories; give one of them x-sdk-method',
  'paths./v1/item_categories/{item_category_id}.put: itemCategories.update is also the name of PATCH /v1/item_categories; give one of them x-sdk-method',
];
/** Our name -> the rule's name on the provider's operationIds, where they differ. */
const DIFFERING = [
  'PATCH /v1/achievements: achievements.bulkUpdate -> achievements.update',
  'PATCH /v1/coupons: coupons.bulkUpdate -> coupons.update',
  'GET /v1/coupons/user/{user_id}: coupons.listForUser -> coupons.getUser',
  'DELETE /v1/item_categories: itemCategories.bulkDelete -> itemCategories.delete',
  'PATCH /v1/item_categories: itemCategories.bulkUpdate -> itemCategories.update',
];

/** The provider-style document with its duplicate operationId renamed, as a maintainer would. */
function withoutTheDuplicate(): Json {
  const document = providerStyle();
  document.paths['/v1/loyalty/points/bulk'].post.operationId = 'issue_loyalty_points_in_bulk';
  return document;
}

describe("the provider's naming style, on our 43 operations", () => {
  it('is refused for the duplicate operationId, and for each bulk edit named like the edit of one item', () => {
    expect(findDefects(providerStyle())).toContainEqual({
      location: 'paths./v1/loyalty/points/bulk.post',
      message: 'duplicate operationId issue_loyalty_points (also paths./v1/loyalty/points.post)',
    });
    const named = nameOperationsWithProblems(withoutTheDuplicate());
    expect(named.problems.map((p) => `${p.location}: ${p.message}`).sort()).toEqual(CLASHES);
    expect(findDefects(withoutTheDuplicate())).toEqual(named.problems);
  });

  it('keeps our method name for the rest; get_user_coupons says get, not list, on an item path', () => {
    const byPlace = (document: Json) =>
      new Map(nameOperations(document).map((o) => [`${o.httpMethod} ${o.path}`, `${o.group}.${o.method}`]));
    const mine = byPlace(ours);
    const theirs = byPlace(withoutTheDuplicate());
    const differing = [...mine].filter(([place, name]) => theirs.get(place) !== name);
    expect(mine.size).toBe(43);
    // GET /v1/coupons/user/{user_id} ends in a path parameter, so by the rule it reads one thing, and the
    // id's words left after the noun are [get, user]: coupons.getUser. Only x-sdk-method can say listForUser.
    // Each bulk edit takes its item's verb (the refused clashes above); x-sdk-method names it bulk*.
    expect(differing.map(([place, name]) => `${place}: ${name} -> ${theirs.get(place)}`)).toEqual(DIFFERING);
  });
});
