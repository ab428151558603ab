import { WebhookError } from './webhook-error.js';

/**
 * Default replay window: a delivery whose timestamp is more than 300 seconds before or after the
 * receiver's clock is refused. Symmetric, so a sender clock running ahead is treated like one
 * running behind. Retries are re-signed with a fresh timestamp (spec §6 Envelope: event_time "can
 * differ across duplicate deliveries"), so a retry hours later still passes.
 */
export const DEFAULT_TOLERANCE_SECONDS = 300;

// Whole or fractional numbers only: no sign, exponent, spaces or hex that Number() would accept.
const TIMESTAMP = /^\d{1,16}(?:\.\d{1,9})?$/;
// 1e11 seconds is the year 5138, so anything larger is taken to be milliseconds.
const MILLISECONDS_THRESHOLD = 1e11;

/**
 * Reads the timestamp header as Unix time. The spec does not give the unit (spec §6 Delivery
 * headers: "timestamp used in the signed string"), so seconds and milliseconds are both accepted.
 */
export function parseTimestampSeconds(value: string): number {
  if (!TIMESTAMP.test(value)) {
    throw new WebhookError(
      'bad_timestamp',
      'The signature timestamp header is not a Unix time in seconds or milliseconds',
    );
  }
  const number = Number(value);
  return number >= MILLISECONDS_THRESHOLD ? number / 1000 : number;
}

/** Throws `timestamp_outside_window` when |timestamp - now| exceeds the tolerance. */
export function assertWithinWindow(timestampSeconds: number, nowMs: number, toleranceSeconds: number): void {
  const skew = timestampSeconds - nowMs / 1000;
  if (Math.abs(skew) <= toleranceSeconds) return;
  // Rounded away from zero so the reported skew is never inside the window it failed.
  const skewSeconds = Math.sign(skew) * Math.ceil(Math.abs(skew));
  const direction = skew < 0 ? `${-skewSeconds} s in the past` : `${skewSeconds} s in the future`;
  throw new WebhookError(
    'timestamp_outside_window',
    `The signature timestamp is ${direction}, outside the replay window of ±${toleranceSeconds} s (check the server clock)`,
    { skewSeconds },
  );
}
