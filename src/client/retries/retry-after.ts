/**
 * Retry, part 3 of 3: read `Retry-After` (RFC 9110 §10.2.3), either delay-seconds or an HTTP
 * date. The spec does not promise the header (§8 only says excess requests get 429), so it is
 * honoured when present and backoff applies when it is not.
 *
 * @returns whole milliseconds to wait (never negative; `Infinity` for a number of seconds too large
 *   for a double, which is longer than any wait a client allows), or `undefined` when absent or
 *   unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    // A number too large for a double (`9` x 400) is still a number of seconds: longer than any cap,
    // so the answer is handed back at once instead of backing off as if no header had come.
    return Math.round(Number(text) * 1000);
  }
  // An HTTP date always names a weekday or month; requiring a letter keeps stray numbers out.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
