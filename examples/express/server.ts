/**
 * Express: the webhook route has no body parser, so the middleware reads the raw bytes itself (the
 * signature covers them exactly), within the handler's body limit and read deadline, and every
 * refusal goes through the handler; every other route parses JSON as usual. The Express recipe of
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
// No body parser on this route, and it comes before any: a parser would answer a body over its own
// limit itself (an HTML 413 that onError never hears of).
app.post('/webhooks', createNodeMiddleware(webhooks));
app.use(express.json());
app.post('/api/scores', (request, response) => {
  response.json({ parsed: !Buffer.isBuffer(request.body), body: request.body });
});

const server = app.listen(listenAddress.port, listenAddress.host, () => {
  announce((server.address() as AddressInfo).port);
});
