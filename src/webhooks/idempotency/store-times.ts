import { WebhookError } from '../webhook-error.js';

/** How long a store remembers: the options every idempotency store shares. */
export interface StoreTimesOptions {
  /**
   * How long a processed event is remembered, in seconds. The spec does not give retry timing
   * (spec §6 Event kinds), so a day is kept: an order itself lives 24 hours (spec §8).
   * @default 86400
   */
  ttlSeconds?: number;
  /**
   * How long an in-flight claim holds, in seconds, before a crashed or hung handler's event can be
   * claimed again. Must exceed the slowest handler.
   * @default 120
   */
  leaseSeconds?: number;
}

/** The TTL and lease in whole milliseconds (Redis PX and SQL intervals take integers). */
export function storeTimes(options: StoreTimesOptions): { ttlMs: number; leaseMs: number } {
  return {
    ttlMs: Math.ceil(positiveOption(options.ttlSeconds ?? 86_400, 'ttlSeconds') * 1000),
    leaseMs: Math.ceil(positiveOption(options.leaseSeconds ?? 120, 'leaseSeconds') * 1000),
  };
}

export function positiveOption(value: number, name: string): number {
  if (!(typeof value === 'number' && value > 0 && Number.isFinite(value))) {
    throw new WebhookError('invalid_options', `${name}: expected a positive number`);
  }
  return value;
}
