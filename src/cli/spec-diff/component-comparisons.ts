/**
 * Shared schemas compared once. On a large document one component (`#/components/schemas/Money`)
 * is used by dozens of operations; walking it again at each use made one edit repeat 40 times and
 * made the diff slow. Instead, every pair of referenced schemas (old target, new target) is compared
 * once per role, its changes are kept here under the component's own name, and each walk only notes
 * which pairs it uses. diff-documents.ts then reports each component change once, with the
 * operations and webhooks that reach it through any chain of references.
 *
 * A pair is registered before it is walked, so a recursive schema that meets itself stops there:
 * no infinite loop, and its changes are reported once.
 */
import { compareSchemas } from './compare-schema.js';
import type { SchemaPairs } from './schema-walk.js';
import { resolvePointer } from './document-refs.js';
import type { Change, JsonObject, Role } from './types.js';

export interface ComponentComparison {
  role: Role;
  /** Changes found inside the pair, located under the component (`#/components/schemas/Order status`). */
  changes: Change[];
  /** Keys of the pairs this pair itself references. */
  uses: Set<string>;
}

/** `#/components/schemas/Order`, or `#/components/schemas/Order (now OrderV2)` when the target was renamed. */
function pairLocation(oldRef: string, newRef: string): string {
  if (oldRef === newRef) return oldRef;
  return `${oldRef} (now ${newRef.slice(newRef.lastIndexOf('/') + 1)})`;
}

export class ComponentComparisons implements SchemaPairs {
  readonly pairs = new Map<string, ComponentComparison>();

  constructor(
    private readonly oldRoot: JsonObject,
    private readonly newRoot: JsonObject,
  ) {}

  /** Compare the schemas at `oldRef` and `newRef` for `role` (once) and return the pair's key. */
  compare(role: Role, oldRef: string, newRef: string): string {
    const key = `${role}\u0000${oldRef}\u0000${newRef}`;
    if (this.pairs.has(key)) return key;
    const pair: ComponentComparison = { role, changes: [], uses: new Set() };
    this.pairs.set(key, pair);
    const sink = { add: (change: Change) => void pair.changes.push(change) };
    compareSchemas(
      { oldRoot: this.oldRoot, newRoot: this.newRoot, role, sink, components: this, uses: pair.uses },
      resolvePointer(this.oldRoot, oldRef),
      resolvePointer(this.newRoot, newRef),
      pairLocation(oldRef, newRef),
    );
    return key;
  }

  /** Every pair reachable from `keys` through references, `keys` included. */
  closure(keys: Iterable<string>): Set<string> {
    const seen = new Set<string>();
    const pending = [...keys];
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      if (seen.has(key)) continue;
      seen.add(key);
      for (const next of this.pairs.get(key)?.uses ?? []) pending.push(next);
    }
    return seen;
  }
}
