/**
 * The catalogue operations beyond create/read/update/delete (spec §4), answered from state:
 *
 * - unlockAchievement: records the unlock (the body, with the emulator time) under the achievement
 *   type and answers 204. The spec shows no achievement fields, so it cannot tell which achievement
 *   a type names; it never answers 404.
 * - listCouponsForUser: the player's coupons from the `userCoupons` seed section (`user_id` → list);
 *   a player without any gets an empty page.
 * - listCreatorCountries: the distinct `country` values of the creators that fit `^[A-Z]{2}$`.
 * - listCreatorSocialAccounts: from the `creatorSocialAccounts` seed section (`creator_id` → list);
 *   404 for an unknown creator.
 * - updateCreatorTerms: merges the body into the creator's terms (`creatorTerms`, `creator_id` →
 *   fields) and answers them with `creator_id`; 404 for an unknown creator.
 * - copyDailyReward: a new daily reward with the original's fields and a fresh id (201).
 * - bulkDeleteItemCategories: the body's shape is not shown (§4); the emulator reads an array of ids
 *   or an object's `ids` array (the document's illustrative example) and deletes those that exist,
 *   answering 204; any other body deletes nothing.
 * - createGdprDataRemovalRequest: stores the request with an id and answers it (202).
 */
import type { EmulatorContext } from '../context.js';
import { empty, json } from '../http/responses.js';
import { Collection } from '../state/collection.js';
import { KeyedPart, listOfObjects, oneObject } from '../state/keyed-part.js';
import { definePart } from '../state/part.js';
import { type CatalogueResource, existing } from './catalogue.js';
import { CATALOGUE, creatorsPart, dailyRewardsPart, itemCategoriesPart } from './catalogue-resources.js';
import { page } from './listing.js';
import { recordOf } from './records.js';

type Fields = Record<string, unknown>;

export const achievementUnlocksPart = definePart(
  'achievementUnlocks',
  (environment) => new KeyedPart<Fields[]>(environment, listOfObjects),
);
export const userCouponsPart = definePart(
  'userCoupons',
  (environment) => new KeyedPart<Fields[]>(environment, listOfObjects),
  { seedable: true },
);
export const creatorSocialAccountsPart = definePart(
  'creatorSocialAccounts',
  (environment) => new KeyedPart<Fields[]>(environment, listOfObjects),
  { seedable: true },
);
export const creatorTermsPart = definePart(
  'creatorTerms',
  (environment) => new KeyedPart<Fields>(environment, oneObject),
  { seedable: true },
);
export const gdprRequestsPart = definePart(
  'gdprRequests',
  (environment) => new Collection(environment, { idKind: 'gdprRequest' }),
);

const resource = (part: CatalogueResource['part']) => CATALOGUE.find((r) => r.part === part) as CatalogueResource;

/** Ids a bulk delete body names: an array of ids, or an object's `ids` array. */
function idsIn(body: unknown): string[] {
  const list = Array.isArray(body) ? body : (body as { ids?: unknown } | undefined)?.ids;
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
}

export function installCatalogueExtras(context: EmulatorContext): void {
  const { handlers, state, clock } = context;
  for (const part of [
    achievementUnlocksPart,
    userCouponsPart,
    creatorSocialAccountsPart,
    creatorTermsPart,
    gdprRequestsPart,
  ]) {
    state.define(part);
  }
  const creators = resource(creatorsPart);

  handlers.set('unlockAchievement', (call) => {
    const unlocks = call.tenant.part(achievementUnlocksPart);
    const type = String(call.path.achievement_type);
    const unlock = { ...(call.body as Fields), unlocked_at: new Date(clock.now()).toISOString() };
    unlocks.set(type, [...(unlocks.get(type) ?? []), unlock]);
    return empty(204);
  });
  handlers.set('listCouponsForUser', (call) =>
    json(200, page(call.tenant.part(userCouponsPart).get(String(call.path.user_id)) ?? [], call.query)),
  );
  handlers.set('listCreatorCountries', (call) => {
    const countries = new Set<string>();
    for (const creator of call.tenant.part(creatorsPart).values()) {
      if (typeof creator.country === 'string' && /^[A-Z]{2}$/.test(creator.country)) countries.add(creator.country);
    }
    return json(200, [...countries].sort());
  });
  handlers.set('listCreatorSocialAccounts', (call) => {
    existing(creators, call);
    return json(200, call.tenant.part(creatorSocialAccountsPart).get(String(call.path.creator_id)) ?? []);
  });
  handlers.set('updateCreatorTerms', (call) => {
    const creatorId = existing(creators, call).id as string;
    const terms = call.tenant.part(creatorTermsPart);
    const merged = { ...terms.get(creatorId), ...(call.body as Fields) };
    delete merged.creator_id;
    terms.set(creatorId, merged);
    return json(200, { creator_id: creatorId, ...merged });
  });
  handlers.set('copyDailyReward', (call) => {
    const original = existing(resource(dailyRewardsPart), call);
    const rewards = call.tenant.part(dailyRewardsPart);
    return json(201, rewards.insert(recordOf(rewards.newId(), original)));
  });
  handlers.set('bulkDeleteItemCategories', (call) => {
    const categories = call.tenant.part(itemCategoriesPart);
    for (const id of idsIn(call.body)) categories.delete(id);
    return empty(204);
  });
  handlers.set('createGdprDataRemovalRequest', (call) => {
    const requests = call.tenant.part(gdprRequestsPart);
    return json(202, requests.insert(recordOf(requests.newId(), call.body)));
  });
}
