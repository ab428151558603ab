import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebhookHandler } from '../handler.js';
import {
  examples,
  FAKE_SECRET,
  OTHER_FAKE_SECRET,
  referenceDelivery,
} from '../../../test/support/webhooks/fixtures.js';
import { listen, postChunked } from '../../../test/support/webhooks/servers.js';
import { createFetchHandler } from './fetch.js';

/**
 * A minimal Fetch server on node:http, doing what Next.js, Hono's node server or Bun do: turn the
 * request into a Fetch Request (body streamed, not buffered) and write the Response back.
 */
function serveFetch(handle: (request: Request) => Promise<Response>) {
  return listen(async (req: IncomingMessage, res: ServerResponse) => {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]): [string, string][] =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: 'half',
    } as RequestInit);
    const response = await handle(request);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function start(bodyLimitBytes?: number) {
  const grant = vi.fn();
  const handler = createWebhookHandler({
    secret: FAKE_SECRET,
    bodyLimitBytes,
    on: { 'item.add': grant },
    onError: () => {},
  });
  const server = await serveFetch(createFetchHandler(handler));
  closers.push(server.close);
  return { grant, url: `${server.url}/api/webhooks` };
}

const post = (url: string, payload: unknown, secret = FAKE_SECRET) => {
  const delivery = referenceDelivery(payload, { secret });
  return fetch(url, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
    signal: AbortSignal.timeout(5000),
  });
};

describe('createFetchHandler behind a real server', () => {
  it('grants a signed item.add once (200, then a duplicate 200) and refuses a forged one (403)', async () => {
    const { grant, url } = await start();
    expect((await post(url, examples['item.add'])).status).toBe(200);
    expect((await post(url, examples['item.add'])).status).toBe(200);
    expect(grant).toHaveBeenCalledOnce();
    const forged = await post(url, examples['item.add'], OTHER_FAKE_SECRET);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'no_matching_signature' });
  });

  it('answers 400 for a malformed body and 405 for GET', async () => {
    const { url } = await start();
    expect((await post(url, { ...examples['item.add'], event_data: {} })).status).toBe(400);
    const get = await fetch(url, { signal: AbortSignal.timeout(5000) });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers 413 over the limit, by Content-Length and while streaming a chunked body', async () => {
    const { grant, url } = await start(1024);
    const big = { ...examples['item.add'], padding: 'x'.repeat(2000) };
    expect((await post(url, big)).status).toBe(413);
    const delivery = referenceDelivery(examples['item.add']);
    expect(
      await postChunked(
        url,
        delivery.headers,
        Array.from({ length: 8 }, () => Buffer.alloc(512, 0x20)),
      ),
    ).toBe(413);
    expect(grant).not.toHaveBeenCalled();
  });
});
