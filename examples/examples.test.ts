/**
 * Every example app runs as a real server and receives signed deliveries: a good one is 200, a
 * tampered one 403, and copies of one event (at once and later) run the handler once. The
 * examples that also serve an ordinary JSON route prove their webhook parser did not leak into it.
 * The client script runs against the embedded mock.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapiDocument from '../generated/openapi.json' with { type: 'json' };
import { startMockServer } from '../contract-tests/mock-server/start-mock.js';
import { createSignedDelivery, type SignedDelivery } from '../src/testing/index.js';
import { collect, type RunningExample, spawnExample, startExample } from './support/run-example.js';

const SECRET = 'sk_test_examples_fake_secret';
/** The examples read GAME_COMMERCE_MAKER_NAME: the real header names carry the maker's name (spec §6). */
const MAKER_NAME = 'acme';

const SERVERS = [
  { name: 'Express', entry: 'examples/express/server.ts', path: '/webhooks', jsonRoute: true },
  { name: 'Fastify', entry: 'examples/fastify/server.ts', path: '/webhooks', jsonRoute: true },
  { name: 'Hono', entry: 'examples/hono/server.ts', path: '/webhooks', jsonRoute: true },
  { name: 'Next.js route handler', entry: 'examples/nextjs/serve.ts', path: '/api/webhooks', jsonRoute: false },
];

let playerCount = 0;
/** An item.add for a player no other delivery uses, so its grant lines can be counted. */
function itemAdd(): { delivery: SignedDelivery<'item.add'>; player: string } {
  const player = `player_example_${++playerCount}_${Date.now()}`;
  const overrides = { event_data: { player_id: player } };
  const delivery = createSignedDelivery('item.add', { secret: SECRET, makerName: MAKER_NAME, overrides });
  return { delivery, player };
}

const grantsTo = (app: RunningExample, player: string) =>
  app
    .stdout()
    .split('\n')
    .filter((line) => line.includes(` to ${player} `)).length;

/** Waits until the app has printed the grant of a fresh event: everything printed before it is in. */
async function drain(app: RunningExample, send: (delivery: SignedDelivery<'item.add'>) => Promise<Response>) {
  const marker = itemAdd();
  expect((await send(marker.delivery)).status).toBe(200);
  await expect.poll(() => grantsTo(app, marker.player)).toBe(1);
}

