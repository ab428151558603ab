/**
 * Express: the webhook route reads the raw body (the signature covers the exact bytes) up to the
 * handler's own limit, and every other route parses JSON as usual. The Express recipe of
 * docs/receiving-webhooks.md and the README's quickstart mount the same route (examples.test.ts
 * checks that they agree).
 * Run: S2S_API_KEY=... npx tsx examples/express/server.ts
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createNodeMiddleware } from 'game-commerce-s2s/webhooks';
import { announce, listenAddress } from '../common/listen-address.js';
import { webhooks } from '../common/webhooks.js';

const app = express();
// express.raw, not express.json: mounted on this route only, before any JSON parser. Its limit is
// the handler's: Express's default (100 kB) would answer a valid large item.add with an HTML 413.
const raw = express.raw({ type: 'application/json', limit: webhooks.bodyLimitBytes });
app.post('/webhooks', raw, createNodeMiddleware(webhooks));
app.use(express.json());
app.post('/api/scores', (request, response) => {
  response.json({ parsed: !Buffer.isBuffer(request.body), body: request.body });
});

const server = app.listen(listenAddress.port, listenAddress.host, () => {
  announce((server.address() as AddressInfo).port);
});
// express.raw reads the body before the middleware, so the server's deadline bounds it (Node: 300 s).
server.requestTimeout = 30_000;
