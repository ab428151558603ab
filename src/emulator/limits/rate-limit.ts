/**
 * The request rate limit (spec §8: 1,000 requests per minute for each game; excess requests get
 * 429). Each tenant (one key, one game) has a window of one minute of emulator time that starts at
 * its first request; requests past the limit in that window are refused with 429 and a
 * `Retry-After` giving the whole seconds until the window ends. The spec states no `Retry-After`;
 * the emulator sends one because it knows the answer, and the client honours it. Refused requests
 * do not count.
 */
const WINDOW_MS = 60_000;

export interface RateLimiter {
  /** Undefined when allowed (and counted); otherwise the seconds to wait. */
  take(tenantId: string): number | undefined;
  /** Forgets every window (reset). */
  clear(): void;
}

export function createRateLimiter(requestsPerMinute: number | false, now: () => number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(tenantId) {
      if (requestsPerMinute === false) return undefined;
      const at = now();
      let window = windows.get(tenantId);
      if (window === undefined || at - window.start >= WINDOW_MS) {
        window = { start: at, count: 0 };
        windows.set(tenantId, window);
      }
      if (window.count >= requestsPerMinute) return Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000));
      window.count++;
      return undefined;
    },
    clear: () => windows.clear(),
  };
}
