import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import express from 'express';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebhookHandler } from '../handler.js';
import {
  examples,
  FAKE_SECRET,
  OTHER_FAKE_SECRET,
  referenceDelivery,
} from '../../../test/support/webhooks/fixtures.js';
import { listen, postChunked } from '../../../test/support/webhooks/servers.js';
import { WEBHOOK_OUTCOME_HEADER } from '../responses.js';
import { createNodeMiddleware, type NodeWebhookRequest } from './node-http.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function receiver(bodyLimitBytes?: number) {
  const grant = vi.fn();
  const errors: string[] = [];
  const handler = createWebhookHandler({
    secret: FAKE_SECRET,
    bodyLimitBytes,
    on: { 'item.add': grant, 'daily_reward.get': () => ({ days: [{ day_number: 1, items: [{ sku: 'gem' }] }] }) },
    onError: (error) => errors.push(error.message),
  });
  return { grant, errors, middleware: createNodeMiddleware(handler) };
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

/** The three Node servers the adapter is meant for, each receiving on /webhooks. */
const servers: Record<string, (middleware: ReturnType<typeof receiver>['middleware']) => Promise<string>> = {
  'node:http': async (middleware) => {
    const server = await listen((req, res) => void middleware(req, res));
    closers.push(server.close);
    return `${server.url}/webhooks`;
  },
  'Express with express.raw': async (middleware) => {
    const app = express();
    app.post('/webhooks', express.raw({ type: 'application/json' }), middleware);
    const server = await listen(app);
    closers.push(server.close);
    return `${server.url}/webhooks`;
  },
  'Fastify with a buffer content-type parser': async (middleware) => {
    const app = Fastify();
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post('/webhooks', (request, reply) => {
      reply.hijack();
      return middleware(Object.assign(request.raw, { body: request.body }), reply.raw);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    closers.push(() => app.close());
    const address = app.server.address() as { port: number };
    return `http://127.0.0.1:${address.port}/webhooks`;
  },
};

describe.each(Object.entries(servers))('createNodeMiddleware on %s', (_name, start) => {
  it('grants a signed item.add (200) and refuses a forged one (403)', async () => {
    const { grant, middleware } = receiver();
    const url = await start(middleware);
    expect((await post(url, examples['item.add'])).status).toBe(200);
    expect(grant).toHaveBeenCalledOnce();
    const forged = await post(url, examples['item.add'], OTHER_FAKE_SECRET);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'no_matching_signature' });
    expect(grant).toHaveBeenCalledOnce();
  });

  it('answers daily_reward.get with its JSON body, and 400 an unknown event type', async () => {
    const url = await start(receiver().middleware);
    const reward = await post(url, examples['daily_reward.get']);
    expect(reward.status).toBe(200);
    expect(reward.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await reward.json()).toEqual({ days: [{ day_number: 1, items: [{ sku: 'gem' }] }] });
    expect((await post(url, { ...examples['item.add'], event_type: 'item.gift' })).status).toBe(400);
  });
});

describe('createNodeMiddleware writes the answer', () => {
  it('with its length, its content type and the outcome header, on a connection kept alive', async () => {
    const url = await servers['node:http']!(receiver().middleware);
    const response = await post(url, examples['daily_reward.get']);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get(WEBHOOK_OUTCOME_HEADER)).toBe('processed');
    expect(response.headers.get('connection')).toBe('keep-alive');
    const forged = await post(url, examples['item.add'], OTHER_FAKE_SECRET);
    expect(forged.headers.get(WEBHOOK_OUTCOME_HEADER)).toBe('rejected');
    expect(forged.headers.get('content-length')).toBe(String(Buffer.byteLength(await forged.text())));
  });

  it('keeping the headers a framework set before it (Express X-Powered-By), and closing after a 413', async () => {
    const { middleware } = receiver(256);
    const app = express();
    app.post('/webhooks', middleware);
    const server = await listen(app);
    closers.push(server.close);
    const tooLarge = await post(`${server.url}/webhooks`, examples['item.add']);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('x-powered-by')).toBe('Express');
    expect(tooLarge.headers.get('connection')).toBe('close');
    expect(JSON.parse(await tooLarge.text())).toMatchObject({ code: 'body_too_large' });
  });
});

