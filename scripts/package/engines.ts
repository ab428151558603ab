/**
 * Which Node versions we support, and which locked packages would make `npm ci` warn on one of
 * them (EBADENGINE). Read by engines.test.ts; the supported versions are the floor of our own
 * `engines` range and every version CI tests on (.ci/node-versions).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';

const root = resolve(import.meta.dirname, '../..');
export const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

export interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

/** Versions we promise: the floor of package.json's `engines.node`, and the versions CI runs. */
export function supportedNodeVersions(): string[] {
  const floor = semver.minVersion(readJson('package.json').engines.node)?.version;
  const tested = readFileSync(join(root, '.ci/node-versions'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return [...new Set([floor!, ...tested])];
}

/** `name@version needs <range>, which leaves out <versions>` for each locked package that would warn. */
export function engineConflicts(packages: Record<string, LockedPackage>, nodeVersions: string[]): string[] {
  const conflicts: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    // Old lockfiles may hold `engines` as an array of strings; npm ignores those, so do we.
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    // An optional package that does not fit this Node is skipped by npm without a warning (rollup's
    // @napi-rs/lzma binary is one), so only the others can warn.
    if (path === '' || range === undefined || entry.optional) continue;
    const left = nodeVersions.filter((version) => !semver.satisfies(version, range));
    if (left.length > 0) {
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      conflicts.push(`${name}@${entry.version} needs node ${range}, which leaves out ${left.join(', ')}`);
    }
  }
  return conflicts;
}
