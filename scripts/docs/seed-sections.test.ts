/**
 * The testing guide's seed section names every section a seed can hold: the emulator's own answer to
 * a seed section it does not know lists them, so a part a feature adds cannot go undocumented.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeedError, startEmulator } from '../../src/emulator/index.js';
import { REPOSITORY_ROOT } from './markdown-files.js';

/** The guide's "Seed, snapshot, reset" section, up to the next heading. */
function seedSection(): string {
  const guide = readFileSync(join(REPOSITORY_ROOT, 'docs/testing-your-integration.md'), 'utf8');
  const start = guide.indexOf('## Seed, snapshot, reset');
  expect(start).toBeGreaterThan(-1);
  return guide.slice(start, guide.indexOf('\n## ', start + 1));
}

describe('the testing guide on seeds', () => {
  it('names every section a seed can hold', async () => {
    const refused = await startEmulator({ listen: false, seed: { noSuchSection: [] } }).catch((error) => error);
    expect(refused).toBeInstanceOf(SeedError);
    const sections = /it can hold: ([^)]+)\)/.exec((refused as Error).message)?.[1]?.split(', ') ?? [];
    expect(sections).toEqual(expect.arrayContaining(['achievements', 'catalogue', 'campaigns', 'hubNonces']));
    const section = seedSection();
    expect(sections.filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
  });
});
