/**
 * Paging and filtering of list operations.
 *
 * Paging (spec §4): `limit` objects, default 10, after skipping `offset`, default 0, in creation
 * order. Neither document shows a maximum or a lower bound: a `limit` of 0 or less gives an empty
 * page and a negative `offset` counts as 0.
 *
 * Filters: each list names its filter parameters and how one matches a record (`Filters`); the
 * parameters arrive already read as their documented types. `q` keeps records with any top-level
 * text field containing it, ignoring case. The documents name the filters but not how the service
 * matches them, so this is the emulator's reading, not the service's contract.
 */
import type { StoredRecord } from '../state/collection.js';

/** Default page size (spec §4, §8). */
export const DEFAULT_LIMIT = 10;

/** Filter parameter → whether a record matches the value sent for it. */
export type Filters = Readonly<Record<string, (record: StoredRecord, value: unknown) => boolean>>;

/** Matches the record field of the same name, by equality of its text (`?type=bonus`). */
export const sameField =
  (field: string) =>
  (record: StoredRecord, value: unknown): boolean =>
    record[field] !== undefined && String(record[field]) === String(value);

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

/** Records passing every filter (and `q`) that the query carries. */
export function* filtered<T extends StoredRecord>(
  records: Iterable<T>,
  query: Readonly<Record<string, unknown>>,
  filters: Filters,
): Generator<T> {
  const active = Object.entries(filters).filter(([name]) => query[name] !== undefined);
  const text = typeof query.q === 'string' && query.q !== '' ? query.q.toLowerCase() : undefined;
  for (const record of records) {
    if (!active.every(([name, matches]) => matches(record, query[name]))) continue;
    if (
      text !== undefined &&
      !Object.values(record).some((v) => typeof v === 'string' && v.toLowerCase().includes(text))
    ) {
      continue;
    }
    yield record;
  }
}
