/**
 * `webhook check --url`: the table, the exit codes (0 all pass, 1 a row failed, 2 cannot run),
 * the header-name flags and `--merge-data`, against real servers on 127.0.0.1.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNodeMiddleware, createWebhookHandler } from '../webhooks/index.js';
import { listen as listenOn } from '../webhooks/testing/servers.js';
import { run } from './program.js';

const SECRET = 'cli-check-fake-secret-CANARY';
const ACME = ['--maker-name', 'acme'];
let dir: string;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-check-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  expect([...out, ...err].join('\n')).not.toContain(SECRET);
  return { code, out, err: err.join('\n') };
}

async function listen(listener: RequestListener): Promise<string> {
  const server = await listenOn(listener);
  closers.push(server.close);
  return `${server.url}/webhooks`;
}

/** This package's receiver under the maker's header names (x-acme-signature, ...), recording what each handler saw. */
async function acmeReceiver() {
  const skus: string[] = [];
  const handler = createWebhookHandler({
    secret: SECRET,
    makerName: 'acme',
    onError: () => {},
    on: {
      'item.add': (e) => void skus.push(...e.event_data.items.map((i) => i.sku)),
      'item.remove': () => {},
      'ingame.popup': () => {},
      'daily_reward.get': () => ({ days: [{ day_number: 1, items: [{ sku: 'gem_pack_500' }] }] }),
    },
  });
  return { url: await listen(createNodeMiddleware(handler)), skus };
}

const check = (url: string, ...flags: string[]) => cli('webhook', 'check', '--url', url, '--secret', SECRET, ...flags);

describe('webhook check', () => {
  it('prints a passing table and exits 0 for a receiver with the same header names (--maker-name)', async () => {
    const { url } = await acmeReceiver();
    const result = await check(url, ...ACME);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe(`webhook check ${url}`);
    expect(result.out[1]).toMatch(/^check +expected +got +time +result$/);
    const rows = result.out.slice(2, -1).map((line) => line.split(/ {2,}/));
    expect(rows.map(([check, expected, got, , verdict]) => [check, expected, got, verdict])).toEqual([
      ['item.add', '2xx', '200 processed', 'pass'],
      ['item.remove', '2xx', '200 processed', 'pass'],
      ['ingame.popup', '2xx', '200 processed', 'pass'],
      ['daily_reward.get', '200, valid answer <= 3000 ms', '200 processed', 'pass'],
      ['tampered signature', '403', '403 rejected', 'pass'],
      ['stale timestamp', '403', '403 rejected', 'pass'],
      ['unknown event type', '400', '400 rejected', 'pass'],
      ['malformed body', '4xx', '400 rejected', 'pass'],
      ['same delivery twice', '2xx, 2xx', '200 processed, 200 duplicate', 'pass'],
    ]);
    expect(result.out.at(-1)).toBe('9 checks: 9 passed');
  });

  it('exits 1 with a FAIL line per failed row when the header names differ (every signed delivery is refused)', async () => {
    const { url } = await acmeReceiver();
    const result = await check(url, '--events', 'item.add');
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'FAIL item.add: answered 403 rejected, not 2xx: the service would treat it as failed and retry (spec §6)',
    );
    expect(result.out.at(-1)).toBe('6 checks: 3 passed, 3 failed');
    expect(result.err).toBe('error: 3 checks failed');
  });

  it('fails a receiver that processes both copies of one delivery', async () => {
    const url = await listen((req, res) => {
      req.resume().on('end', () => {
        const signed = req.headers['x-service-signature'] !== undefined;
        res.writeHead(signed ? 200 : 403, { 'x-webhook-outcome': 'processed' }).end('{}');
      });
    });
    const result = await check(url, '--events', 'item.add');
    expect(result.code).toBe(1);
    expect(result.out.find((l) => l.startsWith('same delivery twice'))).toMatch(/200 processed, 200 processed .*FAIL$/);
  });

  it('--merge-data puts your catalogue into the deliveries', async () => {
    const { url, skus } = await acmeReceiver();
    const data = join(dir, 'data.json');
    await writeFile(data, JSON.stringify({ 'item.add': { items: [{ sku: 'sword_of_tests' }] } }));
    const result = await check(url, ...ACME, '--events', 'item.add', '--merge-data', data);
    expect(result.code).toBe(0);
    expect(new Set(skus)).toEqual(new Set(['sword_of_tests']));
  });

  it('exits 2 when it cannot run: nothing answers, or a flag is wrong', async () => {
    const closed = await listen(() => {});
    await closers.pop()!();
    const unreachable = await check(closed, '--events', 'item.add', '--timeout', '2000');
    expect(unreachable.code).toBe(2);
    expect(unreachable.err).toBe(`error: cannot reach ${closed}: no answer (ECONNREFUSED)`);

    const badEvents = await check(closed, '--events', 'item.add,item.grant');
    expect(badEvents.err).toMatch(/^error: --events: unknown event type item\.grant/);
    const badBudget = await check(closed, '--budget', 'soon');
    expect(badBudget.err).toBe('error: --budget must be a positive number, got soon');
    const data = join(dir, 'bad-data.json');
    await writeFile(data, JSON.stringify({ 'item.grant': {} }));
    expect((await check(closed, '--merge-data', data)).err).toMatch(/must map event types to objects/);
    expect([badEvents.code, badBudget.code]).toEqual([2, 2]);
  });
});
