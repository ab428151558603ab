/**
 * The load generator of `emulator.ts`, in a process of its own so its CPU is never the server's:
 * told a base URL, how many requests in flight and for how long, it cycles through the request
 * mix over keep-alive connections and reports how many answers came and whether all were 2xx.
 */
import { Agent, request } from 'node:http';

/** The same requests for every server: calls a game backend makes, each answered 2xx by a correct server. */
export const REQUEST_MIX: readonly { method: string; path: string; body?: unknown }[] = [
  { method: 'POST', path: '/v1/orders', body: { player_id: 'player_bench', items: [{ sku: 'gem_pack_500' }] } },
  { method: 'GET', path: '/v1/achievements?limit=10' },
  { method: 'GET', path: '/v1/payments?order_by=created_at&limit=10' },
  { method: 'GET', path: '/v1/creators/countries' },
];

export interface LoadRequest {
  url: string;
  key: string;
  inFlight: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  elapsedMs: number;
  /** The first answer that was not 2xx, e.g. `POST /v1/orders -> 422`; none when all were. */
  failure?: string;
}

const prepared = REQUEST_MIX.map((r) => ({
  ...r,
  body: r.body === undefined ? undefined : Buffer.from(JSON.stringify(r.body)),
}));

function send(agent: Agent, base: URL, key: string, n: number): Promise<string | undefined> {
  const r = prepared[n % prepared.length]!;
  const headers: Record<string, string | number> = { authorization: `Bearer ${key}` };
  if (r.body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': r.body.length });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, path: r.path, method: r.method, agent, headers },
      (res) =>
        res.resume().once('end', () => {
          const ok = res.statusCode! >= 200 && res.statusCode! < 300;
          resolve(ok ? undefined : `${r.method} ${r.path} -> ${res.statusCode}`);
        }),
    );
    req.once('error', reject).end(r.body);
  });
}

export async function runLoad({ url, key, inFlight, durationMs }: LoadRequest): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  const base = new URL(url);
  let requests = 0;
  let failure: string | undefined;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < deadline) {
        const failed = await send(agent, base, key, requests++);
        failure ??= failed;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { requests, elapsedMs, ...(failure ? { failure } : {}) };
}

/** The argument `emulator.ts` forks this file with. */
export const LOAD_CHILD = 'load-child';

// As a child process: answer each `LoadRequest` message with its `LoadResult`.
if (process.argv[2] === LOAD_CHILD) {
  process.on('message', async (message: LoadRequest | 'stop') => {
    if (message === 'stop') process.exit(0);
    process.send!(await runLoad(message));
  });
  process.send!('ready');
}
