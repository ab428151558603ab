/**
 * Registrable state parts: each tenant's state is a set of named parts (the catalogue collections,
 * orders, webhook registrations, and whatever a feature adds: deliveries, nonces, campaigns), so
 * snapshots, `--export`, `--seed` and `emu.reset()` work for every part without knowing its shape.
 */
import type { EmulatorClock } from '../time/clock.js';
import type { IdFactory } from './ids.js';
import type { Journal } from './journal.js';
import type { StorageMeter } from './storage-meter.js';

/** The environment a key belongs to: each has its own keys (spec §1, §5.3). */
export type Environment = 'sandbox' | 'live';

/** Who a tenant is. The key itself is never kept here, nor in a snapshot (spec §5.4: it is a secret). */
export interface TenantInfo {
  /** `tenant_` and the first 16 hex digits of the key's SHA-256: names the tenant in snapshots. */
  readonly id: string;
  readonly environment: Environment;
  /** The game id deliveries carry (`gm_...`, spec §6 Envelope), stable for a key across runs. */
  readonly gameId: string;
}

/** What a part may use besides its own data. */
export interface PartEnvironment {
  readonly tenant: TenantInfo;
  readonly ids: IdFactory;
  readonly clock: EmulatorClock;
  /** Record an undo step for every change made while a request is handled. */
  readonly journal: Journal;
  /** Where a part that stores records charges their size (the `maxStoredBytes` cap); absent in unit tests. */
  readonly storage?: StorageMeter;
}

export interface StatePart {
  /** A JSON copy of the part's data, for `emu.snapshot()` and `--export`. */
  snapshot(): unknown;
  /**
   * Replaces the part's data with `data` from a seed or a snapshot. Checks all of it first and
   * throws `SeedError` (naming the place under `at`) without changing anything when it is unusable.
   */
  restore(data: unknown, at: string): void;
}

export interface PartDefinition<P extends StatePart = StatePart> {
  /** The part's name in snapshots and seed files, e.g. `achievements`. */
  readonly name: string;
  /** Whether a seed file may carry this part (catalogue, registrations, campaigns, programs). */
  readonly seedable: boolean;
  /** A fresh, empty part for one tenant. */
  create(environment: PartEnvironment): P;
}

/** Declares a part; pass the returned definition to `tenant.part(...)` to get the tenant's instance. */
export function definePart<P extends StatePart>(
  name: string,
  create: (environment: PartEnvironment) => P,
  options: { seedable?: boolean } = {},
): PartDefinition<P> {
  return { name, create, seedable: options.seedable ?? false };
}
