/**
 * The webhook receiver every example serves: one `createWebhookHandler`, wired to the game's code.
 * The frameworks differ only in how they hand it the raw request (see each example's server file).
 */
import { createWebhookHandler } from 'game-commerce-s2s/webhooks';
import { grantItems, queuePopup, revokeItems } from './game.js';

const secret = process.env.S2S_API_KEY;
if (!secret) throw new Error('Set S2S_API_KEY to the game\'s S2S key (a fake one for local tests)');

export const webhooks = createWebhookHandler({
  secret,
  on: {
    'item.add': ({ event_data }, { deliveryKey }) => grantItems(event_data.player_id, event_data.items, deliveryKey),
    'item.remove': ({ event_data }, { deliveryKey }) => revokeItems(event_data.player_id, event_data.items, deliveryKey),
    'ingame.popup': ({ event_data }, { deliveryKey }) => queuePopup(event_data.player_id, event_data.title, deliveryKey),
    'daily_reward.get': () => ({ days: [{ day_number: 1, items: [{ sku: 'gem_pack_500' }] }] }),
  },
});