describe.each(SERVERS)('$name example', ({ entry, path, jsonRoute }) => {
  let app: RunningExample;
  const send = (delivery: { body: string; headers: Record<string, string> }) =>
    fetch(`${app.url}${path}`, { method: 'POST', headers: delivery.headers, body: delivery.body });

  beforeAll(async () => {
    app = await startExample(entry, SECRET, { GAME_COMMERCE_MAKER_NAME: MAKER_NAME });
  }, 30_000);
  afterAll(() => app?.stop());

  it('answers 200 to a signed delivery and runs the handler', async () => {
    const { delivery, player } = itemAdd();
    const response = await send(delivery);
    expect(response.status).toBe(200);
    await expect.poll(() => grantsTo(app, player)).toBe(1);
  });

  it("takes a valid 189 kB item.add (the limit is the handler's, not the framework's 100 kB)", async () => {
    const player = `player_example_large_${Date.now()}`;
    const items = Array.from({ length: 7_000 }, (_, index) => ({ sku: `gem_pack_large_${index}` }));
    const delivery = createSignedDelivery('item.add', {
      secret: SECRET,
      makerName: MAKER_NAME,
      overrides: { event_data: { player_id: player, items } },
    });
    expect(Buffer.byteLength(delivery.body)).toBeGreaterThan(189_000);
    const response = await send(delivery);
    expect(response.status).toBe(200);
    await expect.poll(() => grantsTo(app, player)).toBe(1);
  });

  it('answers a delivery over the body limit through the handler: 413, its outcome header, and onError', async () => {
    const player = `player_example_too_large_${Date.now()}`;
    const delivery = createSignedDelivery('item.add', {
      secret: SECRET,
      makerName: MAKER_NAME,
      // Just over the handler's 1 MiB, so the whole body is on its way before the answer.
      overrides: { event_data: { player_id: player, items: [{ sku: 'x'.repeat(1_048_576) }] } },
    });
    const response = await send(delivery);
    expect(response.status).toBe(413);
    expect(response.headers.get('x-webhook-outcome')).toBe('rejected');
    expect(await response.json()).toEqual({
      detail: 'The body exceeds the limit of 1048576 bytes',
      code: 'body_too_large',
    });
    // The handler's default onError: one line to console.warn for a 4xx.
    await expect.poll(() => app.stderr()).toMatch(/\[game-commerce-s2s webhooks\] 413 body_too_large: /);
    expect(grantsTo(app, player)).toBe(0);
  });

  it("refuses a delivery signed under the document's header names: it is configured with the maker's", async () => {
    const unnamed = createSignedDelivery('item.add', { secret: SECRET });
    expect((await send(unnamed)).status).toBe(403);
  });

  it('answers 403 to a tampered delivery and grants nothing', async () => {
    const { delivery, player } = itemAdd();
    const tampered = { ...delivery, body: delivery.body.replace('gem_pack', 'gem_mega_pack') };
    expect(tampered.body).not.toBe(delivery.body);
    expect((await send(tampered)).status).toBe(403);
    await drain(app, send);
    expect(grantsTo(app, player)).toBe(0);
  });

  it('runs the handler once for copies of one event, sent at once and later', async () => {
    const { delivery, player } = itemAdd();
    const together = await Promise.all([send(delivery), send(delivery), send(delivery)]);
    expect(together.map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await send(delivery)).status).toBe(200);
    await drain(app, send);
    expect(grantsTo(app, player)).toBe(1);
  });

  // The Next.js route file serves one route only; the frameworks serve the rest of the app as well.
  if (!jsonRoute) return;
  it("still parses JSON on the app's other routes", async () => {
    const scores = { player_id: 'player_1', points: 1200 };
    const response = await fetch(`${app.url}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scores),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ parsed: true, body: scores });
  });
});

describe('the Express recipes of the README and docs/receiving-webhooks.md', () => {
  it.each(['README.md', 'docs/receiving-webhooks.md'])(
    'in %s, mount the middleware with no body parser on its route, as the tested example does',
    (doc) => {
      const text = readFileSync(resolve(import.meta.dirname, '..', doc), 'utf8');
      const example = readFileSync(resolve(import.meta.dirname, 'express/server.ts'), 'utf8');
      // A parser on the route would answer a body over its limit itself (an HTML 413, no onError).
      const route = "app.post('/webhooks', createNodeMiddleware(webhooks));";
      expect(example).toContain(route);
      expect(text).toContain(route);
      for (const source of [text, example]) expect(source).not.toMatch(/express\.raw\(/);
    },
  );
});

describe('client script example', () => {
  it('creates an order and walks the achievements against the mock', async () => {
    const mock = await startMockServer({ document: structuredClone(openapiDocument), log: new PassThrough().resume() });
    try {
      const child = spawnExample('examples/client/create-order.ts', {
        GAME_COMMERCE_BASE_URL: mock.url,
        GAME_COMMERCE_API_KEY: 'sk_test_examples_fake_key',
      });
      const stdout = collect(child.stdout);
      const stderr = collect(child.stderr);
      const [code] = await once(child, 'exit');
      expect(stderr()).toBe('');
      expect(code).toBe(0);
      expect(stdout()).toMatch(/^order \S+: send the player to https:\/\/\S+$/m);
      expect(stdout()).toMatch(/^[1-9]\d* achievements$/m);
    } finally {
      await mock.close();
    }
  }, 30_000);
});
