/**
 * The time-window listings (spec §4 Payments and disputes listings):
 *
 * 1. the field named by `order_by` is both the timestamp `start_at`/`end_at` filter on and the
 *    field records are sorted by;
 * 3. on disputes, `order_by` defaults to `created_at`;
 * 4. `limit`/`offset` page through the window in `order_by` order.
 *
 * What neither document shows, the emulator decides: the sort is ascending (oldest first); the
 * window includes `start_at` and excludes `end_at`; records without the `order_by` field are left
 * out of a window and sorted last. On payments the bounds and the record times are Unix seconds
 * (integers, the provider's document); on disputes, whose types neither document shows, a bound may
 * be an ISO 8601 date-time or a Unix time in seconds (10 digits or fewer) or milliseconds, and
 * anything else is 422 naming the parameter. On payments `order_by` has no default (§9): without it
 * the window parameters cannot say which field they filter, so they are ignored and records come in
 * creation order.
 */
import { HttpError } from '../http/responses.js';
import type { StoredRecord } from '../state/collection.js';
import { page } from './listing.js';

/** How bounds and record times read: Unix seconds only, or any of the forms above (in ms). */
export type TimeUnit = 'seconds' | 'any';

/** A window bound in the unit's scale, or a 422 naming the parameter. */
function bound(query: Readonly<Record<string, unknown>>, name: 'start_at' | 'end_at', unit: TimeUnit) {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (unit === 'seconds') return raw as number; // validated as an integer before the handler runs
  const value = String(raw);
  const time = /^\d+$/.test(value) ? (value.length <= 10 ? Number(value) * 1000 : Number(value)) : Date.parse(value);
  if (Number.isNaN(time)) {
    throw HttpError.validation([
      {
        loc: ['query', name],
        msg: 'Input should be an ISO 8601 date-time or a Unix time in seconds or milliseconds',
        type: 'datetime_parsing',
      },
    ]);
  }
  return time;
}

const timeOf = (record: StoredRecord, field: string): number => {
  const value = record[field];
  return typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : Number.NaN;
};

/** One page of `records` (in creation order) for the listing's query; `orderBy` already defaulted. */
export function timeWindowPage<T extends StoredRecord>(
  records: Iterable<T>,
  query: Readonly<Record<string, unknown>>,
  orderBy: string | undefined,
  unit: TimeUnit,
): T[] {
  const start = bound(query, 'start_at', unit);
  const end = bound(query, 'end_at', unit);
  if (orderBy === undefined) return page(records, query);
  const unbounded = start === undefined && end === undefined;
  const keyed = [...records].map((record) => ({ record, time: timeOf(record, orderBy) }));
  const inWindow = keyed.filter(
    ({ time }) =>
      unbounded || (!Number.isNaN(time) && (start === undefined || time >= start) && (end === undefined || time < end)),
  );
  // Array sort is stable: records with the same time keep creation order.
  inWindow.sort((a, b) => (Number.isNaN(a.time) ? 1 : Number.isNaN(b.time) ? -1 : a.time - b.time));
  return page(
    inWindow.map(({ record }) => record),
    query,
  );
}
