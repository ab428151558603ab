/**
 * The files of a throwaway consumer project: one TypeScript file that uses the client, a webhook
 * handler, the testing helpers, the generated types and the shared stores (their drivers are the
 * consumer's own: ioredis is installed for the type-check); and ESM and CJS scripts that import the
 * built package, every entry included, and call the mock at MOCK_URL (and the emulator, in-process).
 */

export const CONSUMER_TS = `
import { createClient, NotFoundError, type paths } from 'game-commerce-s2s';
import { createWebhookHandler, createNodeMiddleware } from 'game-commerce-s2s/webhooks';
import { createSignedDelivery } from 'game-commerce-s2s/testing';
import type { components, webhooks } from 'game-commerce-s2s/schema';
import document from 'game-commerce-s2s/openapi.json' with { type: 'json' };
import controlDocument from 'game-commerce-s2s/emulator-control.json' with { type: 'json' };
import { RedisIdempotencyStore, RedisRateLimiter } from 'game-commerce-s2s/stores/redis';
import { PostgresIdempotencyStore, grantOnce, migrate } from 'game-commerce-s2s/stores/postgres';
import { Redis } from 'ioredis';
import { startEmulator, type Emulator } from 'game-commerce-s2s/emulator';

type OrderBody = paths['/v1/orders']['post']['requestBody']['content']['application/json'];
const body: OrderBody = { player_id: 'player_1', items: [{ sku: 'gem_pack_500' }] };
const reason: components['schemas']['AuthorizationRejectReason'] = 'banned';
type ItemAdd = webhooks['item.add']['post']['requestBody']['content']['application/json'];
const sku: ItemAdd['event_data']['items'][number]['sku'] = 'gem_pack_500';

export async function main(baseUrl: string): Promise<string> {
  const client = createClient({ apiKey: 'sk_test_consumer_fake_key', baseUrl });
  const order = await client.orders.create(body);
  const rejected = await client.users.rejectAuthorization({ nonce: 'n', reason });
  // @ts-expect-error a wrong field must not compile for a consumer either
  await client.orders.create({ player: 'p1', items: [] });
  const handler = createWebhookHandler({ secret: 'fake', on: { 'item.add': (event) => void event.event_data.items[0]?.sku } });
  createNodeMiddleware(handler);
  const delivery = createSignedDelivery('item.add', { secret: 'fake' });
  const answer = await handler.handle({ method: 'POST', headers: delivery.headers, rawBody: delivery.body });
  const emu: Emulator = await startEmulator({ listen: false, apiKeys: ['sk_test_consumer_fake_key'] });
  const local = createClient({ apiKey: 'sk_test_consumer_fake_key', baseUrl: emu.url, fetch: emu.fetch });
  const emulated = await local.orders.create(body);
  await emu.close();
  return [order.checkout_url, rejected.error_url, answer.status, sku, document.info.version, NotFoundError.name, emulated.order_id].join(' ');
}

export function shared(redis: Redis, sql: Parameters<typeof migrate>[0]) {
  const store = new RedisIdempotencyStore({ client: redis, keyPrefix: 'game-1:' });
  createClient({ apiKey: 'sk_test_consumer_fake_key', baseUrl: 'https://api.example.test', rateLimit: new RedisRateLimiter({ client: redis, key: 'game-1' }) });
  // @ts-expect-error the PostgreSQL store needs a client with query()
  new PostgresIdempotencyStore({ client: redis });
  return [store, new PostgresIdempotencyStore({ client: sql }), migrate(sql), grantOnce] as const;
}
`;

export const TSCONFIG = JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      resolveJsonModule: true,
      types: ['node'],
    },
    files: ['consumer.ts'],
  },
  null,
  2,
);

// validateResponses loads the validators' chunk on demand: from the tarball, in ESM and in CJS.
const CALLS = `
  const client = createClient({ apiKey: 'sk_test_consumer_fake_key', baseUrl: process.env.MOCK_URL, validateResponses: 'throw' });
  const order = await client.orders.create({ player_id: 'player_1', items: [{ sku: 'gem_pack_500' }] });
  const delivery = createSignedDelivery('item.add', { secret: 'fake' });
  const handler = createWebhookHandler({ secret: 'fake', on: { 'item.add': () => {} } });
  const answer = await handler.handle({ method: 'POST', headers: delivery.headers, rawBody: delivery.body });
  const stores = [typeof RedisIdempotencyStore, typeof RedisRateLimiter, typeof PostgresIdempotencyStore, typeof migrate].join(',');
  const emu = await startEmulator({ listen: false });
  const local = createClient({ apiKey: 'sk_test_consumer_fake_key', baseUrl: emu.url, fetch: emu.fetch });
  const created = await local.orders.create({ player_id: 'player_1', items: [{ sku: 'gem_pack_500' }] });
  // The precompiled validators' imported format check (uri) works in either module system: 422.
  const refused = await local.webhooks.create({ url: 'not a uri' }).catch((e) => e.status);
  const emulator = created.order_id.split('_')[0] + ',' + refused;
  // The exported control document is the one the emulator serves.
  const served = await (await emu.fetch(emu.url + '/_emulator/openapi.json')).text();
  const control = controlDocument.openapi + ',' + (served === JSON.stringify(controlDocument));
  await emu.close();
  console.log(JSON.stringify({ checkout_url: order.checkout_url, webhook: answer.status, version: document.info.version, stores, emulator, control }));
`;

export const CONSUMER_MJS = `
import { createClient } from 'game-commerce-s2s';
import { createWebhookHandler } from 'game-commerce-s2s/webhooks';
import { createSignedDelivery } from 'game-commerce-s2s/testing';
import document from 'game-commerce-s2s/openapi.json' with { type: 'json' };
import controlDocument from 'game-commerce-s2s/emulator-control.json' with { type: 'json' };
import { RedisIdempotencyStore, RedisRateLimiter } from 'game-commerce-s2s/stores/redis';
import { PostgresIdempotencyStore, migrate } from 'game-commerce-s2s/stores/postgres';
import { startEmulator } from 'game-commerce-s2s/emulator';
${CALLS}`;

export const CONSUMER_CJS = `
const { createClient } = require('game-commerce-s2s');
const { createWebhookHandler } = require('game-commerce-s2s/webhooks');
const { createSignedDelivery } = require('game-commerce-s2s/testing');
const document = require('game-commerce-s2s/openapi.json');
const controlDocument = require('game-commerce-s2s/emulator-control.json');
const { RedisIdempotencyStore, RedisRateLimiter } = require('game-commerce-s2s/stores/redis');
const { PostgresIdempotencyStore, migrate } = require('game-commerce-s2s/stores/postgres');
const { startEmulator } = require('game-commerce-s2s/emulator');
(async () => {${CALLS}})().catch((error) => { console.error(error); process.exit(1); });
`;
