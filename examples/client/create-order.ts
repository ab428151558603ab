/**
 * A client script: create an order, then walk the achievements. Against the local mock:
 *
 *     npx game-commerce-s2s mock --port 4010 &
 *     GAME_COMMERCE_BASE_URL=http://127.0.0.1:4010 GAME_COMMERCE_API_KEY=sk_test_fake \
 *       npx tsx examples/client/create-order.ts
 *
 * Against the service: your base URL and your sandbox key. ESM, for the top-level await.
 */
import { createClient, GameCommerceError } from 'game-commerce-s2s';

const baseUrl = process.env.GAME_COMMERCE_BASE_URL;
const apiKey = process.env.GAME_COMMERCE_API_KEY;
if (!baseUrl || !apiKey) throw new Error('Set GAME_COMMERCE_BASE_URL and GAME_COMMERCE_API_KEY');

const client = createClient({ apiKey, baseUrl });

try {
  const order = await client.orders.create({
    player_id: 'player_42',
    items: [{ sku: 'gem_pack_100' }],
    back_to_game_url: 'https://game.example.com/store',
  });
  console.log(`order ${order.order_id}: send the player to ${order.checkout_url}`);

  let count = 0;
  for await (const achievement of client.achievements.listAll({ pageSize: 50 })) {
    count++;
    if (count === 1) console.log(`first achievement: ${JSON.stringify(achievement)}`);
  }
  console.log(`${count} achievements`);
} catch (error) {
  // Typed errors name the method and path; the key never appears in them.
  if (error instanceof GameCommerceError) console.error(`${error.name}: ${error.message}`);
  throw error;
}
