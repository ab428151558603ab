/**
 * The optional peer dependencies a game backend brings itself, each as a range (package.json
 * `peerDependencies`) with the lowest and the highest version `npm run check:package` installs and
 * uses (scripts/package/peer-consumer.mjs). An exact version here once made
 * `npm install game-commerce-s2s pg@8.16.3` fail with ERESOLVE for a user on an older pg.
 *
 * `lowest` is the range's floor and `highest` the newest release inside it when it was last
 * checked; raise `highest` (and widen the range) when a newer release is proven.
 * peer-ranges.test.ts keeps this table and package.json in step.
 */

export interface PeerRange {
  /** The semver range in package.json's `peerDependencies`. */
  range: string;
  lowest: string;
  highest: string;
  /** Why the floor is where it is. */
  floor: string;
}

export const PEER_RANGES: Readonly<Record<string, PeerRange>> = {
  ioredis: {
    range: '>=5.3.0 <7',
    lowest: '5.3.0',
    highest: '6.0.0',
    floor: '5.3.0 is the first release that exports `Redis` as a value (`import { Redis } from "ioredis"`)',
  },
  pg: {
    range: '>=8.7.0 <9',
    lowest: '8.7.0',
    highest: '8.23.1',
    floor: 'older 8.x releases log "Cannot find module pg-native" when imported as ESM on Node 24 and 26',
  },
  '@electric-sql/pglite': {
    range: '>=0.2.0 <0.6',
    lowest: '0.2.0',
    highest: '0.5.16',
    floor: 'the oldest release proven here; 0.1 was a preview with a different start-up API, not tried',
  },
  '@opentelemetry/api': {
    range: '>=1.3.0 <2',
    lowest: '1.3.0',
    highest: '1.10.0',
    floor: 'the floor the package has declared since tracing was added',
  },
};

/** `name@version` for every peer, at the lowest or the highest end of its range. */
export function peerInstallSpecs(end: 'lowest' | 'highest'): string[] {
  return Object.entries(PEER_RANGES).map(([name, peer]) => `${name}@${peer[end]}`);
}
