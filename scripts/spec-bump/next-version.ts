/**
 * The package version a bump proposes, from what `spec diff` found (semver 2.0 §4, §7, §8). Below
 * 1.0.0 anything may change, so the usual 0.x convention (npm's `^0.y.z` ranges) is followed: a
 * breaking change raises the minor, anything else the patch.
 *
 * | change found            | 0.y.z      | x.y.z (x ≥ 1) |
 * |-------------------------|------------|---------------|
 * | any breaking            | 0.(y+1).0  | (x+1).0.0     |
 * | non-breaking only       | 0.y.(z+1)  | x.(y+1).0     |
 * | none (API unchanged)    | unchanged  | unchanged     |
 */
import type { Change } from '../../src/cli/spec-diff/index.js';

export interface VersionProposal {
  current: string;
  next: string;
  /** Why, in words for the report and the changelog. */
  reason: string;
}

export function proposeVersion(current: string, changes: readonly Change[]): VersionProposal {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(current);
  if (!match) throw new Error(`package.json version ${JSON.stringify(current)} is not a plain x.y.z version`);
  const [major, minor, patch] = match.slice(1).map(Number) as [number, number, number];
  const breaking = changes.filter((c) => c.severity === 'breaking').length;
  if (changes.length === 0) return { current, next: current, reason: 'no change to the API' };
  const s = (n: number) => (n === 1 ? '' : 's');
  if (breaking > 0) {
    const next = major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
    return { current, next, reason: `${breaking} breaking change${s(breaking)}` };
  }
  const next = major === 0 ? `0.${minor}.${patch + 1}` : `${major}.${minor + 1}.0`;
  return { current, next, reason: `${changes.length} non-breaking change${s(changes.length)} only` };
}
