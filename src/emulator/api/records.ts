/**
 * Records whose fields the spec does not show (achievements, coupons, creators, daily rewards, item
 * categories, GDPR requests, webhook registrations, custom events; §2): the emulator invents no
 * field. A record is what the game sent, plus `id`, the emulator's id for it (any `id` the game
 * sent is replaced, as the service assigns ids). PUT replaces a record's fields; a bulk PATCH entry
 * names its record by `id` and merges into it (catalogue.ts).
 */
import type { StoredRecord } from '../state/collection.js';

/** `{ id, ...body }`: the body's fields with the id first; a body that is not an object adds nothing. */
export function recordOf(id: string, body: unknown, idKey = 'id'): StoredRecord {
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as StoredRecord) } : {};
  delete fields[idKey];
  return { [idKey]: id, ...fields };
}
