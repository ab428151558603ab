/**
 * The pieces of `spec bump` that decide what it writes: the proposed version, the changelog entry in
 * CHANGELOG.md's style, and the all-or-nothing replacement. The whole command, run in a copy of the
 * repository, is in scripts/spec-bump/drills/bump.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Change } from '../../src/cli/spec-diff/index.js';
import { changelogEntry, insertEntry } from './changelog-entry.js';
import { proposeVersion } from './next-version.js';
import { replaceFromStaging } from './staging.js';

const breaking: Change = {
  kind: 'operation-removed',
  severity: 'breaking',
  location: 'DELETE /v1/things/{id}',
  message: 'operation removed, and with it method things.delete',
};
const added: Change = {
  kind: 'operation-added',
  severity: 'non-breaking',
  location: 'GET /v1/things',
  message: 'operation added (method things.list)',
};

describe('the proposed version', () => {
  it.each([
    ['0.1.0', [breaking, added], '0.2.0'],
    ['0.1.0', [added], '0.1.1'],
    ['0.1.0', [], '0.1.0'],
    ['1.4.2', [breaking], '2.0.0'],
    ['1.4.2', [added], '1.5.0'],
  ] as const)('%s with %o -> %s', (current, changes, next) => {
    expect(proposeVersion(current, changes).next).toBe(next);
  });

  it('refuses a version it cannot reason about', () => {
    expect(() => proposeVersion('1.0.0-beta.1', [])).toThrow(/not a plain x\.y\.z/);
  });
});

describe('the changelog entry', () => {
  const input = {
    specVersion: '2026.09.10',
    previousSpecVersion: '2026.08.27',
    changes: [added, breaking],
    proposal: proposeVersion('0.1.0', [added, breaking]),
  };

  it('names the spec version, the proposal and every breaking change first', () => {
    expect(changelogEntry(input)).toEqual([
      '- API spec 2026.09.10 (was 2026.08.27), brought in with `spec bump`; next version',
      '  proposed: 0.2.0 (1 breaking change).',
      '  Breaking (1):',
      '  - `DELETE /v1/things/{id}`: operation removed, and with it method things.delete.',
      '  Non-breaking (1):',
      '  - `GET /v1/things`: operation added (method things.list).',
    ]);
    expect(changelogEntry({ ...input, changes: [] })).toEqual([]);
  });

  it('goes first under ## Unreleased, keeping the bullets and sections below it apart', () => {
    const changelog =
      '# Changelog\n\nIntro.\n\n## Unreleased\n\n- An earlier change.\n\n## 0.1.0 — first version\n\n- First.\n';
    const entry = changelogEntry(input);
    const out = insertEntry(changelog, entry);
    expect(out).toBe(
      `# Changelog\n\nIntro.\n\n## Unreleased\n\n${entry.join('\n')}\n\n- An earlier change.\n\n## 0.1.0 — first version\n\n- First.\n`,
    );
    // Without an Unreleased section, one is made above the first release.
    const released = '# Changelog\n\n## 0.1.0 — first version\n\n- First.\n';
    expect(insertEntry(released, entry)).toBe(
      `# Changelog\n\n## Unreleased\n\n${entry.join('\n')}\n\n## 0.1.0 — first version\n\n- First.\n`,
    );
  });
});

describe('replacing from the staged copy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bump-replace-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('replaces every path or, when one cannot be staged, none', () => {
    const root = join(dir, 'root');
    const staging = join(dir, 'staging');
    for (const base of [root, staging]) mkdirSync(join(base, 'generated'), { recursive: true });
    writeFileSync(join(root, 'generated', 'a.ts'), 'old a');
    writeFileSync(join(root, 'CHANGELOG.md'), 'old log');
    writeFileSync(join(staging, 'generated', 'a.ts'), 'new a');
    // CHANGELOG.md is missing from the staging copy: the whole replacement must fail and change nothing.
    expect(() => replaceFromStaging(root, staging, ['generated', 'CHANGELOG.md'])).toThrow();
    expect(readFileSync(join(root, 'generated', 'a.ts'), 'utf8')).toBe('old a');
    expect(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')).toBe('old log');
    writeFileSync(join(staging, 'CHANGELOG.md'), 'new log');
    replaceFromStaging(root, staging, ['generated', 'CHANGELOG.md']);
    expect(readFileSync(join(root, 'generated', 'a.ts'), 'utf8')).toBe('new a');
    expect(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')).toBe('new log');
  });
});
