/**
 * A body the adapters stop reading (over `bodyLimitBytes`, or past `bodyTimeoutMs`) is refused by
 * the core like any other delivery: the outcome header, `onError` with a `WebhookError`, and
 * `onOutcome`. So is a body over the limit that a framework read first. A handler not built by
 * `createWebhookHandler` is never handed a body it would have to refuse: the adapter answers.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhookError } from '../webhook-error.js';
import { createWebhookHandler, type WebhookHandler } from '../handler.js';
import type { WebhookOutcomeInfo } from '../observe-delivery.js';
import { examples, FAKE_SECRET, referenceDelivery } from '../../../test/support/webhooks/fixtures.js';
import { listen } from '../../../test/support/webhooks/servers.js';
import { createFetchHandler } from './fetch.js';
import { createNodeMiddleware } from './node-http.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const LIMIT = 256;
const delivery = referenceDelivery({ ...examples['item.add'], padding: 'x'.repeat(LIMIT) });

function reported() {
  const grant = vi.fn();
  const errors: { error: WebhookError; status: number }[] = [];
  const outcomes: Omit<WebhookOutcomeInfo, 'durationMs'>[] = [];
  const handler = createWebhookHandler({
    secret: FAKE_SECRET,
    bodyLimitBytes: LIMIT,
    tracing: false,
    on: { 'item.add': grant },
    onError: (error, info) => errors.push({ error, status: info.status }),
    onOutcome: ({ durationMs: _, ...info }) => outcomes.push(info),
  });
  return { grant, errors, outcomes, handler };
}

const TOO_LARGE = { detail: `The body exceeds the limit of ${LIMIT} bytes`, code: 'body_too_large' };

/** What each refusal must have left: the error and the outcome reported once, nothing granted. */
function expectReported(receiver: ReturnType<typeof reported>, code: 'body_too_large' | 'body_timeout') {
  const status = code === 'body_too_large' ? 413 : 408;
  expect(receiver.errors).toHaveLength(1);
  expect(receiver.errors[0]!.error).toBeInstanceOf(WebhookError);
  expect(receiver.errors[0]).toMatchObject({ error: { code, status }, status });
  expect(receiver.outcomes).toEqual([{ outcome: 'rejected', status, code, eventType: undefined }]);
  expect(receiver.grant).not.toHaveBeenCalled();
}

/** A POST over node:http, the body written in `chunks` (chunked) or whole (with Content-Length). */
function post(url: string, body: string, chunked: boolean, end = true) {
  return new Promise<{ status: number; outcome: string | undefined; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const headers = chunked ? { ...delivery.headers, 'transfer-encoding': 'chunked' } : delivery.headers;
      const req = httpRequest(url, { method: 'POST', headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            outcome: res.headers['x-webhook-outcome'] as string | undefined,
            connection: res.headers.connection,
            body: text,
          }),
        );
      });
      req.on('error', reject);
      req.setTimeout(5000, () => req.destroy(new Error('no answer')));
      if (chunked) for (let at = 0; at < body.length; at += 64) req.write(body.slice(at, at + 64));
      else req.write(body);
      if (end) req.end();
    },
  );
}

describe('createNodeMiddleware', () => {
  it.each([
    ['a Content-Length over the limit', false],
    ['a chunked body that passes it', true],
  ])('%s: 413 through the handler, the connection closed', async (_, chunked) => {
    const receiver = reported();
    const server = await listen(createNodeMiddleware(receiver.handler));
    closers.push(server.close);
    const answer = await post(server.url, delivery.body, chunked);
    expect(answer).toMatchObject({ status: 413, outcome: 'rejected', connection: 'close' });
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expectReported(receiver, 'body_too_large');
  });

  it('a body that stops arriving: 408 through the handler', async () => {
    const receiver = reported();
    const server = await listen(createNodeMiddleware(receiver.handler, { bodyTimeoutMs: 200 }));
    closers.push(server.close);
    const answer = await post(server.url, delivery.body.slice(0, 40), true, false);
    expect(answer).toMatchObject({ status: 408, outcome: 'rejected', connection: 'close' });
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The body did not arrive within 200 ms', code: 'body_timeout' });
    expectReported(receiver, 'body_timeout');
  });

  it('a body over the limit that a framework read first: 413 through the handler', async () => {
    const receiver = reported();
    const middleware = createNodeMiddleware(receiver.handler);
    const server = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => void middleware(Object.assign(req, { body: Buffer.concat(chunks) }), res));
    });
    closers.push(server.close);
    const answer = await post(server.url, delivery.body, false);
    expect(answer).toMatchObject({ status: 413, outcome: 'rejected' });
    expectReported(receiver, 'body_too_large');
  });
});

describe('createFetchHandler', () => {
  const request = (body: BodyInit, headers: Record<string, string> = delivery.headers) =>
    new Request('http://127.0.0.1/api/webhooks', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  const streamOf = (text: string, end: boolean) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < text.length; at += 64)
          controller.enqueue(new TextEncoder().encode(text.slice(at, at + 64)));
        if (end) controller.close();
      },
    });

  it.each([
    ['a Content-Length over the limit', () => request(delivery.body)],
    ['a streamed body that passes it', () => request(streamOf(delivery.body, true))],
  ])('%s: 413 through the handler', async (_, build) => {
    const receiver = reported();
    const response = await createFetchHandler(receiver.handler)(build());
    expect(response.status).toBe(413);
    expect(response.headers.get('x-webhook-outcome')).toBe('rejected');
    expect(await response.json()).toEqual(TOO_LARGE);
    expectReported(receiver, 'body_too_large');
  });

  it('a body stream that never ends: 408 through the handler, the connection closed', async () => {
    const receiver = reported();
    const response = await createFetchHandler(receiver.handler, { bodyTimeoutMs: 200 })(
      request(streamOf(delivery.body.slice(0, 40), false)),
    );
    expect(response.status).toBe(408);
    expect(response.headers.get('x-webhook-outcome')).toBe('rejected');
    expect(response.headers.get('connection')).toBe('close');
    expectReported(receiver, 'body_timeout');
  });
});

describe('a WebhookHandler of your own', () => {
  const own = (): WebhookHandler & { handle: ReturnType<typeof vi.fn> } => ({
    handle: vi.fn(async () => ({ status: 200, headers: {}, body: '{}', outcome: 'processed' as const })),
    bodyLimitBytes: LIMIT,
  });

  it('is not called for a body over its limit: the adapters answer 413 themselves', async () => {
    const fetchSide = own();
    const response = await createFetchHandler(fetchSide)(request());
    expect(response.status).toBe(413);
    expect(response.headers.get('x-webhook-outcome')).toBe('rejected');
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(fetchSide.handle).not.toHaveBeenCalled();

    const nodeSide = own();
    const server = await listen(createNodeMiddleware(nodeSide));
    closers.push(server.close);
    expect(await post(server.url, delivery.body, false)).toMatchObject({ status: 413, outcome: 'rejected' });
    expect(nodeSide.handle).not.toHaveBeenCalled();
  });

  function request() {
    return new Request('http://127.0.0.1/api/webhooks', {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
    });
  }
});
