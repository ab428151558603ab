/**
 * How schema edits are worded in the report: types as `integer|null`, absent values as `none`, long
 * enum lists shortened with a count, and whether a keyword was added, removed or changed.
 */
import { valueKey } from './schema-keywords.js';
import { shortList } from './short-list.js';

/** Enum values shown in one message; the rest are counted. */
const VALUES_SHOWN = 12;

/** `integer|string`; `nothing` for the empty set (a `false` schema); `any` when unrestricted. */
export function describeTypes(types: ReadonlySet<string> | undefined): string {
  return types ? [...types].sort().join('|') || 'nothing' : 'any';
}

export function describeValue(value: unknown): string {
  return value === undefined ? 'none' : valueKey(value);
}

/** `"a", "b", "c" and 9 more`. */
export function formatValues(values: readonly unknown[]): string {
  return shortList(values.map(valueKey), VALUES_SHOWN);
}

export function verb(was: unknown, now: unknown): string {
  if (was === undefined) return 'added';
  return now === undefined ? 'removed' : 'changed';
}
