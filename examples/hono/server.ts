/**
 * Hono: `createFetchHandler` takes the Fetch `Request` Hono already has (`c.req.raw`), so no body
 * parser is involved. Served on Node by @hono/node-server; on Bun, Deno or Workers export `app`.
 * Run: S2S_API_KEY=... npx tsx examples/hono/server.ts
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createFetchHandler } from 'game-commerce-s2s/webhooks';
import { announce, listenAddress } from '../common/listen-address.js';
import { webhooks } from '../common/webhooks.js';

// The adapter reads the body itself: one that has not arrived within bodyTimeoutMs is answered 408.
const handle = createFetchHandler(webhooks, { bodyTimeoutMs: 10_000 });

export const app = new Hono();
app.post('/webhooks', (c) => handle(c.req.raw));
app.post('/api/scores', async (c) => c.json({ parsed: true, body: await c.req.json() }));

serve({ fetch: app.fetch, port: listenAddress.port, hostname: listenAddress.host }, (info) => announce(info.port));
