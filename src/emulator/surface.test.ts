/**
 * The public surface of `game-commerce-s2s/emulator`: the names index.ts exports, listed here so a
 * new one is a decision (and a CHANGELOG line), not an accident. Every other type is reached
 * through these.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as entry from './index.js';

const SURFACE = [
  'CheckoutView',
  'DailyRewardClaim',
  'DeliveryRecord',
  'Emulator',
  'EmulatorClock',
  'EmulatorOptionError',
  'EmulatorOptions',
  'EmulatorSnapshot',
  'FaultSpec',
  'FlowError',
  'FlowPayment',
  'InjectedFault',
  'RemovalOutcome',
  'SeedError',
  'Tenant',
  'startEmulator',
];

/** Every name an `export { ... }` or `export type { ... }` of index.ts lists. */
function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export (?:type )?\{([^}]+)\}/gm)]
    .flatMap((match) => match[1]!.split(','))
    .map((name) => name.replace(/^\s*type\s+/, '').trim())
    .filter((name) => name !== '');
}

describe('the emulator entry', () => {
  it('exports the handle, its options, the records its controls return and three errors, nothing more', () => {
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(exportedNames(source).sort()).toEqual(SURFACE);
    expect(SURFACE.length).toBeLessThanOrEqual(17);
  });

  it('its values are the function and the error classes', () => {
    expect(Object.keys(entry).sort()).toEqual(['EmulatorOptionError', 'FlowError', 'SeedError', 'startEmulator']);
  });
});
