/**
 * Serves the route handler on plain Node, standing in for `next dev` so the example can be run and
 * tested without installing Next.js: requests to /api/webhooks go to the route's `POST` export,
 * exactly as Next.js would call it. Run: S2S_API_KEY=... npx tsx examples/nextjs/serve.ts
 */
import { serve } from '@hono/node-server';
import { announce, listenAddress } from '../common/listen-address.js';
import { POST } from './app/api/webhooks/route.js';

function route(request: Request): Promise<Response> | Response {
  if (new URL(request.url).pathname !== '/api/webhooks') return new Response('Not Found', { status: 404 });
  if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } });
  return POST(request);
}

serve({ fetch: route, port: listenAddress.port, hostname: listenAddress.host }, (info) => announce(info.port));
