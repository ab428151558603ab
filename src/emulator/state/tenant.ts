/**
 * One API key's state: state is kept per API key, so parallel test workers can share one emulator
 * without seeing each other's orders. Parts are created on first use, and seeded then
 * from the seed file, so a tenant nobody has called costs nothing.
 */
import type { EmulatorClock } from '../time/clock.js';
import type { IdFactory } from './ids.js';
import { Journal } from './journal.js';
import type { PartDefinition, StatePart, TenantInfo } from './part.js';
import type { StorageMeter } from './storage-meter.js';

/** Seed data for one tenant, by part name; `undefined` for a part means it starts empty. */
export type TenantSeed = Readonly<Record<string, unknown>>;

export class Tenant implements TenantInfo {
  readonly journal = new Journal();
  readonly #parts = new Map<string, StatePart>();
  readonly #ids: IdFactory;
  readonly #clock: EmulatorClock;
  readonly #seed: TenantSeed;
  readonly #storage: StorageMeter | undefined;

  constructor(
    readonly info: TenantInfo,
    services: { ids: IdFactory; clock: EmulatorClock; seed: TenantSeed; storage?: StorageMeter },
  ) {
    this.#ids = services.ids;
    this.#clock = services.clock;
    this.#seed = services.seed;
    this.#storage = services.storage;
  }

  get id(): string {
    return this.info.id;
  }

  get environment(): TenantInfo['environment'] {
    return this.info.environment;
  }

  /**
   * This tenant's time: the emulator clock plus this tenant's own advances (the control API's
   * `clock/advance`). Every record time, expiry and retry of the tenant reads it.
   */
  get clock(): EmulatorClock {
    return this.#clock;
  }

  get gameId(): string {
    return this.info.gameId;
  }

  /** Whether deliveries for this tenant carry `sandbox: true` (spec §6 Envelope). */
  get sandbox(): boolean {
    return this.info.environment === 'sandbox';
  }

  /** This tenant's instance of a part, created (and seeded) on first use. */
  part<P extends StatePart>(definition: PartDefinition<P>): P {
    let part = this.#parts.get(definition.name) as P | undefined;
    if (part === undefined) {
      part = definition.create({
        tenant: this.info,
        ids: this.#ids,
        clock: this.#clock,
        journal: this.journal,
        storage: this.#storage,
      });
      const seeded = Object.hasOwn(this.#seed, definition.name) ? this.#seed[definition.name] : undefined;
      if (seeded !== undefined) part.restore(seeded, `seed.${definition.name}`);
      this.#parts.set(definition.name, part);
    }
    return part;
  }
}
