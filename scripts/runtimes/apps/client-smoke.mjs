// A few client operations against the mock (MOCK_URL is defined at bundle time); prints the results as JSON.
import { createClient, PermissionDeniedError } from 'game-commerce-s2s';

const client = createClient({ apiKey: 'sk_test_runtime_smoke_fake_key', baseUrl: MOCK_URL, maxRetries: 0 });
const order = await client.orders.create({ player_id: 'player_1', items: [{ sku: 'gem_pack_500' }] });
const achievements = await client.achievements.list();
const { data, response } = await client.GET('/v1/achievements');
// Prism answers the documented 403 when asked to: the named method must throw the typed error.
let denied = 'no error';
try {
  await client.achievements.list({}, { headers: { Prefer: 'code=403' } });
} catch (error) {
  denied = error instanceof PermissionDeniedError ? 'PermissionDeniedError' : String(error);
}
console.log(
  JSON.stringify({
    checkoutUrl: order.checkout_url,
    achievements: Array.isArray(achievements),
    pathApi: { status: response.status, isArray: Array.isArray(data) },
    denied,
  }),
);
