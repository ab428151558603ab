/**
 * `npx tsx scripts/bench/client-observability.ts [rounds] [callsPerRound]`
 *
 * What observability costs per call, as ratios against the same client with all of it off
 * (`tracing: false`, no logger, no hooks), against one local server on 127.0.0.1 in one run.
 *
 * Phase 1, no OpenTelemetry SDK registered (the `@opentelemetry/api` package is installed here):
 * - `default`: default options, so the client looks for the API, finds it, and the API's no-op
 *   tracer records nothing; this is what every user without an SDK pays;
 * - `logger at warn`: a pino logger at the default level, which writes nothing for a 200;
 * - `hooks`: four empty hooks.
 * Phase 2, a real SDK registered (BasicTracerProvider, a batch processor, an exporter that drops
 * the spans, W3C propagation): `traced` makes a span per call and sends `traceparent`.
 *
 * Method as in client-overhead.ts: short rounds, every variant once per round, in an order that
 * flips every round; each ratio is the median over rounds. Prints numbers only.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, BatchSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { pino } from 'pino';
import { createClient, type ClientOptions } from '../../src/index.js';

const rounds = Number(process.argv[2] ?? 150);
const callsPerRound = Number(process.argv[3] ?? 40);
const PAYLOAD = JSON.stringify([
  { id: 'ach_1', name: 'First blood' },
  { id: 'ach_2', name: 'Dragon slayer' },
]);

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(PAYLOAD) });
    res.end(PAYLOAD);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const make = (options: Partial<ClientOptions>) =>
  createClient({
    apiKey: 'sk_test_BENCH_not_a_real_key',
    baseUrl: base,
    rateLimit: { requestsPerMinute: 1e9, burst: 1e9 },
    ...options,
  });
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
const noop = () => undefined;

async function timeBatch(run: () => Promise<unknown>, count: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < count; i++) await run();
  return performance.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs the variants interleaved and prints each one's median ratio to `off`. */
async function phase(title: string, variants: Record<string, () => Promise<unknown>>): Promise<void> {
  const names = Object.keys(variants);
  for (const name of names) await timeBatch(variants[name]!, 300); // warm-up
  const spent: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) spent[name]!.push(await timeBatch(variants[name]!, callsPerRound));
  }
  console.log(title);
  const perCall = (name: string) =>
    ((spent[name]!.reduce((a, b) => a + b, 0) / (rounds * callsPerRound)) * 1000).toFixed(1);
  for (const name of names) {
    const ratio = median(spent[name]!.map((ms, round) => ms / spent['off']![round]!));
    console.log(`  ${name.padEnd(16)} ${perCall(name).padStart(7)} µs/call  ${ratio.toFixed(3)}x off`);
  }
}

console.log(`client observability: ${rounds} rounds × ${callsPerRound} sequential GETs per variant, 127.0.0.1`);
const off = make({ tracing: false });
const plainDefault = make({});
const logged = make({ tracing: false, logger: pino({ level: 'warn' }, discard) });
const hooks = { beforeRequest: noop, afterResponse: noop, beforeRetry: noop, onFailure: noop };
const hooked = make({ tracing: false, hooks });
await phase('no OpenTelemetry SDK registered:', {
  off: () => off.achievements.list({ limit: 10 }),
  default: () => plainDefault.achievements.list({ limit: 10 }),
  'logger at warn': () => logged.achievements.list({ limit: 10 }),
  hooks: () => hooked.achievements.list({ limit: 10 }),
});

const dropAll: SpanExporter = { export: (_spans, done) => done({ code: 0 }), shutdown: async () => undefined };
const provider = new BasicTracerProvider({ spanProcessors: [new BatchSpanProcessor(dropAll)] });
trace.setGlobalTracerProvider(provider);
propagation.setGlobalPropagator(new W3CTraceContextPropagator());
const traced = make({});
await phase('OpenTelemetry SDK registered (a span per call, traceparent sent):', {
  off: () => off.achievements.list({ limit: 10 }),
  traced: () => traced.achievements.list({ limit: 10 }),
});
await provider.shutdown();
server.close();
