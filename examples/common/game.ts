/**
 * The game's own code that the webhook handlers call: a stand-in for your inventory service. It
 * keeps grants in memory and prints one line per change, so the examples' tests can count how
 * many times a handler really ran.
 *
 * A real grant is idempotent on its own as well: store `deliveryKey` with the grant under a unique
 * constraint, in the same transaction (see "Exactly once" in docs/receiving-webhooks.md).
 */
import type { components } from 'game-commerce-s2s';

type Item = components['schemas']['WebhookItem'];

const inventory = new Map<string, Map<string, number>>();

function change(playerId: string, items: readonly Item[], sign: 1 | -1, deliveryKey: string): void {
  const owned = inventory.get(playerId) ?? new Map<string, number>();
  inventory.set(playerId, owned);
  for (const item of items) owned.set(item.sku, (owned.get(item.sku) ?? 0) + sign);
  const verb = sign === 1 ? 'granted' : 'revoked';
  console.log(`${verb} ${items.map((item) => item.sku).join(', ')} to ${playerId} (delivery ${deliveryKey})`);
}

export async function grantItems(playerId: string, items: readonly Item[], deliveryKey: string): Promise<void> {
  change(playerId, items, 1, deliveryKey);
}

export async function revokeItems(playerId: string, items: readonly Item[], deliveryKey: string): Promise<void> {
  change(playerId, items, -1, deliveryKey);
}

export async function queuePopup(playerId: string, title: string, deliveryKey: string): Promise<void> {
  console.log(`popup "${title}" queued for ${playerId} (delivery ${deliveryKey})`);
}
