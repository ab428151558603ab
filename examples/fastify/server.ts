/**
 * Fastify: the webhook route parses nothing. Its content-type parser hands the request stream on
 * unread, and the middleware reads the raw bytes itself, within the handler's body limit and read
 * deadline, so a body over the limit is refused through the handler (outcome header, onError), not
 * by Fastify. The parser is set inside an encapsulated plugin (a plain `register`ed function, not
 * wrapped in fastify-plugin), so it applies to the routes of that plugin only, and `/api/scores`
 * still gets parsed JSON. Run: S2S_API_KEY=... npx tsx examples/fastify/server.ts
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createNodeMiddleware } from 'game-commerce-s2s/webhooks';
import { announce, listenAddress } from '../common/listen-address.js';
import { webhooks } from '../common/webhooks.js';

const middleware = createNodeMiddleware(webhooks);

async function webhookRoutes(scope: FastifyInstance): Promise<void> {
  // No parsing here, whatever the content type: the middleware reads the body, so the handler's
  // limit and deadline apply, not Fastify's (whose own 413 would skip the handler).
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  scope.post('/webhooks', (request, reply) => {
    reply.hijack(); // the middleware writes the answer itself
    return middleware(request.raw, reply.raw);
  });
}

const app = Fastify();
await app.register(webhookRoutes);
app.post('/api/scores', async (request) => ({ parsed: !Buffer.isBuffer(request.body), body: request.body }));

await app.listen({ port: listenAddress.port, host: listenAddress.host });
announce((app.server.address() as AddressInfo).port);
