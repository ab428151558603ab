/**
 * The game's item catalogue as the emulator knows it: the seedable `catalogue` part, a list of SKUs
 * (or objects with a `sku`). §6 daily_reward.get rule 2 drops answer SKUs absent from it. The spec
 * shows no catalogue operation, so only the seed fills it; a tenant without one takes every SKU as
 * known, since there is nothing to check against.
 */
import { definePart, type StatePart } from '../state/part.js';
import { SeedError } from '../state/seed-error.js';

export class SkuCatalogue implements StatePart {
  #skus: Set<string> | undefined;

  /** True when the SKU is in the catalogue, or when no catalogue was seeded. */
  has(sku: string): boolean {
    return this.#skus === undefined || this.#skus.has(sku);
  }

  /** The SKUs, or null when no catalogue was seeded (every SKU counts as known). */
  snapshot(): string[] | null {
    return this.#skus ? [...this.#skus] : null;
  }

  restore(data: unknown, at: string): void {
    if (data === null) {
      this.#skus = undefined;
      return;
    }
    if (!Array.isArray(data)) throw new SeedError(at, 'must be an array of SKUs or of { sku } objects, or null');
    const skus = new Set<string>();
    data.forEach((entry, index) => {
      const sku = typeof entry === 'string' ? entry : (entry as { sku?: unknown } | null)?.sku;
      if (typeof sku !== 'string' || sku === '') throw new SeedError(`${at}[${index}]`, 'must be a SKU or { sku }');
      skus.add(sku);
    });
    this.#skus = skus;
  }
}

export const cataloguePart = definePart('catalogue', () => new SkuCatalogue(), { seedable: true });
