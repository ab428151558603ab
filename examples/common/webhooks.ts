/**
 * The webhook receiver every example serves: one `createWebhookHandler`, wired to the game's code.
 * The frameworks differ only in how they hand it the raw request (see each example's server file).
 */
import { createWebhookHandler } from 'game-commerce-s2s/webhooks';
import { grantItems, queuePopup, revokeItems } from './game.js';

const secret = process.env.S2S_API_KEY;
if (!secret) throw new Error("Set S2S_API_KEY to the game's S2S key (a fake one for local tests)");

export const webhooks = createWebhookHandler({
  secret,
  // The real header names carry the service maker's name where the spec writes `service` (spec §6):
  // GAME_COMMERCE_MAKER_NAME=acme reads x-acme-signature. Unset: the document's x-service-signature.
  makerName: process.env.GAME_COMMERCE_MAKER_NAME || undefined,
  on: {
    'item.add': ({ event_data: data }, { deliveryKey }) => grantItems(data.player_id, data.items, deliveryKey),
    'item.remove': ({ event_data: data }, { deliveryKey }) => revokeItems(data.player_id, data.items, deliveryKey),
    'ingame.popup': ({ event_data: data }, { deliveryKey }) => queuePopup(data.player_id, data.title, deliveryKey),
    'daily_reward.get': () => ({ days: [{ day_number: 1, items: [{ sku: 'gem_pack_500' }] }] }),
  },
});
