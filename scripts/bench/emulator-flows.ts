/**
 * The flow figures of `emulator.ts`:
 *
 * - Pay to the game's handler: the emulator in its own process (the bin), the game (this package's
 *   receiver on node:http) in this one, so both ends of the interval read one clock. Each sample
 *   creates an order, then times from posting the checkout page's Pay form, as a browser does, to
 *   the moment the game's item.add handler starts. The baseline, in the same run, is a signed
 *   delivery posted straight to the same receiver: what loopback plus the receiver cost anyway.
 * - Memory for 100,000 orders: a child process with --expose-gc creates them through `emu.handle`
 *   (no socket) and reports the heap and RSS growth after a full collection.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSignedDelivery } from '../../src/testing/index.js';
import { createNodeMiddleware, createWebhookHandler } from '../../src/webhooks/index.js';
import { BENCH_KEY, startServer } from './emulator-servers.js';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export interface LatencyFigures {
  median: number;
  p99: number;
}

function figures(samples: number[]): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/** Pay→handler and direct-delivery→handler, `samples` of each, interleaved. */
export async function measureDelivery(cli: string, samples: number) {
  const started = new Map<string, number>();
  const receiver = createNodeMiddleware(
    createWebhookHandler({
      secret: BENCH_KEY,
      on: {
        'item.add': (event) => {
          started.set(event.event_data.player_id, performance.now());
        },
      },
    }),
  );
  const game = createServer(receiver);
  game.listen(0, '127.0.0.1');
  await once(game, 'listening');
  const hook = `http://127.0.0.1:${(game.address() as AddressInfo).port}/webhooks`;
  const emulator = await startServer(cli, {
    name: 'emulator',
    argv: (bin, port) => [bin, 'emulator', '--port', String(port), '--api-key', BENCH_KEY, '--webhook-url', hook],
  });
  const headers = { authorization: `Bearer ${BENCH_KEY}`, 'content-type': 'application/json' };
  const pay: number[] = [];
  const direct: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      const player = `player_pay_${i}`;
      const created = await fetch(`${emulator.url}/v1/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ player_id: player, items: [{ sku: 'gem_pack_500' }] }),
      });
      const { checkout_url } = (await created.json()) as { checkout_url: string };
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const t0 = performance.now();
      const paid = await fetch(checkout_url, {
        method: 'POST',
        headers: form,
        body: 'action=pay&method=card',
        redirect: 'manual',
      });
      await paid.arrayBuffer();
      if (paid.status !== 303 || !started.has(player))
        throw new Error(`Pay answered ${paid.status} without a delivery`);
      pay.push(started.get(player)! - t0);

      const baseline = `player_direct_${i}`;
      const delivery = createSignedDelivery('item.add', {
        secret: BENCH_KEY,
        overrides: { event_data: { player_id: baseline } },
      });
      const t1 = performance.now();
      const answer = await fetch(hook, { method: 'POST', headers: delivery.headers, body: delivery.body });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`the receiver answered ${answer.status}`);
      direct.push(started.get(baseline)! - t1);
    }
  } finally {
    await emulator.stop();
    game.closeAllConnections();
    game.close();
  }
  return { pay: figures(pay), direct: figures(direct) };
}

export interface MemoryFigures {
  orders: number;
  heapBytes: number;
  rssBytes: number;
}

/** Forks this file with --expose-gc to measure `orders` orders in a fresh heap. */
export async function measureMemory(orders: number): Promise<MemoryFigures> {
  const child = fork(new URL(import.meta.url).pathname, ['memory-child', String(orders)], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
  });
  const [figures] = (await once(child, 'message')) as [MemoryFigures];
  await once(child, 'exit');
  return figures;
}

async function memoryChild(orders: number): Promise<MemoryFigures> {
  const { startEmulator } = await import('../../src/emulator/index.js');
  const gc = (globalThis as { gc?: () => void }).gc!;
  const emu = await startEmulator({ listen: false, requestsPerMinute: false, apiKeys: [BENCH_KEY] });
  const create = async (i: number) => {
    const answer = await emu.handle({
      method: 'POST',
      path: '/v1/orders',
      query: new URLSearchParams(),
      headers: { authorization: `Bearer ${BENCH_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        player_id: `player_${i}`,
        items: [{ sku: 'gem_pack_500' }],
        back_to_game_url: 'mygame://store',
      }),
    });
    if (answer.status !== 201) throw new Error(`createOrder answered ${answer.status}: ${answer.body}`);
  };
  await create(-1); // tenant, parts and code paths exist before the baseline
  gc();
  gc();
  const before = process.memoryUsage();
  for (let i = 0; i < orders; i++) await create(i);
  gc();
  gc();
  const after = process.memoryUsage();
  await emu.close();
  return { orders, heapBytes: after.heapUsed - before.heapUsed, rssBytes: after.rss - before.rss };
}

if (process.argv[2] === 'memory-child') {
  process.send!(await memoryChild(Number(process.argv[3])));
  process.disconnect();
}
