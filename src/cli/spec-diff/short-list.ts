/**
 * Lists that stay readable: a long enum or a component used by 60 operations is shown as its first
 * few entries and a count, so no report line runs to a thousand characters.
 */

/** `a, b, c and 7 more`; the whole list when it has at most `limit` entries. */
export function shortList(items: readonly string[], limit: number): string {
  if (items.length <= limit) return items.join(', ');
  return `${items.slice(0, limit).join(', ')} and ${items.length - limit} more`;
}
