/**
 * `npx tsx scripts/bench/client-overhead.ts [rounds] [callsPerRound]` (quote it on Node 24, the
 * active LTS: `PATH="$(.ci/install-node 24.21.0):$PATH" npx tsx scripts/bench/client-overhead.ts`)
 *
 * Per-call time of the client against the same GET done without it, at 1, 16 and 64 requests in
 * flight, to one HTTP server on 127.0.0.1 running in a worker thread (so its work does not share
 * the client's event loop). Every variant sends the same headers and parses the same JSON.
 * Baselines, measured in the same run:
 * - raw `fetch`;
 * - raw `fetch` with `AbortSignal.timeout(30 s)`: the honest floor for a client that enforces a
 *   timeout, since any signal costs Node's fetch something. Target: named methods at most 1.05x;
 * - openapi-fetch alone, with no SDK: the named methods must be faster.
 * The client adds the named-method layer (or openapi-fetch, for the path API), the token bucket
 * (set never to wait), its per-attempt deadline (AbortSignal) and the retry bookkeeping. A sixth
 * variant, named methods with `validateResponses: 'throw'`, states what checking each 2xx body
 * against the generated validators costs (no target: it is opt-in).
 *
 * Method: many short rounds per level, each running every variant once in an order that rotates
 * every round, so drift (JIT, GC, CPU frequency, other load) hits all variants alike; each figure
 * is the median of per-round ratios. This prints numbers only; no test asserts on timing.
 *
 * Why rounds this short (16 calls at 1 in flight, 2 per lane above it) and this many: on a shared
 * machine the spread of per-round ratios grows with the length of a round, because what changes
 * between variants is slow drift and, at 64 in flight, garbage-collection pauses that land on
 * whichever variant is running. The same commit imported from two checkouts and compared with
 * itself at 64 in flight read 0.91x and 0.98x (150 and 300 rounds of 8 calls per lane), but 0.994x
 * in 1,000 rounds of 2 (0.997x at 16 in flight).
 */
import { Worker } from 'node:worker_threads';
import createOpenApiClient from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import { createClient } from '../../src/index.js';

const rounds = Number(process.argv[2] ?? 600);
const callsPerRound = Number(process.argv[3] ?? 16);
/** Calls per variant and round: every lane makes at least two, so each round reaches full concurrency. */
const callsFor = (inFlight: number) => Math.max(callsPerRound, inFlight * 2);
const LEVELS = [1, 16, 64] as const;
const TARGET = 1.05;

const SERVER = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
const PAYLOAD = JSON.stringify([{ id: 'ach_1', name: 'First blood' }, { id: 'ach_2', name: 'Dragon slayer' }]);
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(PAYLOAD) });
    res.end(PAYLOAD);
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;
const worker = new Worker(SERVER, { eval: true });
const port = await new Promise<number>((resolve) => worker.once('message', resolve));
const base = `http://127.0.0.1:${port}`;
const url = `${base}/v1/achievements?limit=10`;

const apiKey = 'sk_test_BENCH_not_a_real_key';
const client = createClient({ apiKey, baseUrl: base, rateLimit: { requestsPerMinute: 1e9, burst: 1e9 } });
// The same client with `validateResponses` on: its cost is the ratio of the two named variants.
const validating = createClient({
  apiKey,
  baseUrl: base,
  rateLimit: { requestsPerMinute: 1e9, burst: 1e9 },
  validateResponses: 'throw',
});
const headers = { Authorization: `Bearer ${apiKey}`, 'User-Agent': 'bench' };
const plainOpenApiFetch = createOpenApiClient<paths>({ baseUrl: base, headers });

const variants = {
  raw: () => fetch(url, { headers }).then((r) => r.json()),
  rawTimeout: () => fetch(url, { headers, signal: AbortSignal.timeout(30_000) }).then((r) => r.json()),
  openapiFetch: () => plainOpenApiFetch.GET('/v1/achievements', { params: { query: { limit: 10 } } }),
  named: () => client.achievements.list({ limit: 10 }),
  namedValidated: () => validating.achievements.list({ limit: 10 }),
  path: () => client.GET('/v1/achievements', { params: { query: { limit: 10 } } }),
};
type Variant = keyof typeof variants;
const names = Object.keys(variants) as Variant[];

/** Milliseconds for `count` calls of `run`, `inFlight` at a time. */
async function timeBatch(run: () => Promise<unknown>, count: number, inFlight: number): Promise<number> {
  let left = count;
  const lane = async () => {
    while (left-- > 0) await run();
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: inFlight }, lane));
  return performance.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const results = new Map<number, Record<Variant, number>[]>();
for (const inFlight of LEVELS) {
  for (const name of names) await timeBatch(variants[name], 2_000, inFlight); // warm-up, and open the connections
  const perRound: Record<Variant, number>[] = [];
  for (let round = 0; round < rounds; round++) {
    const shift = round % names.length;
    const order = [...names.slice(shift), ...names.slice(0, shift)];
    const spent = {} as Record<Variant, number>;
    for (const name of order) spent[name] = await timeBatch(variants[name], callsFor(inFlight), inFlight);
    perRound.push(spent);
  }
  results.set(inFlight, perRound);
}
await worker.terminate();

const ratio = (perRound: Record<Variant, number>[], a: Variant, b: Variant) =>
  median(perRound.map((spent) => spent[a] / spent[b]));
const perCall = (perRound: Record<Variant, number>[], name: Variant, inFlight: number) =>
  `${((median(perRound.map((spent) => spent[name])) / callsFor(inFlight)) * 1000).toFixed(1)} µs`;

const calls = LEVELS.map(callsFor).join('/');
console.log(
  `client overhead on Node ${process.versions.node}: ${rounds} rounds × ${calls} GETs per variant at ${LEVELS.join('/')} in flight`,
);
console.log(
  'in flight | raw fetch | +timeout  | openapi-fetch | named (vs +timeout, vs openapi-fetch) | path API (vs +timeout, vs openapi-fetch)',
);
let met = true;
for (const [inFlight, perRound] of results) {
  const r = (a: Variant, b: Variant) => ratio(perRound, a, b);
  met &&= r('named', 'rawTimeout') <= TARGET && r('named', 'openapiFetch') < 1;
  console.log(
    [
      String(inFlight).padStart(9),
      perCall(perRound, 'raw', inFlight).padStart(9),
      `${r('rawTimeout', 'raw').toFixed(3)}x`.padStart(9),
      `${r('openapiFetch', 'rawTimeout').toFixed(3)}x`.padStart(13),
      `${perCall(perRound, 'named', inFlight)} (${r('named', 'rawTimeout').toFixed(3)}x, ${r('named', 'openapiFetch').toFixed(3)}x)`.padEnd(
        38,
      ),
      `${perCall(perRound, 'path', inFlight)} (${r('path', 'rawTimeout').toFixed(3)}x, ${r('path', 'openapiFetch').toFixed(3)}x)`,
    ].join(' | '),
  );
}
console.log(
  '(+timeout: raw fetch with AbortSignal.timeout, as a ratio to raw fetch; openapi-fetch: as a ratio to +timeout)',
);
for (const [inFlight, perRound] of results) {
  console.log(
    `validateResponses 'throw' at ${inFlight} in flight: ${ratio(perRound, 'namedValidated', 'named').toFixed(3)}x named methods without it (${perCall(perRound, 'namedValidated', inFlight)} a call)`,
  );
}
console.log(
  `target (named at most ${TARGET}x raw fetch with a timeout, and faster than openapi-fetch alone): ${met ? 'met' : 'NOT met'}`,
);
