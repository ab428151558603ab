/**
 * How deep JSON may nest. The spec states no limit; the emulator's code (validation, snapshots,
 * `--export`) walks values recursively and ran out of stack at a few thousand levels, so a body
 * deeper than `MAX_BODY_DEPTH` is refused with 400 before anything reads it, and state never holds
 * a value a snapshot cannot write. 64 levels is far beyond any body of the document (and the
 * default of System.Text.Json); a seed may nest `SEED_DEPTH_ALLOWANCE` levels more, because a
 * snapshot wraps every record in its own objects (tenants, parts, lists).
 */

/** Levels of objects and arrays a request body may nest: `{"a":[1]}` is 2. */
export const MAX_BODY_DEPTH = 64;

/** The levels a snapshot adds above a record (`tenants.<id>.parts.<part>.<key>[i]`), with room to spare. */
export const SEED_DEPTH_ALLOWANCE = 16;

/** Whether `value` nests objects and arrays deeper than `limit`; iterative, so any depth is measured safely. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: { node: object; depth: number }[] = [];
  if (value !== null && typeof value === 'object') pending.push({ node: value, depth: 1 });
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.depth > limit) return true;
    for (const child of Object.values(next.node)) {
      if (child !== null && typeof child === 'object') pending.push({ node: child, depth: next.depth + 1 });
    }
  }
  return false;
}
