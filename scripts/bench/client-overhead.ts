/**
 * `npx tsx scripts/bench/client-overhead.ts [rounds] [callsPerRound]`
 *
 * Per-call overhead of the client over raw `fetch`, against one local server on 127.0.0.1 in one
 * run. Both sides send the same GET with the same headers and parse the same JSON; the client adds
 * openapi-fetch, the named-method layer, the token bucket (set high enough never to wait), the
 * per-attempt timeout and the retry bookkeeping. Rounds alternate which side goes first so drift
 * (JIT, GC, CPU frequency) hits both equally; the median of the per-round ratios is the result.
 * Target: at most 1.10x. This prints numbers only; no test asserts on timing.
 *
 * A second baseline, raw fetch with its own AbortController timeout, shows how much of the gap is
 * the price of a per-attempt timeout itself (an AbortController per attempt plus Node's fetch
 * signal bookkeeping) rather than the client's code.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../../src/index.js';

const rounds = Number(process.argv[2] ?? 20);
const callsPerRound = Number(process.argv[3] ?? 500);
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

const variants: Record<string, () => Promise<unknown>> = {
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
  named: () => client.achievements.list({ limit: 10 }),
  path: () => client.GET('/v1/achievements', { params: { query: { limit: 10 } } }),
};

async function timeBatch(run: () => Promise<unknown>, count: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < count; i++) await run();
  return performance.now() - start;
}

for (const run of Object.values(variants)) await timeBatch(run, 300); // warm-up

const totals: Record<string, number> = {};
const ratios: Record<string, number[]> = { named: [], path: [], namedVsTimeout: [] };
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? ['raw', 'rawTimeout', 'named', 'path'] : ['path', 'named', 'rawTimeout', 'raw'];
  const spent: Record<string, number> = {};
  for (const name of order) spent[name] = await timeBatch(variants[name] as () => Promise<unknown>, callsPerRound);
  for (const name of order) totals[name] = (totals[name] ?? 0) + (spent[name] ?? 0);
  ratios['named']?.push((spent['named'] ?? 0) / (spent['raw'] ?? 1));
  ratios['path']?.push((spent['path'] ?? 0) / (spent['raw'] ?? 1));
  ratios['namedVsTimeout']?.push((spent['named'] ?? 0) / (spent['rawTimeout'] ?? 1));
}
server.close();

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const calls = rounds * callsPerRound;
const perCall = (name: string): string => `${(((totals[name] ?? 0) / calls) * 1000).toFixed(1)} µs/call`;
console.log(`client overhead: ${rounds} rounds × ${callsPerRound} sequential GETs per variant, 127.0.0.1`);
console.log(`  raw fetch                      ${perCall('raw')}`);
for (const name of ['named', 'path']) {
  const ratio = median(ratios[name] ?? []);
  const label = name === 'named' ? 'client.achievements.list' : "client.GET('/v1/achievements')";
  console.log(`  ${label.padEnd(30)} ${perCall(name)}  ratio ${ratio.toFixed(3)}x ${ratio <= TARGET ? '(within' : '(above'} ${TARGET}x target)`);
}
console.log(`  raw fetch + own timeout        ${perCall('rawTimeout')}`);
console.log(`  named vs raw fetch + own timeout: ${median(ratios['namedVsTimeout'] ?? []).toFixed(3)}x`);
