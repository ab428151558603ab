/**
 * The optional peers are ranges, and the table check:package installs from agrees with
 * package.json: every peer has a row, every row's range is the one published, and its lowest and
 * highest versions lie inside it with the lowest at the range's floor.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { readJson } from './engines.js';
import { PEER_RANGES, peerInstallSpecs } from './peer-ranges.js';

const peers = readJson('package.json').peerDependencies as Record<string, string>;

describe('optional peer dependencies', () => {
  it('are ranges, not exact versions', () => {
    const exact = Object.entries(peers).filter(([, range]) => semver.valid(range) !== null);
    expect(exact).toEqual([]);
  });

  it('each has a row with the range package.json publishes', () => {
    expect(Object.keys(PEER_RANGES).sort()).toEqual(Object.keys(peers).sort());
    for (const [name, peer] of Object.entries(PEER_RANGES)) expect(peer.range, name).toBe(peers[name]);
  });

  it.each(Object.entries(PEER_RANGES))('%s: lowest is the floor, both ends inside the range', (_name, peer) => {
    expect(semver.minVersion(peer.range)?.version).toBe(peer.lowest);
    expect(semver.satisfies(peer.lowest, peer.range)).toBe(true);
    expect(semver.satisfies(peer.highest, peer.range)).toBe(true);
    expect(semver.gte(peer.highest, peer.lowest)).toBe(true);
  });

  it('accepts the versions a user reported refused (pg 8.16.3, ioredis 5)', () => {
    expect(semver.satisfies('8.16.3', peers.pg!)).toBe(true);
    expect(semver.satisfies('5.10.0', peers.ioredis!)).toBe(true);
  });

  it('the README names every range', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
    for (const peer of Object.values(PEER_RANGES)) expect(readme).toContain(`\`${peer.range}\``);
  });

  it('installs one spec per peer at each end', () => {
    expect(peerInstallSpecs('lowest')).toContain('pg@8.7.0');
    expect(peerInstallSpecs('highest')).toContain('ioredis@6.0.0');
    expect(peerInstallSpecs('lowest')).toHaveLength(Object.keys(peers).length);
  });
});
