/**
 * Express: the webhook route reads the raw body (the signature covers the exact bytes), and every
 * other route parses JSON as usual. Run: S2S_API_KEY=... npx tsx examples/express/server.ts
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createNodeMiddleware } from 'game-commerce-s2s/webhooks';
import { announce, listenAddress } from '../common/listen-address.js';
import { webhooks } from '../common/webhooks.js';

const app = express();
// express.raw, not express.json: mounted on this route only, before any JSON parser.
app.post('/webhooks', express.raw({ type: 'application/json' }), createNodeMiddleware(webhooks));
app.use(express.json());
app.post('/api/scores', (request, response) => {
  response.json({ parsed: !Buffer.isBuffer(request.body), body: request.body });
});

const server = app.listen(listenAddress.port, listenAddress.host, () => {
  announce((server.address() as AddressInfo).port);
});
