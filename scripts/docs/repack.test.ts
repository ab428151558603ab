/**
 * Trying a bump in a game from a packed tarball: a game keeps the copy it installed when the same
 * version is packed again, so the guide says to raise the version before each pack (or to install
 * the file again by name). The npm behaviour the guide describes is checked here, offline, on a tiny
 * package, so the advice stays true with the npm this repository runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from './markdown-files.js';

const work = mkdtempSync(join(tmpdir(), 'repack-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const npm = (cwd: string, ...args: string[]) =>
  execFileSync('npm', [...args, '--offline', '--no-audit', '--no-fund'], { cwd, encoding: 'utf8', stdio: 'pipe' });

/** Packs the demo package with `version` and `says` as its export; returns the tarball's path. */
function pack(version: string, says: string): string {
  const dir = join(work, 'package');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'repack-demo', version, main: 'index.js' }));
  writeFileSync(join(dir, 'index.js'), `module.exports = ${JSON.stringify(says)};\n`);
  const [packed] = JSON.parse(npm(dir, 'pack', '--json')) as [{ filename: string }];
  return join(dir, packed.filename);
}

const installed = (game: string) => readFileSync(join(game, 'node_modules/repack-demo/index.js'), 'utf8');

describe('re-packing the package for a game', () => {
  it('the guide says to raise the version before each pack, or to install the file again', () => {
    const guide = readFileSync(join(REPOSITORY_ROOT, 'docs/bumping-the-spec.md'), 'utf8');
    const section = guide.slice(guide.indexOf('### Trying the bumped package in your game'));
    expect(section).toMatch(/Raise the\s+version before each pack/);
    expect(section).toContain('npm version 0.2.0-rc.1 --no-git-tag-version --ignore-scripts');
    expect(section).toMatch(/a plain `npm install` keeps the old copy/);
  });

  it('npm keeps the old copy of a version packed again, and takes a raised version or a file named again', () => {
    const game = join(work, 'game');
    mkdirSync(game);
    writeFileSync(join(game, 'package.json'), JSON.stringify({ name: 'game', private: true }));
    npm(game, 'install', pack('0.1.0', 'first'));
    expect(installed(game)).toContain('first');

    pack('0.1.0', 'second'); // the same version, packed again
    npm(game, 'install');
    expect(installed(game)).toContain('first'); // what the guide warns about
    npm(game, 'ci');
    expect(installed(game)).toContain('first');

    npm(game, 'install', pack('0.1.1-rc.1', 'third')); // the version raised
    expect(installed(game)).toContain('third');
    npm(game, 'install', pack('0.1.1-rc.1', 'fourth')); // or the file named again
    expect(installed(game)).toContain('fourth');
  }, 60_000);
});
