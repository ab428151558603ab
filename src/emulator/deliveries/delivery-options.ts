/**
 * How the emulator delivers webhooks. The spec does not show the real retry counts, retry timing or
 * delivery time-outs (§6: "not shown"), so these are the emulator's own documented defaults, chosen
 * so that a local test sees a redelivery within a second and a stuck handler within ten.
 */
export interface DeliveryOptions {
  /**
   * Wait before each redelivery of an event the game did not answer 2xx (a non-2xx, a time-out or a
   * connection error), on the emulator clock; one entry per retry, so the default makes at most six
   * attempts over about 12.6 minutes. No jitter: a local emulator should be reproducible.
   * @default [1000, 5000, 30000, 120000, 600000]
   */
  retryDelaysMs?: readonly number[];
  /**
   * How long one attempt waits for the game's answer, on the emulator clock, before it counts as a
   * time-out (then retried like a non-2xx).
   * @default 10000
   */
  deliveryTimeoutMs?: number;
  /**
   * How long a daily_reward.get request waits before the static items apply (§6 rule 3: slow answers
   * lead to the static fallback). Not retried.
   * @default 3000
   */
  dailyRewardTimeoutMs?: number;
  /**
   * Extra copies of every delivery, sent right after the game's 2xx with the very same signed bytes,
   * to prove the game grants once (§6: "use idempotency_key to ignore duplicates").
   * @default 0
   */
  duplicateDeliveries?: number;
}

export type ResolvedDeliveryOptions = Required<DeliveryOptions>;

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = Object.freeze([1000, 5000, 30_000, 120_000, 600_000]);

/** Applies the defaults and refuses values that would make delivery meaningless. */
export function resolveDeliveryOptions(options: DeliveryOptions = {}): ResolvedDeliveryOptions {
  const resolved = {
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    deliveryTimeoutMs: options.deliveryTimeoutMs ?? 10_000,
    dailyRewardTimeoutMs: options.dailyRewardTimeoutMs ?? 3000,
    duplicateDeliveries: options.duplicateDeliveries ?? 0,
  };
  if (!resolved.retryDelaysMs.every((ms) => Number.isFinite(ms) && ms >= 0)) {
    throw new TypeError('retryDelaysMs: expected an array of delays in milliseconds, each >= 0');
  }
  for (const key of ['deliveryTimeoutMs', 'dailyRewardTimeoutMs'] as const) {
    if (!(Number.isFinite(resolved[key]) && resolved[key] > 0)) throw new TypeError(`${key}: expected a number > 0`);
  }
  if (!(Number.isSafeInteger(resolved.duplicateDeliveries) && resolved.duplicateDeliveries >= 0)) {
    throw new TypeError('duplicateDeliveries: expected an integer >= 0');
  }
  return resolved;
}
