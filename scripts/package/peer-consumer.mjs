/**
 * Run inside a throwaway project that installed the packed tarball with one version of every
 * optional peer (scripts/package/peer-ranges.ts: the lowest or the highest of each range). It uses
 * each peer through the package the way a game backend would, and prints one JSON line: for each
 * peer, the version found and what was done with it, or why it was skipped.
 *
 * Redis and PostgreSQL are the machine's shared services (REDIS_URL, DATABASE_URL); every key and
 * schema is unique to this run and removed at the end. An unreachable service is reported as
 * `skipped: <reason>`; the caller decides (it fails under CI=true).
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';

// Read from node_modules directly: some peers' exports maps hide their package.json.
const version = (name) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
const run = `peers_${process.pid}_${randomBytes(4).toString('hex')}`;
const results = {};

/** Why the shared service at `url` cannot be used (one TCP connection within a second), or undefined. */
function unreachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort) });
    const done = (reason) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(1000, () => done('no answer within 1 s'));
    socket.once('connect', () => done(undefined));
    socket.once('error', (error) => done(error.message));
  });
}

/**
 * Runs `check` for a peer (or peers used together, given as an array); any failure is the peer's.
 * A shared service that does not answer is a skip.
 */
async function peer(names, check, service) {
  const all = [names].flat();
  const record = (outcome) => {
    for (const name of all) results[name] = { version: version(name), ...outcome };
  };
  const reason = service && (await unreachable(...service));
  if (reason) return record({ skipped: `${service[0]} is unreachable (${reason})` });
  try {
    record({ did: await check() });
  } catch (error) {
    throw new Error(`${all.map((name) => `${name}@${version(name)}`).join(', ')}: ${error?.stack ?? error}`);
  }
}

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const claimAndComplete = async (store) => {
  const claim = await store.claim(`${run}:event`);
  if (claim.state !== 'claimed') throw new Error(`claim answered ${claim.state}`);
  await store.complete(`${run}:event`, claim.token, { status: 200, body: 'ok' });
  const again = await store.claim(`${run}:event`);
  if (again.state !== 'done' || again.answer.body !== 'ok') throw new Error(`replay answered ${again.state}`);
  return 'claim, complete, replay';
};

await peer('ioredis', async () => {
  const { Redis } = await import('ioredis');
  const { RedisIdempotencyStore } = await import('game-commerce-s2s/stores/redis');
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    const did = await claimAndComplete(new RedisIdempotencyStore({ client: redis, keyPrefix: `${run}:` }));
    await redis.del(`${run}:event`);
    return `RedisIdempotencyStore: ${did}`;
  } finally {
    redis.disconnect();
  }
}, [REDIS_URL, 6379]);

await peer('pg', async () => {
  const { default: pg } = await import('pg');
  const { PostgresIdempotencyStore, migrate } = await import('game-commerce-s2s/stores/postgres');
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2, connectionTimeoutMillis: 1000 });
  try {
    await pool.query(`CREATE SCHEMA "${run}"`);
    try {
      await migrate(pool, { schema: run });
      return `PostgresIdempotencyStore: ${await claimAndComplete(new PostgresIdempotencyStore({ client: pool, schema: run }))}`;
    } finally {
      await pool.query(`DROP SCHEMA "${run}" CASCADE`);
    }
  } finally {
    await pool.end();
  }
}, [DATABASE_URL, 5432]);

await peer('@electric-sql/pglite', async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PostgresIdempotencyStore, migrate } = await import('game-commerce-s2s/stores/postgres');
  const db = new PGlite();
  try {
    await migrate(db);
    return `PostgresIdempotencyStore: ${await claimAndComplete(new PostgresIdempotencyStore({ client: db }))}`;
  } finally {
    await db.close();
  }
});

await peer('@opentelemetry/api', async () => {
  const { trace } = await import('@opentelemetry/api');
  const { createClient } = await import('game-commerce-s2s');
  const seen = [];
  const fetch = async (input) => {
    seen.push(String(input instanceof Request ? input.url : input));
    return Response.json({ order_id: 'ord_1', checkout_url: 'https://checkout.example.test/c/1' }, { status: 201 });
  };
  const client = createClient({ apiKey: 'sk_test_peers_fake_key', baseUrl: 'https://api.example.test', fetch });
  const order = await trace.getTracer('peers').startActiveSpan('game', async (span) => {
    try {
      return await client.orders.create({ player_id: 'p1', items: [{ sku: 'gem_pack_500' }] });
    } finally {
      span.end();
    }
  });
  if (order.order_id !== 'ord_1' || seen.length !== 1) throw new Error(`client answered ${JSON.stringify(order)}`);
  return 'client call inside an active span';
});

const cli = async (...args) => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    'node_modules/game-commerce-s2s/dist/cli.js',
    ...args,
  ]);
  return stdout;
};

await peer('@apidevtools/swagger-parser', async () => {
  // `contract --document` reads a YAML or multi-file document through swagger-parser's bundle()
  // (`spec diff` does not: the bin carries Redocly's bundler). It needs Prism too, installed here.
  writeFileSync(
    'multi.yaml',
    'openapi: 3.1.0\ninfo: { title: multi-file, version: "1" }\npaths:\n  /a:\n    $ref: paths.yaml#/a\n',
  );
  writeFileSync(
    'paths.yaml',
    'a:\n  get:\n    operationId: getA\n    responses:\n      "200":\n        description: ok\n' +
      '        content: { application/json: { schema: { type: object }, example: {} } }\n',
  );
  const out = await cli('contract', '--document', 'multi.yaml').catch((error) => `${error.stdout}${error.stderr}`);
  if (!/^getA\b/m.test(out) || /cannot read/.test(out)) throw new Error(`contract --document printed: ${out}`);
  return 'contract --document of a multi-file YAML document';
});

/** `game-commerce-s2s mock` from the installed bin, on a free port; resolves with its URL and the child. */
function startMock() {
  const child = spawn(process.execPath, ['node_modules/game-commerce-s2s/dist/cli.js', 'mock', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`mock exited with ${code}: ${output}`)));
  });
}

// Prism's three packages work only together: one mock uses all three, and so does the contract run.
await peer(['@stoplight/prism-core', '@stoplight/prism-http', '@stoplight/prism-http-server'], async () => {
  const { url, child } = await startMock();
  try {
    const response = await fetch(`${url}/v1/orders`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_peers_fake_key', 'content-type': 'application/json' },
      body: JSON.stringify({ player_id: 'p1', items: [{ sku: 'gem_pack_500' }] }),
    });
    const body = await response.json();
    if (!response.ok || typeof body.checkout_url !== 'string') throw new Error(`mock answered ${response.status}`);
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
  // The contract run on a document, as docs/contract-tests.md shows it: it needs Prism and swagger-parser,
  // both installed here, and nothing of the repository (the suite and fixtures are not shipped).
  const contract = await cli('contract', '--document', 'node_modules/game-commerce-s2s/generated/openapi.json');
  const verdict = contract.split('\n').filter((line) => /^(operations:|contract run:)/.test(line));
  if (verdict.at(-1) !== 'contract run: PASSED') throw new Error(`contract --document printed: ${contract}`);
  return `game-commerce-s2s mock answered POST /v1/orders; contract --document: ${verdict.join('; ')}`;
});

// A file, not stdout: some peers print their own lines (PGlite's WebAssembly start-up does).
writeFileSync('peer-results.json', JSON.stringify(results));
