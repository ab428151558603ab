/**
 * `game-commerce-s2s emulator`: the real bin spawned, read for its URL, called, stopped with
 * SIGTERM by its own PID; and the in-process refusals (bad flags, bad seed) with exit code 2.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run } from './program.js';

const KEY = 'sk_test_cli_emulator_CANARY';
let dir: string;
let child: ChildProcess | undefined;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-emulator-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => {
  if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Spawns the bin and resolves once it has printed its start-up lines. */
async function spawnEmulator(...args: string[]) {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'emulator', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      output.push(line);
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    child!.on('exit', (code) => reject(new Error(`emulator exited with ${code}`)));
  });
  const exited = new Promise<number | null>((resolve) => child!.on('exit', resolve));
  return { url, output, exited };
}

describe('game-commerce-s2s emulator (the real bin)', () => {
  it('prints its URL, keys (masked) and deliveries, serves from the seed, and writes --export on SIGTERM', async () => {
    const seed = join(dir, 'seed.json');
    const exported = join(dir, 'state.json');
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

    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
    const text = output.join('\n');
    expect(text).toMatch(/^Key: \*{4}NARY \(sandbox\)$/m);
    expect(text).toMatch(/^Key: \*{4}_key \(live\)$/m);
    expect(text).toContain('Deliveries: to http://127.0.0.1:9/webhooks (every event type)');
    expect(text).toContain('Signature headers: x-acme-signature, x-acme-signature-timestamp');
    expect(text).toMatch(/^POST \/v1\/orders 201 /m);
    expect(text).toContain(`SIGTERM: state written to ${exported}`);
    expect(text).not.toContain(KEY);
    const snapshot = await readFile(exported, 'utf8');
    expect(snapshot).not.toContain(KEY);
    const tenants = Object.values(JSON.parse(snapshot).tenants) as { parts: { orders: unknown[] } }[];
    expect(tenants.map((t) => t.parts.orders.length)).toEqual([1]);
  }, 60_000);

  it('with no --api-key accepts any key, and says so', async () => {
    const { url, output, exited } = await spawnEmulator('--quiet');
    const answer = await fetch(`${url}/v1/creators/countries`, {
      headers: { authorization: 'Bearer anything_at_all' },
    });
    expect(answer.status).toBe(200);
    child!.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('Keys: any key, each its own sandbox tenant (pass --api-key to restrict)');
    expect(output.join('\n')).not.toMatch(/^GET /m);
  }, 60_000);
});

describe('game-commerce-s2s emulator refuses what it cannot use (exit 2, one line)', () => {
  it.each([
    [['--port', 'http'], /--port must be a port number/],
    [['--api-key', ':live'], /--api-key: an API key is empty/],
    [['--requests-per-minute', 'lots'], /--requests-per-minute must be a whole number or off/],
    [['--seed', '/nonexistent/seed.json'], /--seed: \/nonexistent\/seed\.json: cannot read the seed file/],
    [['--signature-header', 'bad header'], /--signature-header: expected a header name/],
  ])('%j', async (args, message) => {
    const result = await cli('emulator', ...args);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err.split('\n')).toHaveLength(1);
  });

  it('a seed with a fault names the place', async () => {
    const seed = join(dir, 'bad-seed.json');
    await writeFile(seed, JSON.stringify({ achievements: [{ id: 'a' }, { id: 'a' }] }));
    const result = await cli('emulator', '--seed', seed);
    expect(result).toMatchObject({ code: 2, err: 'error: --seed: seed.achievements[1].id: a appears twice' });
  });
});

describe('game-commerce-s2s contract --target', () => {
  it.each([
    [['--target', 'prism'], /--target must be mock or emulator, got prism/],
    [['--target', 'emulator', '--live'], /--target emulator cannot be combined with --live or --document/],
  ])('refuses %j (exit 2)', async (args, message) => {
    const result = await cli('contract', ...args);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
  });
});
