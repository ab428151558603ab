/**
 * A creator's terms (spec §2 CreatorTermsRead, §4 PATCH /v1/creators/{creator_id}/terms), kept in the
 * seedable `creatorTerms` part (`creator_id` → terms) and shown in the creator record's `terms`.
 *
 * The terms update body is shown in neither document (the provider's has no terms operation), so
 * the emulator merges whatever fields the game sends into the stored terms; the answer is those
 * plus what CreatorTermsRead requires: an `id` (`trm_...`) and `accepted_at` (Unix seconds, the
 * emulator time of the first update unless the game sent one).
 */
import type { IdFactory } from '../state/ids.js';
import { KeyedPart, oneObject } from '../state/keyed-part.js';
import { definePart } from '../state/part.js';
import type { Tenant } from '../state/tenant.js';

type Fields = Record<string, unknown>;

export const creatorTermsPart = definePart(
  'creatorTerms',
  (environment) => new KeyedPart<Fields>(environment, oneObject),
  { seedable: true },
);

/** The creator's terms, or undefined when none were set. */
export function termsOf(tenant: Tenant, creatorId: string): Fields | undefined {
  return tenant.part(creatorTermsPart).get(creatorId);
}

/** Merges `fields` into the creator's terms and returns the terms as answered (§2 CreatorTermsRead). */
export function updateTerms(
  tenant: Tenant,
  creatorId: string,
  fields: Fields,
  now: { seconds: number; ids: IdFactory },
): Fields {
  const part = tenant.part(creatorTermsPart);
  const previous = part.get(creatorId) ?? {};
  const terms: Fields = { ...previous, ...fields };
  terms.id = typeof previous.id === 'string' ? previous.id : now.ids.next('creatorTerms');
  if (typeof terms.accepted_at !== 'number') terms.accepted_at = now.seconds;
  part.set(creatorId, terms);
  return terms;
}
