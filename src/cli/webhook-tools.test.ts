/**
 * The webhook commands with the real header names (spec §6: the maker's name in place of
 * `service`), `trigger --repeat` against a real receiver, what `--data`, `--merge-data` and
 * `--sandbox` put in the delivery, and `webhook check` (its table and exit codes). Servers listen
 * on 127.0.0.1 on a free port and are always closed.
 */
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { webhookExamples } from '../../generated/webhook-examples.js';
import { createSignedDelivery } from '../testing/index.js';
import { createNodeMiddleware, createWebhookHandler, type WebhookHandlerOptions } from '../webhooks/index.js';
import { cliHarness } from '../../test/support/cli/in-process-cli.js';
import { run } from './program.js';
import { MAKER_NAME_ENV } from './read-input.js';

const SECRET = 'cli-tools-fake-secret-CANARY';
const ACME = ['--maker-name', 'acme'];
/** The advanced override: whole header names, for names that do not follow the maker pattern. */
const ACME_NAMES = ['--signature-header', 'X-Acme-Signature', '--timestamp-header', 'x-acme-signature-timestamp'];
const { cli, tempPath, listen, cleanups } = cliHarness(run, { secret: SECRET });

/** `webhook trigger item.add` to `url`, signed with SECRET, with `flags` after. */
function trigger(url: string, ...flags: string[]) {
  return cli('webhook', 'trigger', 'item.add', '--url', url, '--secret', SECRET, ...flags);
}

/** A real receiver with the maker's header names, counting the handler's runs. */
async function acmeReceiver(options: Partial<WebhookHandlerOptions> = {}) {
  const runs: string[] = [];
  const handler = createWebhookHandler({
    secret: SECRET,
    makerName: 'acme',
    on: { 'item.add': async (e) => void runs.push(e.event_id) },
    onError: () => {},
    ...options,
  });
  return { url: await listen(createNodeMiddleware(handler)), runs };
}

/** A receiver that records each body and answers 204. */
async function recorder() {
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies the tests read fields of after parsing
  const bodies: Record<string, any>[] = [];
  const url = await listen((req, res) => {
    let text = '';
    req
      .on('data', (c) => {
        text += c;
      })
      .on('end', () => {
        bodies.push(JSON.parse(text));
        res.writeHead(204).end();
      });
  });
  return { url, bodies };
}

