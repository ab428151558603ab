/**
 * Fills `attempts` and `durationMs` of an error the client raises, once the call that raised it
 * knows them. The fields are declared on `GameCommerceError` (read-only to users); the transport
 * sets them here, at the one place every failed call passes through (`Call.translate`).
 */
import { GameCommerceError } from '../../errors/game-commerce-error.js';

export function recordCallStats(error: unknown, attempts: number, durationMs: number): void {
  if (!(error instanceof GameCommerceError)) return;
  const writable = error as { -readonly [K in 'attempts' | 'durationMs']: GameCommerceError[K] };
  writable.attempts ??= attempts;
  writable.durationMs ??= Math.round(durationMs * 10) / 10;
}
