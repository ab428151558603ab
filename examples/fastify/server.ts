/**
 * Fastify: the webhook route needs the raw bytes, so its JSON parser returns a Buffer. The parser
 * is added inside an encapsulated plugin (a plain `register`ed function, not wrapped in
 * fastify-plugin), so it applies to the routes of that plugin only, and `/api/scores` still gets
 * parsed JSON. Run: S2S_API_KEY=... npx tsx examples/fastify/server.ts
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createNodeMiddleware } from 'game-commerce-s2s/webhooks';
import { announce, listenAddress } from '../common/listen-address.js';
import { webhooks } from '../common/webhooks.js';

const middleware = createNodeMiddleware(webhooks);

async function webhookRoutes(scope: FastifyInstance): Promise<void> {
  // The handler's limit, not Fastify's own, decides what is too large.
  const parser = { parseAs: 'buffer', bodyLimit: webhooks.bodyLimitBytes } as const;
  scope.addContentTypeParser('application/json', parser, (_request, body, done) => done(null, body));
  scope.post('/webhooks', (request, reply) => {
    reply.hijack(); // the middleware writes the answer itself
    return middleware(Object.assign(request.raw, { body: request.body }), reply.raw);
  });
}

// Fastify reads the body before the middleware, and by default never gives up on one: bound it.
const app = Fastify({ requestTimeout: 30_000 });
await app.register(webhookRoutes);
app.post('/api/scores', async (request) => ({ parsed: !Buffer.isBuffer(request.body), body: request.body }));

await app.listen({ port: listenAddress.port, host: listenAddress.host });
announce((app.server.address() as AddressInfo).port);
