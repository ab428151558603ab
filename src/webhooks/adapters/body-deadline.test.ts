/**
 * The body read deadline of both adapters (`bodyTimeoutMs`): a body that stops arriving is answered
 * 408, instead of waiting forever (Fetch) or for `server.requestTimeout`, 300 s by default (Node);
 * and a body that arrives in time costs no timer of its own.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhookError } from '../webhook-error.js';
import { createWebhookHandler } from '../handler.js';
import { examples, FAKE_SECRET, referenceDelivery } from '../../../test/support/webhooks/fixtures.js';
import { listen } from '../../../test/support/webhooks/servers.js';
import { createFetchHandler } from './fetch.js';
import { createNodeMiddleware } from './node-http.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(closers.splice(0).map((close) => close()));
});

function handler() {
  const grant = vi.fn();
  return {
    grant,
    handler: createWebhookHandler({ secret: FAKE_SECRET, on: { 'item.add': grant }, onError: () => {} }),
  };
}

/** POSTs the start of a signed delivery and then nothing more; resolves with the status, or 'no answer'. */
function postStalled(url: string, waitMs: number): Promise<{ status: number | 'no answer'; body: string }> {
  const delivery = referenceDelivery(examples['item.add']);
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...delivery.headers, 'content-length': '5000' } });
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ status: 'no answer', body: '' });
    }, waitMs);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', () => {});
    req.write(delivery.body.slice(0, 40));
  });
}

describe('createNodeMiddleware', () => {
  it('answers 408 to a body that stops arriving, and runs no handler', async () => {
    const { grant, handler: core } = handler();
    const server = await listen(createNodeMiddleware(core, { bodyTimeoutMs: 200 }));
    closers.push(server.close);
    const answer = await postStalled(`${server.url}/webhooks`, 5000);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The body did not arrive within 200 ms', code: 'body_timeout' });
    expect(grant).not.toHaveBeenCalled();
  });

  it('a body that arrives in time starts no timer of its own', async () => {
    const { grant, handler: core } = handler();
    const server = await listen(createNodeMiddleware(core));
    closers.push(server.close);
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    for (let i = 0; i < 20; i++) {
      const delivery = referenceDelivery({ ...examples['item.add'], idempotency_key: `deadline-${i}` });
      const response = await fetch(`${server.url}/webhooks`, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
      });
      expect(response.status).toBe(200);
    }
    expect(grant).toHaveBeenCalledTimes(20);
    // One sweep timer for the middleware (started again only after a second with nothing to read).
    expect(intervals.mock.calls.length).toBeLessThanOrEqual(1);
    expect(timeouts.mock.calls.filter(([, ms]) => ms === 10_000)).toEqual([]);
  });
});

describe('createFetchHandler', () => {
  it('answers 408 to a body stream that never ends', async () => {
    const { grant, handler: core } = handler();
    const handle = createFetchHandler(core, { bodyTimeoutMs: 200 });
    const delivery = referenceDelivery(examples['item.add']);
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode(delivery.body.slice(0, 40))),
    });
    const request = new Request('http://127.0.0.1/api/webhooks', {
      method: 'POST',
      headers: delivery.headers,
      body,
      duplex: 'half',
    } as RequestInit);
    const stall = new Promise<'no answer'>((resolve) => setTimeout(resolve, 5000, 'no answer'));
    const response = await Promise.race([handle(request), stall]);
    expect(response === 'no answer' ? response : response.status).toBe(408);
    expect(await (response as Response).json()).toMatchObject({ code: 'body_timeout' });
    expect(grant).not.toHaveBeenCalled();
  });

  it('refuses a bodyTimeoutMs that is not a positive number', () => {
    const { handler: core } = handler();
    expect(() => createFetchHandler(core, { bodyTimeoutMs: 0 })).toThrow(WebhookError);
    expect(() => createNodeMiddleware(core, { bodyTimeoutMs: Number.NaN })).toThrow(WebhookError);
  });
});
