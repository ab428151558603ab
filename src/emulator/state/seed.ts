/**
 * Seed files and snapshots.
 *
 * A seed file is either
 * - a template every tenant starts from: `{ "achievements": [...], "webhooks": [...], ... }`, one key
 *   per seedable part (catalogue collections, webhook registrations, campaigns, daily-reward
 *   programs); or
 * - a snapshot written by `emu.snapshot()` / `--export`, which restores each tenant it lists (by the
 *   fingerprint of its key) and starts every other tenant from the snapshot's own template.
 *
 * A snapshot never holds an API key (spec §5.4): tenants are named by a fingerprint of the key.
 */
import { SeedError } from './seed-error.js';
import type { Environment } from './part.js';
import type { TenantSeed } from './tenant.js';

export const SNAPSHOT_FORMAT = 'game-commerce-s2s/emulator-state';
export const SNAPSHOT_VERSION = 1;

export interface TenantSnapshot {
  environment: string;
  /** Every part's data, by part name. */
  parts: Record<string, unknown>;
}

export interface EmulatorSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  /** The seed template tenants not listed below start from. */
  template: Record<string, unknown>;
  /** By tenant id (`tenant_` + the first 16 hex digits of the key's SHA-256). */
  tenants: Record<string, TenantSnapshot>;
}

/** A seed, read and checked for shape: the template, and per-tenant data from a snapshot. */
export interface SeedDocument {
  template: TenantSeed;
  /** Tenants restored from a snapshot, by tenant id; re-created at once on every reset. */
  tenants: Readonly<Record<string, { environment: Environment; parts: TenantSeed }>>;
}

export const EMPTY_SEED: SeedDocument = { template: {}, tenants: {} };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads a parsed seed file; `partNames` are the parts a seed may name. Throws `SeedError`. */
export function readSeed(value: unknown, seedable: readonly string[], all: readonly string[]): SeedDocument {
  if (!isObject(value)) throw new SeedError('seed', 'must be a JSON object');
  if (Object.hasOwn(value, 'format')) return readSnapshot(value, seedable, all);
  return { template: checkSections(value, 'seed', seedable), tenants: {} };
}

function checkSections(value: Record<string, unknown>, at: string, allowed: readonly string[]): TenantSeed {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      throw new SeedError(`${at}.${key}`, `is not something a seed can hold (it can hold: ${allowed.join(', ')})`);
    }
  }
  return value;
}

function readSnapshot(
  value: Record<string, unknown>,
  seedable: readonly string[],
  all: readonly string[],
): SeedDocument {
  if (value.format !== SNAPSHOT_FORMAT || value.version !== SNAPSHOT_VERSION) {
    throw new SeedError('seed.format', `expected ${SNAPSHOT_FORMAT} version ${SNAPSHOT_VERSION}`);
  }
  const template = isObject(value.template) ? checkSections(value.template, 'seed.template', seedable) : {};
  if (!isObject(value.tenants)) throw new SeedError('seed.tenants', 'must be an object of tenants');
  const tenants: Record<string, { environment: Environment; parts: TenantSeed }> = {};
  for (const [id, tenant] of Object.entries(value.tenants)) {
    if (!/^tenant_[0-9a-f]{16}$/.test(id)) throw new SeedError(`seed.tenants.${id}`, 'is not a tenant id');
    if (!isObject(tenant) || !isObject(tenant.parts)) {
      throw new SeedError(`seed.tenants.${id}.parts`, 'must be an object of parts');
    }
    if (tenant.environment !== 'sandbox' && tenant.environment !== 'live') {
      throw new SeedError(`seed.tenants.${id}.environment`, "must be 'sandbox' or 'live'");
    }
    tenants[id] = {
      environment: tenant.environment,
      parts: checkSections(tenant.parts, `seed.tenants.${id}.parts`, all),
    };
  }
  return { template, tenants };
}
