/**
 * The catalogue operations beyond create/read/update/delete (spec §4), answered from state:
 *
 * - unlockAchievement: records the unlock (the body, with the emulator time) under the achievement
 *   type and answers 204. Neither document says whether an unknown type is an error, so it never
 *   answers 404.
 * - listCouponsForUser: the player's coupons from the `userCoupons` seed section (`user_id` → list
 *   of UserCouponRead records); a player without any gets an empty page.
 * - listCreatorCountries: the distinct countries of the creators' terms that fit `^[A-Z]{2}$`,
 *   sorted.
 * - listCreatorSocialAccounts: from the `creatorSocialAccounts` seed section (`creator_id` → list of
 *   CreatorSocialAccountRead records); 404 for an unknown creator.
 * - updateCreatorTerms: creator-terms.ts; 404 for an unknown creator.
 * - copyDailyReward: a new program with the original's fields and a fresh id (201).
 * - bulkDeleteItemCategories: deletes the categories the body's `{ id }` entries name that exist
 *   (an unknown id deletes nothing and is no error: neither document says otherwise), 204.
 * - createGdprDataRemovalRequest: stores the request with an id and answers it (202; the answer's
 *   body is open in both documents).
 */
import type { EmulatorContext } from '../context.js';
import { empty, json } from '../http/responses.js';
import { Collection } from '../state/collection.js';
import { KeyedPart, listOfObjects } from '../state/keyed-part.js';
import { definePart } from '../state/part.js';
import { type CatalogueResource, existing, viewOf } from './catalogue.js';
import { CATALOGUE, creatorsPart, dailyRewardsPart, itemCategoriesPart } from './catalogue-resources.js';
import { creatorTermsPart, termsOf, updateTerms } from './creator-terms.js';
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
export { creatorTermsPart };
export const gdprRequestsPart = definePart(
  'gdprRequests',
  (environment) => new Collection(environment, { idKind: 'gdprRequest' }),
);

const resource = (part: CatalogueResource['part']) => CATALOGUE.find((r) => r.part === part) as CatalogueResource;

export function installCatalogueExtras(context: EmulatorContext): void {
  const { handlers, state, ids } = context;
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
    const unlock = { ...(call.body as Fields), unlocked_at: new Date(call.tenant.clock.now()).toISOString() };
    unlocks.set(type, [...(unlocks.get(type) ?? []), unlock]);
    return empty(204);
  });
  handlers.set('listCouponsForUser', (call) =>
    json(200, page(call.tenant.part(userCouponsPart).get(String(call.path.user_id)) ?? [], call.query)),
  );
  handlers.set('listCreatorCountries', (call) => {
    const countries = new Set<string>();
    for (const creator of call.tenant.part(creatorsPart).values()) {
      const country = termsOf(call.tenant, creator.id as string)?.country;
      if (typeof country === 'string' && /^[A-Z]{2}$/.test(country)) countries.add(country);
    }
    return json(200, [...countries].sort());
  });
  handlers.set('listCreatorSocialAccounts', (call) => {
    existing(creators, call);
    return json(200, call.tenant.part(creatorSocialAccountsPart).get(String(call.path.creator_id)) ?? []);
  });
  handlers.set('updateCreatorTerms', (call) => {
    const creatorId = existing(creators, call).id as string;
    const now = { seconds: Math.floor(call.tenant.clock.now() / 1000), ids };
    return json(200, updateTerms(call.tenant, creatorId, call.body as Fields, now));
  });
  handlers.set('copyDailyReward', (call) => {
    const programs = resource(dailyRewardsPart);
    const original = existing(programs, call);
    const rewards = call.tenant.part(dailyRewardsPart);
    return json(201, viewOf(programs, rewards.insert(recordOf(rewards.newId(), original)), call, context));
  });
  handlers.set('bulkDeleteItemCategories', (call) => {
    const categories = call.tenant.part(itemCategoriesPart);
    for (const { id } of call.body as { id: string }[]) categories.delete(id);
    return empty(204);
  });
  handlers.set('createGdprDataRemovalRequest', (call) => {
    const requests = call.tenant.part(gdprRequestsPart);
    return json(202, requests.insert(recordOf(requests.newId(), call.body)));
  });
}
