/**
 * Stored records (achievements, coupons, creators, daily rewards, item categories, GDPR requests,
 * webhook registrations, custom events): what the game sent, plus `id`, the emulator's id for it
 * (any `id` the game sent is replaced, as the service assigns ids). A PUT or a bulk PATCH entry
 * merges into the record (catalogue.ts). What the service adds when answering (defaults, derived
 * fields) is each resource's view (catalogue-resources.ts), computed when read.
 */
import type { StoredRecord } from '../state/collection.js';

/** `{ id, ...body }`: the body's fields with the id first; a body that is not an object adds nothing. */
export function recordOf(id: string, body: unknown, idKey = 'id'): StoredRecord {
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as StoredRecord) } : {};
  delete fields[idKey];
  return { [idKey]: id, ...fields };
}
