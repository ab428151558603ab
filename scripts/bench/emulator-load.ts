/**
 * The load generator of `emulator.ts`, in a process of its own so its CPU is never the server's:
 * told a base URL, how many requests in flight and for how long, it cycles through the request
 * mix with autocannon (9.0.0, the version scripts/bench/webhook-receive.ts uses) over keep-alive
 * connections, one connection per request in flight, no pipelining. A Node http client tops out
 * near 10,000 req/s on this machine, below what the emulator serves; autocannon does not.
 */
import autocannon from 'autocannon';

/** The same requests for every server: calls a game backend makes, each answered 2xx by a correct server. */
export const REQUEST_MIX: readonly { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
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
  /** What was wrong, e.g. `POST /v1/orders -> 422` or `12 non-2xx answers`; none when all were 2xx. */
  failure?: string;
}

function requestsFor(key: string) {
  return REQUEST_MIX.map((r) => ({
    method: r.method,
    path: r.path,
    headers: {
      authorization: `Bearer ${key}`,
      ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
  }));
}

/** Each request of the mix once, so a wrong answer is named before the load hides it in a count. */
async function probe(url: string, key: string): Promise<string | undefined> {
  for (const r of requestsFor(key)) {
    const response = await fetch(`${url}${r.path}`, r);
    await response.arrayBuffer();
    if (!response.ok) return `${r.method} ${r.path} -> ${response.status}`;
  }
  return undefined;
}

export async function runLoad({ url, key, inFlight, durationMs }: LoadRequest): Promise<LoadResult> {
  const wrong = await probe(url, key);
  if (wrong) return { requests: 0, elapsedMs: 0, failure: wrong };
  const result = await autocannon({
    url,
    connections: inFlight,
    pipelining: 1,
    duration: durationMs / 1000,
    requests: requestsFor(key),
  });
  const requests = result['2xx'] + result.non2xx;
  const failure =
    result.non2xx > 0 || result.errors > 0
      ? `${result.non2xx} non-2xx answers and ${result.errors} errors in ${requests}`
      : undefined;
  return { requests, elapsedMs: result.duration * 1000, ...(failure ? { failure } : {}) };
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
