/**
 * The game's inventory: what each player owns, and every grant and revocation with the delivery
 * that caused it. A delivery changes the inventory at most once, even if its handler ran again
 * (a real game stores `deliveryKey` under a unique constraint in the same transaction as the grant;
 * see "Exactly once" in docs/receiving-webhooks.md), so the receiver's duplicate detection and the game's own
 * agree. The test reads `grantsFor` to prove a purchase is granted exactly once.
 */
export interface InventoryChange {
  kind: 'grant' | 'revoke';
  playerId: string;
  skus: string[];
  deliveryKey: string;
}

export class Inventory {
  readonly #owned = new Map<string, Map<string, number>>();
  readonly #applied = new Set<string>();
  readonly changes: InventoryChange[] = [];

  /** Applies a change once per delivery key; false when that delivery was already applied. */
  apply(change: InventoryChange): boolean {
    const key = `${change.kind}:${change.deliveryKey}`;
    if (this.#applied.has(key)) return false;
    this.#applied.add(key);
    const owned = this.#owned.get(change.playerId) ?? new Map<string, number>();
    this.#owned.set(change.playerId, owned);
    for (const sku of change.skus) owned.set(sku, (owned.get(sku) ?? 0) + (change.kind === 'grant' ? 1 : -1));
    this.changes.push(change);
    return true;
  }

  /** What a player owns now, SKU to count (SKUs at zero left out). */
  owned(playerId: string): Record<string, number> {
    return Object.fromEntries([...(this.#owned.get(playerId) ?? [])].filter(([, n]) => n !== 0));
  }

  /** How many grants a player has had. */
  grantsFor(playerId: string): number {
    return this.changes.filter((c) => c.kind === 'grant' && c.playerId === playerId).length;
  }
}
