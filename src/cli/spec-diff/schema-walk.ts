/**
 * What one walk over a pair of schemas carries (compare-schema.ts), in a module of its own: the
 * walk hands referenced pairs to the component comparisons (component-comparisons.ts), which walk
 * them in turn, so neither of the two imports the other; both import this.
 */
import type { ChangeSink, JsonObject, Role } from './types.js';

/** Compares a pair of referenced schemas once per role and gives the pair's key. */
export interface SchemaPairs {
  compare(role: Role, oldRef: string, newRef: string): string;
}

/** What every comparison of one diff shares. */
export interface DiffContext {
  oldRoot: JsonObject;
  newRoot: JsonObject;
  sink: ChangeSink;
  /** Where pairs of referenced schemas are compared once (`ComponentComparisons`). */
  components: SchemaPairs;
}

export interface SchemaWalk extends DiffContext {
  role: Role;
  /** Collects the keys of the referenced pairs this walk reaches. */
  uses: Set<string>;
}
