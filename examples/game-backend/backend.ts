/**
 * A small game backend: the whole integration of spec §1 in one node:http app.
 *
 * - `POST /store/orders` `{ player_id, sku }`: creates an order (§2) and answers its checkout_url,
 *   which the game client opens (same window, new tab or popup; never an iframe, §1).
 * - `GET /store/return`: back_to_game_url, where checkout sends the player after the grant (§6).
 * - `POST /webhooks`: the receiver (§6): item.add grants, item.remove revokes, ingame.popup queues a
 *   popup, daily_reward.get answers the program's items. Each delivery changes the inventory once.
 * - `GET /hub/login?nonce&player_id`: the hub-login step the game client calls with the nonce from
 *   the deep link (§4): authorize, or reject a banned player; answers the address to open.
 * - `GET /players/{id}/inventory`: what the player owns and how many grants they had.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createClient, GameCommerceError } from 'game-commerce-s2s';
import { createNodeMiddleware, createWebhookHandler } from 'game-commerce-s2s/webhooks';
import { Inventory } from './inventory.js';

export interface GameBackendOptions {
  /** The game's S2S key: the client authenticates with it and deliveries are signed with it (§5, §6). */
  apiKey: string;
  /** {base_url}: the service, or a local emulator. */
  baseUrl: string;
  /** This backend's own address, for back_to_game_url. */
  publicUrl: () => string;
  /** The maker's name in the signature header names (§6). @default the document's names */
  makerName?: string;
  /** Players the game refuses at hub login. @default none */
  bannedPlayers?: ReadonlySet<string>;
}

export interface GameBackend {
  listener: RequestListener;
  inventory: Inventory;
  popups: { playerId: string; title: string }[];
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text || '{}') as Record<string, unknown>;
}

export function createGameBackend(options: GameBackendOptions): GameBackend {
  const client = createClient({ apiKey: options.apiKey, baseUrl: options.baseUrl });
  const inventory = new Inventory();
  const popups: GameBackend['popups'] = [];
  /** item.add grants and item.remove revokes the event's items, once per delivery. */
  const change =
    (kind: 'grant' | 'revoke') =>
    (event: { event_data: { player_id: string; items: { sku: string }[] } }, context: { deliveryKey: string }) =>
      void inventory.apply({
        kind,
        playerId: event.event_data.player_id,
        skus: event.event_data.items.map((i) => i.sku),
        deliveryKey: context.deliveryKey,
      });
  const webhooks = createNodeMiddleware(
    createWebhookHandler({
      secret: options.apiKey,
      makerName: options.makerName,
      on: {
        'item.add': change('grant'),
        'item.remove': change('revoke'),
        'ingame.popup': ({ event_data: data }) => void popups.push({ playerId: data.player_id, title: data.title }),
        // §6 daily_reward.get: the items per day; SKUs must be in the catalogue, 1 to 10 a day.
        'daily_reward.get': () => ({
          days: [
            { day_number: 1, items: [{ sku: 'gem_pack_100', quantity: 50 }] },
            { day_number: 2, items: [{ sku: 'gem_pack_100', quantity: 100 }, { sku: 'xp_boost_1h' }] },
          ],
        }),
      },
    }),
  );

  const routes = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method === 'POST' && url.pathname === '/webhooks') return webhooks(req, res);
    if (req.method === 'POST' && url.pathname === '/store/orders') {
      const { player_id, sku } = await readJson(req);
      const order = await client.orders.create({
        player_id: String(player_id),
        items: [{ sku: String(sku) }],
        back_to_game_url: `${options.publicUrl()}/store/return`,
      });
      return send(res, 201, order);
    }
    if (req.method === 'GET' && url.pathname === '/store/return') {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<h1>Thanks! Your items are in your inventory.</h1>');
      return;
    }
    if (req.method === 'GET' && url.pathname === '/hub/login') {
      const nonce = url.searchParams.get('nonce') ?? '';
      const playerId = url.searchParams.get('player_id') ?? '';
      if (options.bannedPlayers?.has(playerId))
        return send(res, 200, await client.users.rejectAuthorization({ nonce, reason: 'banned' }));
      return send(res, 200, await client.users.authorize({ player_id: playerId, nonce }));
    }
    const player = /^\/players\/([^/]+)\/inventory$/.exec(url.pathname);
    if (req.method === 'GET' && player) {
      const id = decodeURIComponent(player[1]!);
      return send(res, 200, { owned: inventory.owned(id), grants: inventory.grantsFor(id) });
    }
    send(res, 404, { detail: 'Not found' });
  };

  const listener: RequestListener = (req, res) => {
    routes(req, res, new URL(req.url ?? '/', 'http://backend.local')).catch((error: unknown) => {
      // The client's typed errors name the method and path, never the key.
      const status = error instanceof GameCommerceError ? 502 : 500;
      send(res, status, { detail: error instanceof Error ? error.message : String(error) });
    });
  };
  return { listener, inventory, popups };
}
