/**
 * `npm ci` installs clean on every supported Node: no package in the lockfile declares an
 * `engines.node` range that leaves out a version we support. npm only warns (EBADENGINE) and
 * installs anyway, so nothing else would notice; a user on Node 20 reported the warning
 * (cookie@2.0.2, needing Node 22, through fastify's light-my-request; package.json's `overrides`
 * pins light-my-request 6.6.0, whose cookie@1 supports Node 18 and later).
 */
import { describe, expect, it } from 'vitest';
import { engineConflicts, type LockedPackage, readJson, supportedNodeVersions } from './engines.js';

describe('every locked package installs clean on every supported Node', () => {
  const versions = supportedNodeVersions();

  it('reads the supported versions (our floor and the CI versions)', () => {
    expect(versions[0]).toBe('20.19.0');
    expect(versions.length).toBeGreaterThanOrEqual(5);
  });

  it('finds a package whose engines leave out a supported version (the check itself works)', () => {
    const packages = {
      'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      'node_modules/@napi-rs/lzma-linux-x64-gnu': { version: '1.5.1', optional: true, engines: { node: '>=22' } },
    };
    expect(engineConflicts(packages, versions)).toEqual([
      'cookie@2.0.2 needs node >=22, which leaves out 20.19.0, 20.20.2',
    ]);
  });

  it('package-lock.json has no such package', () => {
    const { packages } = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    expect(Object.keys(packages).length).toBeGreaterThan(100);
    expect(engineConflicts(packages, versions)).toEqual([]);
  });
});