describe('createNodeMiddleware body limit', () => {
  it('answers 413 on a Content-Length over the limit', async () => {
    const { grant, middleware } = receiver(256);
    const url = await servers['node:http']!(middleware);
    const response = await post(url, examples['item.add']);
    expect(response.status).toBe(413);
    expect(grant).not.toHaveBeenCalled();
  });

  it('stops reading a chunked body once it passes the limit', async () => {
    const { grant, middleware } = receiver(1024);
    const url = await servers['node:http']!(middleware);
    const delivery = referenceDelivery(examples['item.add']);
    const status = await postChunked(
      url,
      delivery.headers,
      Array.from({ length: 8 }, () => Buffer.alloc(512, 0x20)),
    );
    expect(status).toBe(413);
    expect(grant).not.toHaveBeenCalled();
  });
});

describe('Express with the express.json mistake', () => {
  it('answers 500 at once with a message naming express.raw, instead of hanging or answering 403', async () => {
    const { grant, errors, middleware } = receiver();
    const app = express();
    app.post('/webhooks', express.json(), middleware);
    const server = await listen(app);
    closers.push(server.close);
    const response = await post(`${server.url}/webhooks`, examples['item.add']);
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.code).toBe('body_not_raw');
    expect(body.detail).toMatch(/express\.raw\(\{ type: 'application\/json' \}\)/);
    expect(errors.join('\n')).toMatch(/express\.json\(\)/);
    expect(grant).not.toHaveBeenCalled();
  });
});

describe('createNodeMiddleware with a body a framework already read', () => {
  /** A request whose body a framework already read, and a response that records what is written. */
  function delivered(payload: unknown) {
    const delivery = referenceDelivery(payload, { secret: FAKE_SECRET });
    const req = Object.assign(new PassThrough(), {
      method: 'POST',
      headers: delivery.headers,
      body: Buffer.from(delivery.body),
    }) as unknown as NodeWebhookRequest;
    const written: { status?: number; body?: string } = {};
    const res = {
      headersSent: false,
      writeHead(status: number) {
        written.status = status;
        return {
          end: (body: string) => {
            written.body = body;
          },
        };
      },
    } as unknown as ServerResponse;
    return { req, res, written };
  }

  it('answers concurrent deliveries each with its own answer, running each handler once', async () => {
    const { middleware, grant } = receiver();
    const first = delivered(examples['item.add']);
    const second = delivered({ ...examples['item.add'], idempotency_key: 'idem-second' });
    await Promise.all([middleware(first.req, first.res), middleware(second.req, second.res)]);
    expect([first.written.status, second.written.status, grant.mock.calls.length]).toEqual([200, 200, 2]);
  });

  it('still answers while a test fakes the global timers', async () => {
    vi.useFakeTimers();
    try {
      const { middleware } = receiver();
      const { req, res, written } = delivered(examples['item.add']);
      await middleware(req, res);
      expect(written.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  }, 5000);
});

describe('createNodeMiddleware when a delivery goes wrong outside the core', () => {
  /** A node:http server around `middleware` that records the promise each request returned. */
  async function serve(middleware: ReturnType<typeof createNodeMiddleware>) {
    const settled: Promise<string>[] = [];
    const server = await listen((req, res) => {
      settled.push(
        middleware(req, res).then(
          () => 'resolved',
          () => 'rejected',
        ),
      );
    });
    closers.push(server.close);
    return { url: `${server.url}/webhooks`, port: Number(new URL(server.url).port), settled };
  }

  it.each([
    [
      'throws',
      () => {
        throw new Error('broken');
      },
    ],
    ['rejects', () => Promise.reject(new Error('broken'))],
  ])('answers 500 when a WebhookHandler of its own %s, and keeps serving', async (_name, handle) => {
    const { url, settled } = await serve(createNodeMiddleware({ handle: handle as never, bodyLimitBytes: 1024 }));
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post(url, examples['item.add']);
      expect(response.status).toBe(500);
      expect((await response.json()).code).toBe('handler_failed');
    }
    expect(await Promise.all(settled)).toEqual(['resolved', 'resolved']);
  });

  it('settles at once (and runs no handler) when the client goes away halfway through the body', async () => {
    const grant = vi.fn();
    const handler = createWebhookHandler({ secret: FAKE_SECRET, on: { 'item.add': grant }, onError: () => {} });
    // A read deadline far off, so only the abort itself can settle the request in time.
    const { url, port, settled } = await serve(createNodeMiddleware(handler, { bodyTimeoutMs: 60_000 }));
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /webhooks HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n{"event',
    );
    await vi.waitFor(() => expect(settled).toHaveLength(1));
    socket.destroy();
    const late = new Promise((resolve) => setTimeout(resolve, 2000, 'still pending').unref());
    expect(await Promise.race([settled[0], late])).toBe('resolved');
    expect(grant).not.toHaveBeenCalled();
    expect((await post(url, examples['item.add'])).status).toBe(200);
  });
});
