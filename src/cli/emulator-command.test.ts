/**
 * `game-commerce-s2s emulator`: the real bin spawned, read for its URL, called, stopped with
 * SIGTERM by its own PID; and the in-process refusals (bad flags, bad seed) with exit code 2.
 */
import type { ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cliHarness } from '../../test/support/cli/in-process-cli.js';
import { startCliEmulator } from '../../test/support/emulator/cli-emulator.js';
import { run } from './program.js';

const KEY = 'sk_test_cli_emulator_CANARY';
const { cli, tempPath } = cliHarness(run, { secret: KEY });
let child: ChildProcess | undefined;
afterEach(() => {
  if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
});

/** Spawns the bin; resolves once it has printed its start-up lines, and keeps collecting them. */
function spawnEmulator(...args: string[]) {
  return startCliEmulator(args, {}, { onSpawn: (spawned) => (child = spawned) });
}

/** A game's webhook endpoint on 127.0.0.1 answering each delivery with the next of `statuses` (then 200). */
async function startGame(statuses: number[]): Promise<{ url: string; bodies: string[]; server: Server }> {
  const bodies: string[] = [];
  const server = createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk) => {
      body += chunk;
    });
    incoming.on('end', () => {
      bodies.push(body);
      outgoing.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, bodies, server };
}

/** Creates an order through the S2S API and presses Pay on its checkout page, as a player would. */
async function createAndPay(url: string, key: string): Promise<string> {
  const created = await fetch(`${url}/v1/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ player_id: 'p1', items: [{ sku: 'gem_pack' }] }),
  });
  const order = (await created.json()) as { order_id: string; checkout_url: string };
  const paid = await fetch(order.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay&method=card',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return order.order_id;
}

/** Resolves once a line of `output` matches `pattern` (the child prints as it goes). */
async function lineMatching(output: string[], pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const line = output.find((l) => pattern.test(l));
    if (line !== undefined) return line;
    if (Date.now() - started > timeoutMs) throw new Error(`no line matched ${pattern} in:\n${output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The status of a GET sent with exactly this Host header. */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { host, authorization: 'Bearer anything_at_all' } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject).end();
  });
}

