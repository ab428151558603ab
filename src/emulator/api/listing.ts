/**
 * Paging and filtering of list operations.
 *
 * Paging (spec §4): `limit` objects, default 10, after skipping `offset`, default 0, in creation
 * order. The spec shows no maximum and no lower bound: a `limit` of 0 or less gives an empty page
 * and a negative `offset` counts as 0.
 *
 * Filters: the spec shows no record fields (§2), so a filter parameter matches the record field of
 * the same name, by equality of its text (`?country=DE` keeps records whose `country` is `"DE"`,
 * and drops records without one), and `q` keeps records with any top-level text field containing
 * it, ignoring case. That is the emulator's reading, not the service's contract.
 */
import type { StoredRecord } from '../state/collection.js';

/** Default page size (spec §4, §8). */
export const DEFAULT_LIMIT = 10;

export function page<T>(records: Iterable<T>, query: Readonly<Record<string, unknown>>): T[] {
  const limit = typeof query.limit === 'number' ? query.limit : DEFAULT_LIMIT;
  const offset = typeof query.offset === 'number' ? Math.max(0, query.offset) : 0;
  if (limit <= 0) return [];
  const out: T[] = [];
  let index = 0;
  for (const record of records) {
    if (index++ < offset) continue;
    out.push(record);
    if (out.length === limit) break;
  }
  return out;
}

/** Records passing the filter parameters named in `fields` (and `q`) that the query carries. */
export function* filtered<T extends StoredRecord>(
  records: Iterable<T>,
  query: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Generator<T> {
  const active = fields.filter((field) => query[field] !== undefined);
  const text = typeof query.q === 'string' && query.q !== '' ? query.q.toLowerCase() : undefined;
  for (const record of records) {
    if (!active.every((field) => record[field] !== undefined && String(record[field]) === String(query[field])))
      continue;
    if (
      text !== undefined &&
      !Object.values(record).some((v) => typeof v === 'string' && v.toLowerCase().includes(text))
    ) {
      continue;
    }
    yield record;
  }
}
