/**
 * Every tenant's state, the parts they are made of, and the seed they start from. Snapshots,
 * `--export`, `--seed` and `emu.reset()` all go through the registered parts, so a feature that adds
 * a part (deliveries, nonces, campaigns) gets all four without touching this file.
 */
import { createHash } from 'node:crypto';
import type { EmulatorClock, ManagedClock } from '../clock.js';
import type { IdFactory } from '../ids.js';
import type { Environment, PartDefinition, StatePart } from './part.js';
import {
  EMPTY_SEED,
  type EmulatorSnapshot,
  readSeed,
  type SeedDocument,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
} from './seed.js';
import { EmulatorCapacityError } from '../errors/capacity-error.js';
import { SeedError } from './seed-error.js';
import { StorageMeter } from './storage-meter.js';
import { Tenant, type TenantSeed } from './tenant.js';

/** `tenant_` + the first 16 hex digits of SHA-256(key): names a tenant without revealing its key. */
export function tenantIdOf(key: string): string {
  return `tenant_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

export interface StateServices {
  ids: IdFactory;
  /** The emulator clock; each tenant reads a fork of it. */
  clock: ManagedClock;
  /** Tenants kept at most; a new key past it is refused (`EmulatorCapacityError`). @default no cap */
  maxTenants?: number;
}

export class EmulatorState {
  readonly #definitions = new Map<string, PartDefinition>();
  readonly #tenants = new Map<string, Tenant>();
  /** key → tenant id, so a request does not hash its key again (bounded: open mode takes any key). */
  readonly #idOfKey = new Map<string, string>();
  readonly #services: { ids: IdFactory; clock: EmulatorClock };
  readonly #clock: ManagedClock;
  readonly #maxTenants: number;
  /** What the current tenants store; a new meter on reset, so tenants left behind charge nothing here. */
  #storage = new StorageMeter();
  /**
   * Each tenant's share of `#storage`, given back when the tenant is dropped, and its fork of the
   * clock, whose timers go with it.
   */
  readonly #owned = new WeakMap<Tenant, { storage: StorageMeter; clock: ManagedClock }>();
  #seed: SeedDocument = EMPTY_SEED;

  constructor({ ids, clock, maxTenants = Number.POSITIVE_INFINITY }: StateServices) {
    this.#services = { ids, clock };
    this.#clock = clock;
    this.#maxTenants = maxTenants;
  }

  /** Bytes of JSON every tenant's records take now (the `maxStoredBytes` cap). */
  get storedBytes(): number {
    return this.#storage.used;
  }

  /** Registers a part, so snapshots, seeds and resets include it. Names are unique. */
  define(definition: PartDefinition): void {
    const known = this.#definitions.get(definition.name);
    if (known !== undefined && known !== definition) throw new Error(`two state parts are named ${definition.name}`);
    this.#definitions.set(definition.name, definition);
  }

  /** The tenant of `key` (created and seeded on first use). */
  tenantFor(key: string, environment: Environment): Tenant {
    let id = this.#idOfKey.get(key);
    if (id === undefined) {
      if (this.#idOfKey.size >= 10_000) this.#idOfKey.clear();
      id = tenantIdOf(key);
      this.#idOfKey.set(key, id);
    }
    let tenant = this.#tenants.get(id);
    if (tenant === undefined) {
      if (this.#tenants.size >= this.#maxTenants) throw EmulatorCapacityError.tenants(this.#maxTenants);
      tenant = this.#create(id, environment);
      this.#tenants.set(id, tenant);
    }
    return tenant;
  }

  /** Tenants that exist so far. */
  tenants(): Tenant[] {
    return [...this.#tenants.values()];
  }

  #create(id: string, environment: Environment, parts?: TenantSeed): Tenant {
    const gameId = `gm_${id.slice('tenant_'.length)}`;
    const seed = parts ?? { ...this.#seed.template, ...this.#seed.tenants[id]?.parts };
    const storage = new StorageMeter(this.#storage);
    const clock = this.#clock.fork();
    const tenant = new Tenant({ id, environment, gameId }, { ids: this.#services.ids, clock, seed, storage });
    this.#owned.set(tenant, { storage, clock });
    return tenant;
  }

  /** Replaces `tenant` by a new one made from `parts` (default: the seed) and returns it. */
  #replace(tenant: Tenant, parts?: TenantSeed): Tenant {
    this.#drop(tenant);
    const fresh = this.#create(tenant.id, tenant.environment, parts);
    this.#tenants.set(tenant.id, fresh);
    return fresh;
  }

  /** Gives back what a dropped tenant held: its share of the meter and its clock's timers. */
  #drop(tenant: Tenant): void {
    const owned = this.#owned.get(tenant);
    owned?.storage.release();
    owned?.clock.dispose();
  }

  /** Loads every part's data into a scratch tenant, so a bad section throws `SeedError` before anything changes. */
  #check(id: string, parts: TenantSeed, at: (name: string) => string): void {
    const scratch = new Tenant(
      { id: id === 'template' ? 'tenant_0000000000000000' : id, environment: 'sandbox', gameId: 'gm_scratch' },
      { ...this.#services, seed: {} },
    );
    for (const [name, data] of Object.entries(parts)) {
      this.#definitions.get(name)!.create(scratchEnvironment(scratch, this.#services)).restore(data, at(name));
    }
  }

  /**
   * Checks a parsed seed file against every registered part (each part's data is loaded into a
   * scratch tenant first), then makes it the seed and resets to it. Throws `SeedError` and keeps
   * the current seed and state when anything in it is unusable.
   */
  loadSeed(value: unknown): void {
    const definitions = [...this.#definitions.values()];
    const seedable = definitions.filter((d) => d.seedable).map((d) => d.name);
    const seed = readSeed(
      value,
      seedable,
      definitions.map((d) => d.name),
    );
    const sections = [
      ['template', seed.template] as const,
      ...Object.entries(seed.tenants).map(([id, t]) => [id, t.parts] as const),
    ];
    for (const [id, parts] of sections) {
      this.#check(id, parts, (name) => (id === 'template' ? `seed.${name}` : `seed.tenants.${id}.parts.${name}`));
    }
    this.#seed = seed;
    this.reset();
  }

  /**
   * Every tenant back to the seed: tenants are dropped and re-created from it on their next request;
   * tenants a snapshot seed lists are re-created at once, so their records can be found (by a
   * checkout page, say) before their key is used again.
   */
  reset(): void {
    for (const tenant of this.#tenants.values()) this.#drop(tenant);
    this.#tenants.clear();
    this.#storage = new StorageMeter();
    for (const [id, { environment }] of Object.entries(this.#seed.tenants))
      this.#tenants.set(id, this.#create(id, environment));
  }

  /**
   * One tenant back to the seed, the others untouched (the control API's reset); returns the new
   * tenant. Its records are dropped and no longer count against `maxStoredBytes`.
   */
  resetTenant(tenant: Tenant): Tenant {
    return this.#replace(tenant);
  }

  /**
   * Replaces one tenant's state by a snapshot's (the control API's `PUT state`): the snapshot's entry
   * for this tenant, or its template when it lists no tenant. Another tenant's entry is refused: its
   * checkout sessions and tokens would then answer for two tenants. Throws `SeedError` naming the
   * place, changing nothing, when the snapshot is unusable.
   */
  restoreTenant(tenant: Tenant, value: unknown): Tenant {
    const definitions = [...this.#definitions.values()];
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, 'format')) {
      throw new SeedError('state.format', `must be a snapshot (format ${SNAPSHOT_FORMAT}), as GET state answers`);
    }
    const seed = readSeed(
      value,
      definitions.filter((d) => d.seedable).map((d) => d.name),
      definitions.map((d) => d.name),
    );
    const other = Object.keys(seed.tenants).find((id) => id !== tenant.id);
    if (other !== undefined) {
      throw new SeedError(
        `state.tenants.${other}`,
        `is not the tenant of this key (${tenant.id}); a snapshot restores into the tenant it was taken from`,
      );
    }
    const own = seed.tenants[tenant.id];
    const parts = own ? own.parts : seed.template;
    this.#check(own ? tenant.id : 'template', parts, (name) =>
      own ? `state.tenants.${tenant.id}.parts.${name}` : `state.template.${name}`,
    );
    return this.#replace(tenant, parts);
  }

  /** All state as JSON: the seed template and, per tenant, every registered part. Holds no key. */
  snapshot(): EmulatorSnapshot {
    return this.#snapshotOf([...this.#tenants.values()]);
  }

  /** One tenant's state as a snapshot: the seed template and that tenant alone. */
  snapshotTenant(tenant: Tenant): EmulatorSnapshot {
    return this.#snapshotOf([tenant]);
  }

  #snapshotOf(listed: readonly Tenant[]): EmulatorSnapshot {
    const tenants: EmulatorSnapshot['tenants'] = {};
    for (const tenant of listed) {
      const parts: Record<string, unknown> = {};
      for (const definition of this.#definitions.values()) parts[definition.name] = tenant.part(definition).snapshot();
      tenants[tenant.id] = { environment: tenant.environment, parts };
    }
    return {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      template: structuredClone({ ...this.#seed.template }),
      tenants,
    };
  }
}

function scratchEnvironment(tenant: Tenant, services: { ids: IdFactory; clock: EmulatorClock }) {
  return { tenant: tenant.info, journal: tenant.journal, ...services };
}

export { SeedError };
export type { StatePart };
