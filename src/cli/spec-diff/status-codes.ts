/**
 * Response status codes matched by HTTP meaning, not by spelling (OpenAPI 3.1 §4.8.16: a range
 * such as `2XX` covers every code of its class; an explicit code takes precedence over a range).
 * `2XX` before and `201` after describe the same success, so the bodies under them are compared
 * instead of reporting one answer removed and another added. Our webhooks answer `2XX` and `5XX`.
 * A `default` response is not matched here: compare-operation.ts refuses it.
 */

export interface StatusMatch {
  /** [old, new] keys whose answers are compared. */
  pairs: Array<readonly [string, string]>;
  /** Old keys nothing in the new document answers for. */
  removed: string[];
  /** New keys that match no old key. */
  added: string[];
}

const SPECIFIC = /^[1-5]\d\d$/;
const RANGE = /^[1-5]XX$/;

export function isRange(status: string): boolean {
  return RANGE.test(status);
}

/** The success class: what a client's typed `data` is built from. */
export function isSuccess(status: string): boolean {
  return status.startsWith('2');
}

function counterparts(status: string, after: readonly string[]): string[] {
  if (after.includes(status)) return [status];
  if (SPECIFIC.test(status) && after.includes(`${status[0]}XX`)) return [`${status[0]}XX`];
  if (RANGE.test(status)) {
    const inClass = after.filter((code) => SPECIFIC.test(code) && code[0] === status[0]);
    if (inClass.length > 0) return inClass;
  }
  return [];
}

/** Match the keys of two `responses` objects, in the order they are given. */
export function matchStatuses(before: readonly string[], after: readonly string[]): StatusMatch {
  const pairs: Array<readonly [string, string]> = [];
  const removed: string[] = [];
  for (const status of before) {
    const found = counterparts(status, after);
    if (found.length === 0) removed.push(status);
    for (const code of found) pairs.push([status, code]);
  }
  const matched = new Set(pairs.map(([, code]) => code));
  const added = after.filter((code) => !matched.has(code) && !before.includes(code));
  return { pairs, removed, added };
}
