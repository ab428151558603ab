/**
 * Durations as people write them in tests: `'25h'`, `'90s'`, `'15m'`, `'500ms'`, `'2d'`, or a
 * number of milliseconds. Used by `emu.clock.advance` and the emulator's time options.
 */

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `'25h'` → 90,000,000. Throws a `RangeError` naming the input for anything else, or a negative amount. */
export function parseDuration(value: string | number): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`a duration must be 0 ms or more, got ${value}`);
    return value;
  }
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)\s*$/.exec(value);
  if (!match) {
    throw new RangeError(
      `cannot read the duration ${JSON.stringify(value)}: write e.g. '25h', '90s', '15m', '500ms', '2d'`,
    );
  }
  return Number(match[1]) * (UNIT_MS[match[2]!] as number);
}
