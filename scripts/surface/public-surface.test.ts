/**
 * The public surface: what every entry of package.json's `exports` gives a consumer, held to the
 * committed scripts/surface/public-surface.txt. A name added needs a line in CHANGELOG.md's
 * Unreleased section naming it; all entries together export at most MAX_EXPORTS names.
 * `npm run surface:update` rewrites the snapshot.
 */
import { describe, expect, it } from 'vitest';
import { MAX_EXPORTS, publicSurface, snapshotLines, unannouncedNames, unreleasedSection } from './public-surface.js';

describe('unannouncedNames', () => {
  it('names an export the snapshot lacks, unless the Unreleased section names it in backticks', () => {
    const snapshot = ['. createClient', './webhooks verifyWebhook'];
    const current = [...snapshot, '. createPool', './webhooks WebhookError'];
    expect(unannouncedNames(current, snapshot, '- `WebhookError` carries a `code`.')).toEqual(['. createPool']);
    expect(unannouncedNames(current, snapshot, '- createPool and WebhookError.')).toEqual([
      '. createPool',
      './webhooks WebhookError',
    ]);
    expect(unannouncedNames(snapshot, snapshot, '')).toEqual([]);
  });
});

describe('the public surface', { timeout: 60_000 }, () => {
  const current = publicSurface();

  it('lists every entry of package.json exports that has types', () => {
    const entries = new Set(current.map((line) => line.split(' ')[0]));
    expect([...entries].sort()).toEqual(
      ['.', './emulator', './schema', './stores/postgres', './stores/redis', './testing', './webhooks'].sort(),
    );
  });

  it('grows only with a CHANGELOG line naming each new export (then npm run surface:update)', () => {
    expect(unannouncedNames(current, snapshotLines(), unreleasedSection())).toEqual([]);
  });

  it(`exports at most ${MAX_EXPORTS} names over all entries`, () => {
    expect(current.length).toBeLessThanOrEqual(MAX_EXPORTS);
  });
});