describe('game-commerce-s2s emulator (the real bin)', () => {
  it('prints its URL, keys (masked) and deliveries, serves from the seed, and writes --export on SIGTERM', async () => {
    const seed = tempPath('seed.json');
    const exported = tempPath('state.json');
    const seeded = {
      id: 'ach_seeded',
      name: 'Seeded',
      description: 'From the seed file.',
      image_url: 'https://cdn.example-game.com/achievements/seeded.png',
      type: 'first_visit',
      position: 1,
    };
    await writeFile(seed, JSON.stringify({ achievements: [seeded] }));
    const { url, output, exited } = await spawnEmulator(
      '--api-key',
      KEY,
      '--api-key',
      'sk_live_cli_emulator_key:live',
      '--seed',
      seed,
      '--export',
      exported,
      '--webhook-url',
      'http://127.0.0.1:9/webhooks',
      '--signature-header',
      'x-acme-signature',
      '--timestamp-header',
      'x-acme-signature-timestamp',
    );
    const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
    const listed = await fetch(`${url}/v1/achievements`, { headers });
    expect(await listed.json()).toEqual([seeded]);
    const created = await fetch(`${url}/v1/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ player_id: 'p1', items: [{ sku: 'gem' }] }),
    });
    expect(created.status).toBe(201);
    const refused = await fetch(`${url}/v1/achievements`, {
      headers: { authorization: 'Bearer sk_test_not_configured_1' },
    });
    expect(refused.status).toBe(401);
    // The control API's document, which the start-up lines point to, is served without a key.
    const document = await fetch(`${url}/_emulator/openapi.json`);
    expect(((await document.json()) as { openapi: string }).openapi).toBe('3.1.0');

    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
    const text = output.join('\n');
    expect(text).toMatch(/^Key: \*{4}NARY \(sandbox\)$/m);
    expect(text).toMatch(/^Key: \*{4}_key \(live\)$/m);
    expect(text).toContain('Deliveries: to http://127.0.0.1:9/webhooks (every event type)');
    expect(text).toContain('Signature headers: x-acme-signature, x-acme-signature-timestamp');
    expect(text).toContain(
      `Control API: ${url}/_emulator/v1 (any language; its OpenAPI document: ${url}/_emulator/openapi.json)`,
    );
    expect(text).toMatch(/^POST \/v1\/orders 201 /m);
    expect(text).toContain(`SIGTERM: state written to ${exported}`);
    expect(text).not.toContain(KEY);
    const snapshot = await readFile(exported, 'utf8');
    expect(snapshot).not.toContain(KEY);
    const tenants = Object.values(JSON.parse(snapshot).tenants) as { parts: { orders: unknown[] } }[];
    expect(tenants.map((t) => t.parts.orders.length)).toEqual([1]);
  }, 60_000);

  it('with no --api-key accepts any key, and says so; answers only its own host names', async () => {
    const { url, output, exited } = await spawnEmulator(
      '--quiet',
      '--allowed-host',
      'emulator.test',
      '--max-tenants',
      '1',
    );
    const answer = await fetch(`${url}/v1/creators/countries`, {
      headers: { authorization: 'Bearer anything_at_all' },
    });
    expect(answer.status).toBe(200);
    expect(await statusWithHost(`${url}/v1/creators/countries`, 'emulator.test:4010')).toBe(200);
    expect(await statusWithHost(`${url}/_emulator/inspector`, 'rebind.evil.example')).toBe(403);
    const second = await fetch(`${url}/v1/creators/countries`, { headers: { authorization: 'Bearer another_key' } });
    expect(second.status).toBe(503);
    expect((await second.json()).detail).toMatch(
      /tenant cap was reached: .* 1 API key, the maxTenants limit \(--max-tenants\)/,
    );
    child!.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('Keys: any key, each its own sandbox tenant (pass --api-key to restrict)');
    expect(output.join('\n')).not.toMatch(/^GET /m);
  }, 60_000);
});

describe('game-commerce-s2s emulator prints each delivery as it happens', () => {
  it('an attempt per line: event type, ids, URL, status, attempt and duration; retries and duplicates follow the flags', async () => {
    const game = await startGame([500]);
    try {
      const { url, output, exited } = await spawnEmulator(
        '--webhook-url',
        game.url,
        '--retry-delays',
        '300ms',
        '--duplicate-deliveries',
        '1',
      );
      const orderId = await createAndPay(url, KEY);
      const first = await lineMatching(output, /^<-- 500 item\.add /);
      expect(first).toMatch(
        new RegExp(`^<-- 500 item\\.add whevt_\\w+ order ${orderId} POST ${game.url} \\(attempt 1, \\d+ ms\\)$`),
      );
      const eventId = /whevt_\w+/.exec(first)![0];
      // --retry-delays 300ms: the retry comes at once, on the emulator clock; then one duplicate.
      expect(await lineMatching(output, /attempt 2 retry/)).toMatch(
        new RegExp(`^<-- 200 item\\.add ${eventId} order ${orderId} POST ${game.url} \\(attempt 2 retry, \\d+ ms\\)$`),
      );
      expect(await lineMatching(output, /attempt 3 duplicate/)).toMatch(/^<-- 200 item\.add /);
      expect(game.bodies).toHaveLength(3);
      expect(game.bodies[2]).toBe(game.bodies[1]);
      child!.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output.filter((line) => line.startsWith('<-- '))).toHaveLength(3);
    } finally {
      game.server.close();
    }
  }, 60_000);

  it('--quiet prints neither requests nor deliveries', async () => {
    const game = await startGame([]);
    try {
      const { url, output, exited } = await spawnEmulator('--quiet', '--webhook-url', game.url);
      await createAndPay(url, KEY);
      for (let i = 0; i < 100 && game.bodies.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(game.bodies).toHaveLength(1);
      // Longer than the delivery output's poll, so a line would have been written by now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      child!.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output.join('\n')).not.toMatch(/^(<--|POST|GET) /m);
    } finally {
      game.server.close();
    }
  }, 60_000);
});

describe('game-commerce-s2s emulator refuses what it cannot use (exit 2, one line)', () => {
  it.each([
    [['--port', 'http'], /--port must be a port number/],
    [['--allowed-host', 'evil.example/x'], /^error: --allowed-host #1: is not a host name: "evil.example\/x"$/],
    [['--api-key', ':live'], /--api-key #1: an API key is empty/],
    [
      ['--api-key', 'sk_test_ok_key_1', '--api-key', 'sk_test_cli_key_2:prod'],
      /--api-key #2: unknown suffix ":prod"; a key may end in :live/,
    ],
    [['--requests-per-minute', 'lots'], /--requests-per-minute must be a whole number or off/],
    [['--max-stored-bytes', '64MB'], /--max-stored-bytes must be a whole number of at least 1, got 64MB/],
    [['--max-tenants', '0'], /--max-tenants must be a whole number of at least 1, got 0/],
    [['--seed', '/nonexistent/seed.json'], /--seed: \/nonexistent\/seed\.json: cannot read the seed file/],
    [['--signature-header', 'bad header'], /--signature-header: expected a header name/],
    [['--retry-delays', '1s,soon'], /^error: --retry-delays: cannot read the duration "soon"/],
    [
      ['--duplicate-deliveries', 'twice'],
      /^error: --duplicate-deliveries must be a whole number of at least 0, got twice$/,
    ],
    [['--delivery-timeout', '0ms'], /^error: --delivery-timeout must be longer than 0, got 0ms$/],
  ])('%j', async (args, message) => {
    const result = await cli('emulator', ...args);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err.split('\n')).toHaveLength(1);
  });

  it('warns in its start-up output before listening beyond loopback', async () => {
    // 192.0.2.1 (TEST-NET-1) is no address of this machine: the warning is printed, then the start fails.
    const result = await cli('emulator', '--host', '192.0.2.1', '--port', '0');
    expect(result.out.split('\n')[0]).toMatch(
      /^Warning: the emulator listens on 192\.0\.2\.1, not loopback: other machines can reach it, its checkout pages and its inspector/,
    );
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/cannot start the emulator: .*EADDRNOTAVAIL/);
  });

  it('a seed with a fault names the place', async () => {
    const seed = tempPath('bad-seed.json');
    await writeFile(seed, JSON.stringify({ achievements: [{ id: 'a' }, { id: 'a' }] }));
    const result = await cli('emulator', '--seed', seed);
    expect(result).toMatchObject({ code: 2, err: 'error: --seed: seed.achievements[1].id: a appears twice' });
  });
});
