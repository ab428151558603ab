/**
 * Async iteration over limit/offset lists (spec §4: `limit` = objects returned, default 10;
 * `offset` = objects skipped). A page shorter than `pageSize` is the last one.
 *
 * Honest limits, because the spec leaves them open:
 * - The maximum `limit` is not shown (§8). If the service caps it below `pageSize`, the first
 *   page comes back short and iteration stops early; the default `pageSize` is the service's own
 *   default of 10, which is always accepted.
 * - GET /v1/creators answers with a wrapper (its items under `data` in the provider's document;
 *   the spec does not show the keys, §2), and the disputes listing has no documented shape. A page
 *   that is an array is used as is; an object with exactly one array-valued key is taken to hold
 *   the items; anything else throws and asks for `select`, rather than guess.
 * - Offsets shift if records are added or removed while walking. Payments and disputes are walked
 *   in `order_by` order over [start_at, end_at] (§4 rules 1 and 4); a window that has already
 *   closed gives a stable walk.
 */
import { GameCommerceError } from '../errors/game-commerce-error.js';

export type FetchPage = (limit: number, offset: number) => Promise<unknown>;

export function checkPageSize(pageSize: unknown, label: string): number {
  if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1) {
    throw new GameCommerceError(`${label}: pageSize must be a positive integer`);
  }
  return pageSize;
}

/** The items of one page, or a clear error when they cannot be found without guessing. */
export function itemsOf(page: unknown, label: string): readonly unknown[] {
  if (Array.isArray(page)) return page;
  if (typeof page === 'object' && page !== null) {
    const arrays = Object.values(page).filter((value) => Array.isArray(value));
    if (arrays.length === 1) return arrays[0] as unknown[];
  }
  if (page === undefined || page === null) return [];
  throw new GameCommerceError(
    `${label}: cannot tell which key of the page holds the items (the spec does not show this ` +
      'response shape); pass { select: (page) => page.<key> } in the options',
  );
}

/** Checks happen on the first `next()`, so every problem surfaces where the loop runs. */
export async function* paginate<Item>(
  fetchPage: FetchPage,
  requestedPageSize: unknown,
  select: ((page: unknown) => readonly Item[]) | undefined,
  label: string,
): AsyncGenerator<Item, void, undefined> {
  const pageSize = checkPageSize(requestedPageSize, label);
  for (let offset = 0; ; ) {
    const page = await fetchPage(pageSize, offset);
    const items = (select === undefined ? itemsOf(page, label) : select(page)) as readonly Item[];
    if (!Array.isArray(items)) throw new GameCommerceError(`${label}: select must return an array of items`);
    yield* items;
    if (items.length < pageSize) return;
    offset += items.length;
  }
}
