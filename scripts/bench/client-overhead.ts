/**
 * `npx tsx scripts/bench/client-overhead.ts [rounds] [callsPerRound]`, quoted on Node 24 (the
 * active LTS): `PATH="$(.ci/install-node 24.21.0):$PATH" npx tsx scripts/bench/client-overhead.ts`
 *
 * Per-call time of the client's named methods against openapi-fetch alone (the library they wrap)
 * and against the HTTP clients a game team might use instead (ky, axios, got), at 1, 16 and 64
 * requests in flight, all making the same GET with the same headers and parsing the same JSON,
 * to one HTTP server on 127.0.0.1 in a process of its own (so its work does not share the
 * client's event loop). Raw `fetch` and the path API (`client.GET`) are printed beside them for
 * reference. Each library runs with its own defaults (ky, got and the client retry; ky and the
 * client time out), as a user would get it. One more variant, named methods with
 * `validateResponses: 'throw'`, states what checking each 2xx body costs (no target: it is opt-in).
 *
 * Targets: named methods at most 3 % over openapi-fetch alone, and faster than ky, axios and got.
 *
 * Method: many short rounds per level, each running every variant once in an order that rotates
 * every round, so drift (JIT, GC, CPU frequency, other load) hits all variants alike; each figure
 * is the median of per-round ratios. Rounds are short (16 calls at 1 in flight, two per lane
 * above it) because on a shared machine the spread of per-round ratios grows with a round's
 * length. This prints numbers only; no test asserts on timing.
 */
import { spawn } from 'node:child_process';
import axios from 'axios';
import got from 'got';
import ky from 'ky';
import createOpenApiClient from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import { createClient } from '../../src/index.js';

const rounds = Number(process.argv[2] ?? 600);
const callsPerRound = Number(process.argv[3] ?? 16);
/** Calls per variant and round: every lane makes at least two, so each round reaches full concurrency. */
const callsFor = (inFlight: number) => Math.max(callsPerRound, inFlight * 2);
const LEVELS = [1, 16, 64] as const;
/** Named methods over openapi-fetch alone, at most. */
const TARGET = 1.03;

// Two achievements as the document describes them, so the validating variant accepts the body.
const SERVER = `
const { createServer } = require('node:http');
const achievement = (id, name, position) => ({ id, name, description: 'Earned in play', image_url: 'https://cdn.example.test/a.png', type: 'custom', position });
const PAYLOAD = JSON.stringify([achievement('ach_1', 'First blood', 1), achievement('ach_2', 'Dragon slayer', 2)]);
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(PAYLOAD) });
    res.end(PAYLOAD);
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
process.on('disconnect', () => process.exit(0));
`;
const server = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const port = await new Promise<number>((resolve, reject) => {
  server.once('message', (message) => resolve(Number(message)));
  server.once('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
});
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
  openapiFetch: () => plainOpenApiFetch.GET('/v1/achievements', { params: { query: { limit: 10 } } }),
  named: () => client.achievements.list({ limit: 10 }),
  namedValidated: () => validating.achievements.list({ limit: 10 }),
  path: () => client.GET('/v1/achievements', { params: { query: { limit: 10 } } }),
  raw: () => fetch(url, { headers }).then((r) => r.json()),
  ky: () => ky.get(url, { headers }).json(),
  axios: () => axios.get(url, { headers }),
  got: () => got(url, { headers }).json(),
};
type Variant = keyof typeof variants;
const LIBRARIES = ['ky', 'axios', 'got'] as const satisfies readonly Variant[];
interface Spent {
  wall: number;
  cpu: number;
}
const names = Object.keys(variants) as Variant[];

/** Wall-clock and CPU milliseconds (this process, every thread) for `count` calls of `run`, `inFlight` at a time. */
async function timeBatch(run: () => Promise<unknown>, count: number, inFlight: number): Promise<Spent> {
  let left = count;
  const lane = async () => {
    while (left-- > 0) await run();
  };
  const cpu = process.cpuUsage();
  const start = performance.now();
  await Promise.all(Array.from({ length: inFlight }, lane));
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const results = new Map<number, Record<Variant, Spent>[]>();
try {
  for (const inFlight of LEVELS) {
    for (const name of names) await timeBatch(variants[name], 2_000, inFlight); // warm-up, and open the connections
    const perRound: Record<Variant, Spent>[] = [];
    for (let round = 0; round < rounds; round++) {
      const shift = round % names.length;
      const order = [...names.slice(shift), ...names.slice(0, shift)];
      const spent = {} as Record<Variant, Spent>;
      for (const name of order) spent[name] = await timeBatch(variants[name], callsFor(inFlight), inFlight);
      perRound.push(spent);
    }
    results.set(inFlight, perRound);
  }
} finally {
  server.disconnect();
}

type Measure = keyof Spent;
const ratio = (perRound: Record<Variant, Spent>[], a: Variant, b: Variant, measure: Measure) =>
  median(perRound.map((spent) => spent[a][measure] / spent[b][measure]));
const perCall = (perRound: Record<Variant, Spent>[], name: Variant, inFlight: number, measure: Measure) =>
  `${((median(perRound.map((spent) => spent[name][measure])) / callsFor(inFlight)) * 1000).toFixed(1)} µs`;

const calls = LEVELS.map(callsFor).join('/');
console.log(
  `client overhead on Node ${process.versions.node}: ${rounds} rounds × ${calls} GETs per variant at ${LEVELS.join('/')} in flight`,
);
const others = names.filter((name) => name !== 'named');
let met = true;
for (const measure of ['wall', 'cpu'] as const) {
  console.log(
    measure === 'wall'
      ? '\nWall-clock time per call: named methods (median), and each variant as a ratio to them (median of per-round ratios)'
      : '\nCPU time of the client process per call: the same, so the load of other processes on the machine counts less',
  );
  console.log(['in flight', 'named', ...others].map((cell) => cell.padStart(13)).join(' |'));
  for (const [inFlight, perRound] of results) {
    met &&= ratio(perRound, 'named', 'openapiFetch', measure) <= TARGET;
    for (const library of LIBRARIES) met &&= ratio(perRound, 'named', library, measure) < 1;
    console.log(
      [
        String(inFlight),
        perCall(perRound, 'named', inFlight, measure),
        ...others.map((name) => `${ratio(perRound, name, 'named', measure).toFixed(3)}x`),
      ]
        .map((cell) => cell.padStart(13))
        .join(' |'),
    );
  }
  for (const [inFlight, perRound] of results) {
    const r = (name: Variant) => ratio(perRound, 'named', name, measure).toFixed(3);
    const against = LIBRARIES.map((library) => `, ${r(library)}x ${library}`).join('');
    console.log(`${measure} at ${inFlight} in flight: named ${r('openapiFetch')}x openapi-fetch alone${against}`);
  }
}
console.log(
  `\ntarget (named at most ${TARGET}x openapi-fetch alone, and under 1x ${LIBRARIES.join(', ')}, in both measures): ${met ? 'met' : 'NOT met'}`,
);
