/**
 * The game backend (backend.ts) as a server. Against the local emulator:
 *
 *     npx game-commerce-s2s emulator --api-key sk_test_fake --webhook-url http://127.0.0.1:3000/webhooks &
 *     GAME_COMMERCE_BASE_URL=http://127.0.0.1:4010 GAME_COMMERCE_API_KEY=sk_test_fake \
 *       npx tsx --tsconfig examples/tsconfig.json examples/game-backend/server.ts
 *
 * Against the service: your base URL and sandbox key, and your webhook registered at /webhooks.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announce, listenAddress } from '../common/listen-address.js';
import { createGameBackend } from './backend.js';

const baseUrl = process.env.GAME_COMMERCE_BASE_URL;
const apiKey = process.env.GAME_COMMERCE_API_KEY;
if (!baseUrl || !apiKey) throw new Error('Set GAME_COMMERCE_BASE_URL and GAME_COMMERCE_API_KEY');

let publicUrl = '';
const backend = createGameBackend({
  apiKey,
  baseUrl,
  publicUrl: () => publicUrl,
  makerName: process.env.GAME_COMMERCE_MAKER_NAME || undefined,
  bannedPlayers: new Set((process.env.BANNED_PLAYERS ?? '').split(',').filter(Boolean)),
});

const server = createServer(backend.listener);
server.listen(listenAddress.port, listenAddress.host, () => {
  const { port } = server.address() as AddressInfo;
  publicUrl = `http://${listenAddress.host}:${port}`;
  announce(port);
});