describe('webhook trigger', () => {
  it('is refused under the document header names by a receiver with the real ones, accepted with the flags', async () => {
    const { url, runs } = await acmeReceiver();
    expect((await trigger(url)).out).toMatch(/-> 403 rejected/);
    const sent = await trigger(url, ...ACME);
    expect(sent.code).toBe(0);
    expect(sent.out).toMatch(/item\.add whevt_test_\w+ -> 200 processed/);
    expect(runs).toHaveLength(1);
  });

  it('takes the maker name from GAME_COMMERCE_MAKER_NAME, and whole names from the advanced flags', async () => {
    const { url, runs } = await acmeReceiver();
    process.env[MAKER_NAME_ENV] = 'acme';
    try {
      expect((await trigger(url)).out).toMatch(/-> 200 processed/);
      process.env[MAKER_NAME_ENV] = 'x-acme';
      const bad = await trigger(url);
      expect(bad.code).toBe(2);
      expect(bad.err).toMatch(/^error: GAME_COMMERCE_MAKER_NAME: expected the maker's name alone/);
    } finally {
      delete process.env[MAKER_NAME_ENV];
    }
    expect((await trigger(url, ...ACME_NAMES)).out).toMatch(/-> 200 processed/);
    const badFlag = await trigger(url, '--maker-name', 'acme corp');
    expect(badFlag.err).toMatch(/^error: --maker-name: expected the maker's name alone/);
    expect(runs).toHaveLength(2);
  });

  it('--repeat sends one delivery n times: one copy processed, the rest duplicates', async () => {
    const { url, runs } = await acmeReceiver();
    const result = await trigger(url, ...ACME, '--repeat', '3');
    expect(result.code).toBe(0);
    expect(result.out.split('\n').slice(1)).toEqual([
      'copy 1/3 -> 200 processed',
      'copy 2/3 -> 200 duplicate',
      'copy 3/3 -> 200 duplicate',
      '3 copies: 1 processed, 2 duplicate',
    ]);
    expect(runs).toHaveLength(1);
  });

  it('--repeat --concurrent: the handler still runs once, and the tally says what each copy got', async () => {
    const { url, runs } = await acmeReceiver();
    const result = await trigger(url, ...ACME, '--repeat', '5', '--concurrent');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/5 copies at once/);
    expect(result.out).toMatch(/5 copies: 1 processed/);
    expect(result.out.match(/^copy \d\/5 -> (200 processed|200 duplicate|409 busy)$/gm)).toHaveLength(5);
    expect(runs).toHaveLength(1);
  });

  it('--repeat fails when a receiver without duplicate detection processes every copy', async () => {
    let runs = 0;
    const url = await listen((req, res) => {
      req.resume().on('end', () => res.writeHead(200, { 'x-webhook-outcome': 'processed' }).end(String(++runs)));
    });
    const result = await trigger(url, '--repeat', '2');
    expect(result.code).toBe(1);
    expect(result.err).toBe('error: the receiver processed 2 copies of one delivery; it should process one');
  });

  it('--data replaces event_data; --merge-data merges into the example; --sandbox marks the delivery', async () => {
    const { url, bodies } = await recorder();
    const data = tempPath('data.json');
    await writeFile(data, JSON.stringify({ player_id: 'player_cli', items: [{ sku: 'cli_sku' }], note: 'extra' }));
    expect((await trigger(url, '--data', data)).code).toBe(0);
    expect(bodies[0]!.event_data).toEqual({ player_id: 'player_cli', items: [{ sku: 'cli_sku' }], note: 'extra' });
    expect(bodies[0]!.sandbox).toBe(false);

    const partial = tempPath('partial.json');
    await writeFile(partial, JSON.stringify({ player_id: 'player_merged' }));
    const replaced = await trigger(url, '--data', partial);
    expect(replaced.code).toBe(2);
    expect(replaced.err).toMatch(/does not match the document: \/event_data must have required property 'items'/);

    const merged = await trigger(url, '--merge-data', partial, '--sandbox');
    expect(merged.code).toBe(0);
    expect(bodies[1]!.event_data).toEqual({ ...webhookExamples['item.add'].event_data, player_id: 'player_merged' });
    expect(bodies[1]!.sandbox).toBe(true);
    expect(bodies).toHaveLength(2);

    const both = await trigger(url, '--data', data, '--merge-data', partial);
    expect(both.err).toBe('error: pass either --data or --merge-data, not both');
  });

  it('refuses a bad header name and a bad --repeat before sending anything', async () => {
    const { url, bodies } = await recorder();
    const badName = await trigger(url, '--signature-header', 'x bad');
    expect(badName.err).toMatch(/^error: --signature-header: expected a header name/);
    const badRepeat = await trigger(url, '--repeat', '0');
    expect(badRepeat.err).toBe('error: --repeat must be an integer from 1 to 1000');
    expect(bodies).toHaveLength(0);
  });
});

describe('webhook sign and verify with the real header names', () => {
  it('sign makes them, verify reads them from the flags, or finds the maker-named pair in a headers file', async () => {
    const body = tempPath('body.json');
    await writeFile(body, '{"event_type":"item.add"}');
    const signed = await cli('webhook', 'sign', body, '--secret', SECRET, '--timestamp', '1764518400', ...ACME);
    const headers = JSON.parse(signed.out) as Record<string, string>;
    expect(Object.keys(headers).sort()).toEqual(['content-type', 'x-acme-signature', 'x-acme-signature-timestamp']);
    const headersFile = tempPath('acme-headers.json');
    await writeFile(headersFile, signed.out);

    const withFlags = await cli('webhook', 'verify', body, '--secret', SECRET, '--headers', headersFile, ...ACME);
    expect(withFlags.out).toBe('valid: the signature matches the body and timestamp');
    expect(withFlags.err).toBe('');
    const withNames = await cli('webhook', 'verify', body, '--secret', SECRET, '--headers', headersFile, ...ACME_NAMES);
    expect(withNames.out).toBe('valid: the signature matches the body and timestamp');
    const detected = await cli('webhook', 'verify', body, '--secret', SECRET, '--headers', headersFile);
    expect(detected.code).toBe(0);
    expect(detected.err).toBe(
      `using the headers x-acme-signature and x-acme-signature-timestamp found in ${headersFile}`,
    );
    const values = ['--signature', headers['x-acme-signature']!, '--timestamp', '1764518400'];
    expect((await cli('webhook', 'verify', body, '--secret', SECRET, ...values, ...ACME)).code).toBe(0);
    const wrongNames = await cli(
      'webhook',
      'verify',
      body,
      '--secret',
      SECRET,
      '--headers',
      headersFile,
      '--signature-header',
      'x-other-signature',
    );
    expect(wrongNames.code).toBe(1);
    expect(wrongNames.err).toBe('error: invalid: missing_header: Missing the x-other-signature header');
  });

  it('createSignedDelivery signs under the names the receiver is configured with', async () => {
    const { url, runs } = await acmeReceiver();
    const delivery = createSignedDelivery('item.add', { secret: SECRET, makerName: 'acme' });
    const response = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-webhook-outcome')).toBe('processed');
    expect(runs).toEqual([delivery.event.event_id]);
  });
});

/** Every kind answered, under the maker's header names, recording the SKUs item.add granted. */
async function checkedReceiver(options: Partial<WebhookHandlerOptions> = {}) {
  const skus: string[] = [];
  const receiver = await acmeReceiver({
    ...options,
    on: {
      'item.add': (e) => void skus.push(...e.event_data.items.map((i) => i.sku)),
      'item.remove': () => {},
      'ingame.popup': () => {},
      'daily_reward.get': () => ({ days: [{ day_number: 1, items: [{ sku: 'gem_pack_500' }] }] }),
    },
  });
  return { url: receiver.url, skus };
}

const check = (url: string, ...flags: string[]) => cli('webhook', 'check', '--url', url, '--secret', SECRET, ...flags);

describe('webhook check', () => {
  it('prints a passing table and exits 0 for a receiver with the same header names', async () => {
    const { url } = await checkedReceiver();
    const result = await check(url, ...ACME);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[0]).toBe(`webhook check ${url}`);
    expect(lines[1]).toMatch(/^check +expected +got +time +result$/);
    const rows = lines.slice(2, -1).map((line) => line.split(/ {2,}/));
    expect(rows.map(([check, expected, got, , verdict]) => [check, expected, got, verdict])).toEqual([
      ['item.add', '2xx', '200 processed', 'pass'],
      ['item.remove', '2xx', '200 processed', 'pass'],
      ['ingame.popup', '2xx', '200 processed', 'pass'],
      ['daily_reward.get', '200, valid answer <= 3000 ms', '200 processed', 'pass'],
      ['tampered signature', '403', '403 rejected', 'pass'],
      ['stale timestamp', '403 (2xx: warn)', '403 rejected', 'pass'],
      ['unknown event type', '400', '400 rejected', 'pass'],
      ['malformed body', '4xx', '400 rejected', 'pass'],
      ['same delivery twice', '2xx, 2xx', '200 processed, 200 duplicate', 'pass'],
    ]);
    expect(lines.at(-1)).toBe('9 checks: 9 passed');
  });

  it('passes a receiver with no replay window (spec §6 sets none), its stale row a warning', async () => {
    const { url } = await checkedReceiver({ toleranceSeconds: false });
    const result = await check(url, ...ACME);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^stale timestamp +403 \(2xx: warn\) +200 processed +\d+ ms +warn$/m);
    expect(result.out).toMatch(/^WARN stale timestamp: answered 200 processed to a delivery signed 3600 s ago: /m);
    expect(result.out.split('\n').at(-1)).toBe('9 checks: 8 passed, 1 warned');
  });

  it('exits 1 with a FAIL line per failed row when the header names differ (every signed delivery is refused)', async () => {
    const { url } = await checkedReceiver();
    const result = await check(url, '--events', 'item.add');
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'FAIL item.add: answered 403 rejected, not 2xx: the service would treat it as failed and retry (spec §6)',
    );
    expect(result.out.split('\n').at(-1)).toBe('6 checks: 3 passed, 3 failed');
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
    expect(result.out).toMatch(/^same delivery twice .*200 processed, 200 processed .*FAIL$/m);
  });

  it('--merge-data puts your catalogue into the deliveries', async () => {
    const { url, skus } = await checkedReceiver();
    const data = tempPath('check-data.json');
    await writeFile(data, JSON.stringify({ 'item.add': { items: [{ sku: 'sword_of_tests' }] } }));
    const result = await check(url, ...ACME, '--events', 'item.add', '--merge-data', data);
    expect(result.code).toBe(0);
    expect(new Set(skus)).toEqual(new Set(['sword_of_tests']));
  });

  it('exits 2 when it cannot run: nothing answers, or a flag is wrong', async () => {
    const closed = await listen(() => {});
    await cleanups.pop()!();
    const unreachable = await check(closed, '--events', 'item.add', '--timeout', '2000');
    expect(unreachable.code).toBe(2);
    expect(unreachable.err).toBe(`error: cannot reach ${closed}: no answer (ECONNREFUSED)`);

    const badEvents = await check(closed, '--events', 'item.add,item.grant');
    expect(badEvents.err).toMatch(/^error: --events: unknown event type item\.grant/);
    const badBudget = await check(closed, '--budget', 'soon');
    expect(badBudget.err).toBe('error: --budget must be a positive number, got soon');
    const data = tempPath('bad-check-data.json');
    await writeFile(data, JSON.stringify({ 'item.grant': {} }));
    expect((await check(closed, '--merge-data', data)).err).toMatch(/must map event types to objects/);
    expect([badEvents.code, badBudget.code]).toEqual([2, 2]);
  });
});
