/**
 * `npx tsx scripts/bench/webhook-receive.ts`: webhook receive over HTTP, the library's receiver
 * (createNodeMiddleware + createWebhookHandler) against a hand-written one in the same server
 * process (read the raw body, HMAC, timingSafeEqual, JSON.parse, answer 200), per store:
 *
 * - memory store starting empty, and holding 100,000 and 1,000,000 events (at its cap, so every
 *   new event evicts one) vs the hand-written receiver: target >= 0.9x;
 * - Redis store vs hand-written + one raw SET NX PX per delivery: target >= 0.85x;
 * - PostgreSQL store vs hand-written + one raw INSERT ... ON CONFLICT DO NOTHING: target >= 0.85x.
 *
 * Also printed, for attribution: the library receiver with a store that does nothing ('no-store'),
 * against the hand-written one and against the memory store, which tells the store's own cost apart
 * from the rest of the receiver (verify, replay window, schema validation, dispatch).
 *
 * The server runs in a child process; this process sends signed item.add deliveries, each a new
 * event, CONCURRENCY at a time over keep-alive connections. Rounds interleave every variant (order
 * flipped each round); medians are printed. Redis at REDIS_URL and PostgreSQL at DATABASE_URL (a
 * schema of its own, dropped); a variant whose service is unreachable is reported and skipped.
 * No assertions: timing belongs in a report, not a test.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';
import { once } from 'node:events';
import { webhookExamples } from '../../generated/webhook-examples.js';

const SECRET = 'bench-only-fake-secret';
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PER_ROUND = Number(process.env.PER_ROUND ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);

if (process.argv[2] === 'server') {
  await import('./webhook-receive-server.js');
} else {
  const server: ChildProcess = fork(new URL(import.meta.url).pathname, ['server'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SECRET: SECRET },
  });
  const [ready] = (await once(server, 'message')) as [{ port: number; variants: string[]; skipped: string[] }];
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let serial = 0;
  const example = webhookExamples['item.add'] as Record<string, unknown>;

  const post = (variant: string) => {
    serial += 1;
    const body = Buffer.from(
      JSON.stringify({ ...example, event_id: `whevt_bench_${serial}`, idempotency_key: `idem_bench_${serial}` }),
    );
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', SECRET).update(`${timestamp}.`).update(body).digest('hex');
    return new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: ready.port,
          path: `/${variant}`,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': body.length,
            'x-service-signature': signature,
            'x-service-signature-timestamp': timestamp,
          },
        },
        (res) => res.resume().once('end', () => resolve(res.statusCode!)),
      );
      req.once('error', reject).end(body);
    });
  };

  const round = async (variant: string): Promise<number> => {
    let next = 0;
    const start = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < PER_ROUND) {
          const status = await post(variant);
          if (status !== 200) throw new Error(`${variant} answered ${status}`);
        }
      }),
    );
    return PER_ROUND / (Number(process.hrtime.bigint() - start) / 1e9);
  };

  const runs = new Map<string, number[]>(ready.variants.map((v) => [v, []]));
  for (const variant of ready.variants) await round(variant); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? ready.variants : [...ready.variants].reverse();
    for (const variant of order) runs.get(variant)!.push(await round(variant));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const ops = (variant: string) => median(runs.get(variant)!);
  const line = (variant: string, baseline: string, target: number) => {
    if (!runs.has(variant) || !runs.has(baseline)) return;
    const ratio = ops(variant) / ops(baseline);
    console.log(
      `${variant.padEnd(16)} ${Math.round(ops(variant)).toLocaleString('en-US').padStart(7)}/s vs ${baseline.padEnd(10)} ${Math.round(ops(baseline)).toLocaleString('en-US').padStart(7)}/s: ${ratio.toFixed(2)}x (target >= ${target.toFixed(2)}x) ${ratio >= target ? 'OK' : 'BELOW TARGET'}`,
    );
  };
  console.log(
    `${ROUNDS} interleaved rounds x ${PER_ROUND} deliveries per variant, ${CONCURRENCY} concurrent, medians (node ${process.version})`,
  );
  for (const skipped of ready.skipped) console.log(`skipped: ${skipped}`);
  line('no-store', 'raw', 0.9);
  line('memory-0', 'raw', 0.9);
  line('memory-0', 'no-store', 0.9);
  line('memory-1m', 'no-store', 0.9);
  line('memory-100k', 'raw', 0.9);
  line('memory-1m', 'raw', 0.9);
  line('redis-store', 'raw-redis', 0.85);
  line('postgres-store', 'raw-postgres', 0.85);
  server.send('stop');
  await once(server, 'exit');
  agent.destroy();
}
