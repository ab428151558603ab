/**
 * `npx tsx scripts/bench/client-overhead.ts [rounds] [callsPerRound]`
 *
 * Per-call overhead of the client over raw `fetch`, against one local server on 127.0.0.1 in one
 * run. Both sides send the same GET with the same headers and parse the same JSON; the client adds
 * the named-method layer (or openapi-fetch, for the path API), the token bucket (set high enough
 * never to wait), the per-attempt timeout and the retry bookkeeping.
 *
 * Method: many short rounds (default 150 × 40 calls per variant), each running every variant
 * once, in an order that flips every round, so drift (JIT, GC, CPU frequency, the host) hits all
 * variants alike; the result is the median of the per-round ratios. Long rounds measured the same
 * code anywhere from 1.05x to 1.20x from run to run on a 2-core machine; short ones agree to
 * about ±2 %. Target: at most 1.10x. This prints numbers only; no test asserts on timing.
 *
 * Two more baselines attribute the cost: raw fetch with its own AbortController timeout (what a
 * per-attempt timeout costs done the usual way, which is also how the client does it) and plain openapi-fetch with no SDK (the floor of the
 * path API, which is openapi-fetch's own request building and response reading).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import createOpenApiClient from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import { createClient } from '../../src/index.js';

const rounds = Number(process.argv[2] ?? 150);
const callsPerRound = Number(process.argv[3] ?? 40);
const TARGET = 1.1;
const PAYLOAD = JSON.stringify([{ id: 'ach_1', name: 'First blood' }, { id: 'ach_2', name: 'Dragon slayer' }]);

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(PAYLOAD) });
    res.end(PAYLOAD);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const apiKey = 'sk_test_BENCH_not_a_real_key';
const client = createClient({ apiKey, baseUrl: base, rateLimit: { requestsPerMinute: 1e9, burst: 1e9 } });
const headers = { Authorization: `Bearer ${apiKey}`, 'User-Agent': 'bench' };
const plainOpenApiFetch = createOpenApiClient<paths>({ baseUrl: base, headers });

const variants = {
  raw: () => fetch(`${base}/v1/achievements?limit=10`, { headers }).then((r) => r.json()),
  rawTimeout: async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 30_000);
    try {
      const response = await fetch(`${base}/v1/achievements?limit=10`, { headers, signal: controller.signal });
      return await response.json();
    } finally {
      clearTimeout(timer);
    }
  },
  openapiFetch: () => plainOpenApiFetch.GET('/v1/achievements', { params: { query: { limit: 10 } } }),
  named: () => client.achievements.list({ limit: 10 }),
  path: () => client.GET('/v1/achievements', { params: { query: { limit: 10 } } }),
};
type Variant = keyof typeof variants;
const names = Object.keys(variants) as Variant[];

async function timeBatch(run: () => Promise<unknown>, count: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < count; i++) await run();
  return performance.now() - start;
}

for (const name of names) await timeBatch(variants[name], 300); // warm-up

const totals = Object.fromEntries(names.map((name) => [name, 0])) as Record<Variant, number>;
const perRound: Record<Variant, number>[] = [];
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? names : [...names].reverse();
  const spent = {} as Record<Variant, number>;
  for (const name of order) spent[name] = await timeBatch(variants[name], callsPerRound);
  for (const name of names) totals[name] += spent[name];
  perRound.push(spent);
}
server.close();

/** Median over the rounds of `a`'s time divided by `b`'s in the same round. */
function ratio(a: Variant, b: Variant): number {
  const sorted = perRound.map((spent) => spent[a] / spent[b]).sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
const perCall = (name: Variant): string => `${((totals[name] / (rounds * callsPerRound)) * 1000).toFixed(1).padStart(6)} µs/call`;
const verdict = (value: number): string => `${value.toFixed(3)}x ${value <= TARGET ? '(within' : '(above'} ${TARGET}x target)`;

console.log(`client overhead: ${rounds} rounds × ${callsPerRound} sequential GETs per variant, 127.0.0.1`);
console.log(`  raw fetch                       ${perCall('raw')}  baseline`);
console.log(`  client.achievements.list        ${perCall('named')}  ${verdict(ratio('named', 'raw'))}`);
console.log(`  client.GET('/v1/achievements')  ${perCall('path')}  ${verdict(ratio('path', 'raw'))}`);
console.log('other baselines, for attribution:');
console.log(`  raw fetch + AbortController     ${perCall('rawTimeout')}  ${ratio('rawTimeout', 'raw').toFixed(3)}x raw`);
console.log(`  openapi-fetch alone, no SDK     ${perCall('openapiFetch')}  ${ratio('openapiFetch', 'raw').toFixed(3)}x raw`);
console.log(`  client.GET vs openapi-fetch alone: ${ratio('path', 'openapiFetch').toFixed(3)}x`);
