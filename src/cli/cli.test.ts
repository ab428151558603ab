/**
 * The CLI run in-process (webhook sign/verify/trigger, contract --document, errors, help) and the
 * real bin spawned for `mock`, ended by its own PID. Servers listen on 127.0.0.1 on a free port and are always closed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNodeMiddleware, createWebhookHandler } from '../webhooks/index.js';
import { run } from './program.js';
import type { ContractResults } from './report/contract-results.js';

const SECRET = 'cli-test-fake-secret-CANARY';
/** Small documents that are not ours, shared with the contract run's own tests. */
const TEST_DOCUMENTS = fileURLToPath(new URL('../../contract-tests/tooling/documents/', import.meta.url));
let dir: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  const text = [...out, ...err].join('\n');
  expect(text).not.toContain(SECRET);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
}

describe('game-commerce-s2s CLI', () => {
  it('prints help for every command and exits 0', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    for (const command of ['mock', 'webhook', 'spec', 'contract'])
      expect(help.out).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    for (const sub of [
      ['webhook', 'trigger'],
      ['webhook', 'sign'],
      ['webhook', 'verify'],
      ['spec', 'diff'],
      ['mock'],
      ['contract'],
    ]) {
      const result = await cli(...sub, '--help');
      expect(result.code, sub.join(' ')).toBe(0);
      expect(result.out).toMatch(new RegExp(`^Usage: game-commerce-s2s ${sub.join(' ')}\\b`, 'm'));
    }
  });

  it('reports bad usage in one line with exit code 2', async () => {
    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err.trim().split('\n')).toHaveLength(1);
    const noSecret = await cli('webhook', 'sign', join(dir, 'missing.json'));
    expect(noSecret.code).toBe(2);
    expect(noSecret.err).toMatch(/^error: a signing secret is required/);
  });

  it('signs a body and verifies it; a changed body is invalid with exit code 1', async () => {
    const body = join(dir, 'body.json');
    await writeFile(body, '{"event_type":"item.add"}');
    const signed = await cli('webhook', 'sign', body, '--secret', SECRET, '--timestamp', '1764518400');
    expect(signed.code).toBe(0);
    const headersFile = join(dir, 'headers.json');
    await writeFile(headersFile, signed.out);
    expect(JSON.parse(signed.out)['x-service-signature-timestamp']).toBe('1764518400');

    const ok = await cli('webhook', 'verify', body, '--secret', SECRET, '--headers', headersFile);
    expect(ok).toMatchObject({ code: 0, out: expect.stringMatching(/^valid/) });
    await writeFile(body, '{"event_type":"item.add" }');
    const bad = await cli('webhook', 'verify', body, '--secret', SECRET, '--headers', headersFile);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe(
      'error: invalid: no_matching_signature: The signature does not match the body and timestamp for any configured secret',
    );
  });

  it('triggers a signed item.add at a real receiver, and fails when the receiver refuses it', async () => {
    const granted: string[] = [];
    const handler = createWebhookHandler({
      secret: SECRET,
      on: { 'item.add': (e) => void granted.push(e.event_id) },
      onError: () => {},
    });
    const url = await listen(createServer(createNodeMiddleware(handler)));
    const sent = await cli('webhook', 'trigger', 'item.add', '--url', url, '--secret', SECRET);
    expect(sent.code).toBe(0);
    expect(sent.out).toMatch(/item\.add whevt_test_\w+ -> 200/);
    expect(granted).toHaveLength(1);

    const forged = await cli('webhook', 'trigger', 'item.add', '--url', url, '--secret', 'cli-test-wrong-secret');
    expect(forged.code).toBe(1);
    expect(forged.out).toMatch(/-> 403/);
    expect(granted).toHaveLength(1);
  });

  it('checks a daily_reward.get answer against the document', async () => {
    let answer: unknown = { days: [{ day_number: 1, items: [{ sku: 'gem_pack_50', quantity: 2 }] }] };
    const url = await listen(
      createServer((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))),
    );
    const good = await cli('webhook', 'trigger', 'daily_reward.get', '--url', url, '--secret', SECRET);
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/answer matches the document/);
    answer = { days: [{ day_number: 0, items: [] }] };
    const bad = await cli('webhook', 'trigger', 'daily_reward.get', '--url', url, '--secret', SECRET);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/does not match the document: .*day_number/);
  });

  it('uses --data as event_data, and refuses data the document forbids', async () => {
    const bodies: string[] = [];
    const url = await listen(
      createServer((req, res) => {
        let text = '';
        req
          .on('data', (c) => (text += c))
          .on('end', () => {
            bodies.push(text);
            res.writeHead(204).end();
          });
      }),
    );
    const data = join(dir, 'data.json');
    await writeFile(data, JSON.stringify({ player_id: 'player_cli', items: [{ sku: 'cli_sku' }] }));
    expect(
      (await cli('webhook', 'trigger', 'item.remove', '--url', url, '--secret', SECRET, '--data', data)).code,
    ).toBe(0);
    expect(JSON.parse(bodies[0]!).event_data).toEqual({ player_id: 'player_cli', items: [{ sku: 'cli_sku' }] });
    await writeFile(data, JSON.stringify({ items: [{ quantity: 1 }] }));
    const refused = await cli('webhook', 'trigger', 'item.remove', '--url', url, '--secret', SECRET, '--data', data);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/does not match the document/);
    expect(bodies).toHaveLength(1);
  });
});

describe('game-commerce-s2s mock (the real bin)', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
  });

  it.each([
    [
      'the bundled document',
      [],
      '/v1/creators/countries',
      { authorization: 'Bearer sk_test_cli_fake' },
      200,
      ['BR', 'DE', 'JP', 'US'],
    ],
    [
      '--document (YAML, not ours)',
      ['--document', join(TEST_DOCUMENTS, 'no-examples.yaml')],
      '/v2/players/p_123/inventory?rarity=epic',
      { 'x-api-key': 'sk_test_cli_fake' },
      200,
      expect.any(Array),
    ],
  ] as const)(
    'serves %s on the port it prints, until stopped',
    async (_, extra, path, headers, status, body) => {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'mock', '--port', '0', ...extra], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const lines = createInterface({ input: child.stdout! });
      const url = await new Promise<string>((resolve, reject) => {
        lines.on('line', (line) => {
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
          if (match) resolve(match[1]!);
        });
        child!.on('exit', (code) => reject(new Error(`mock exited with ${code}`)));
      });
      const response = await fetch(`${url}${path}`, { headers });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
      if (extra.length > 0) {
        const broken = await fetch(`${url}/v2/players/not-a-player/inventory?rarity=epic`, { headers });
        expect(broken.status, 'the mock validates the foreign document').toBe(422);
        await broken.arrayBuffer();
      }
      const exited = new Promise((resolve) => child!.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    60_000,
  );

  it('says EADDRINUSE for a busy port, and warns about a port fetch refuses to use (exit 2)', async () => {
    const busy = createServer();
    const url = await listen(busy);
    const port = Number(new URL(url).port);
    const result = await cli('mock', '--port', String(port));
    expect(result).toMatchObject({ code: 2 });
    expect(result.err).toBe(
      `error: port ${port} on 127.0.0.1 is already in use (EADDRINUSE): stop what listens there, or choose another --port`,
    );
    // Port 6000, held here (or by someone else) so that the command ends instead of serving.
    const six = createServer();
    await new Promise<void>((resolve) => six.once('error', () => resolve()).listen(6000, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => (six.listening ? six.close(() => resolve()) : resolve())));
    const bad = await cli('mock', '--port', '6000');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(
      /^warning: port 6000 is a "bad port" of the Fetch standard: fetch .* refuses to connect to it/,
    );
    expect(bad.err).toMatch(/EADDRINUSE/);
  });

  it('refuses a --document that does not exist (exit 2)', async () => {
    const missing = await cli('mock', '--document', join(dir, 'missing.yaml'));
    expect(missing).toMatchObject({ code: 2, err: expect.stringMatching(/missing\.yaml does not exist/) });
  });
});

describe('game-commerce-s2s contract --document', () => {
  // One run per document (Prism starts in it); the pass/fail logic itself is covered in contract-tests/tooling/.
  it('prints the validated column, fails (exit 1) naming the operation the mock does not validate, and reports it', async () => {
    const junit = join(dir, 'contract.xml');
    const summary = join(dir, 'summary.md');
    process.env.GITHUB_STEP_SUMMARY = summary;
    const result = await cli(
      'contract',
      '--document',
      join(TEST_DOCUMENTS, 'unvalidated-order.yaml'),
      '--reporter',
      'junit',
      '--output',
      junit,
    ).finally(() => delete process.env.GITHUB_STEP_SUMMARY);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^\s+exercised\s+no violation\s+body valid\s+validated\s+statuses seen$/m);
    expect(result.out).toMatch(/^get_order\s+yes\s+yes\s+mock\s+yes\s+200 422! \(1\/1\)$/m);
    expect(result.out).toMatch(/^create_order\s+yes\s+yes\s+mock\s+NOT VALIDATED\s+201 \(1\/1\)$/m);
    expect(result.out).toMatch(/^operations: 1 passed, 1 failed, 0 skipped$/m);
    expect(result.out).toMatch(/^contract run: FAILED \(1 failed\)$/m);
    expect(result.err).toMatch(/the contract run failed/);
    const xml = await readFile(junit, 'utf8');
    expect(xml).toContain('<testsuite name="operations" tests="2" failures="1" errors="0" skipped="0" time="0">');
    expect(xml).toContain(
      '<failure message="validated: the mock accepted a request that breaks the document" type="failure">',
    );
    expect(await readFile(summary, 'utf8')).toMatch(/^\*\*contract run: FAILED\*\* on /);
  }, 60_000);

  it('prints the results as JSON with --reporter json, with the documented fields', async () => {
    const result = await cli('contract', '--document', join(TEST_DOCUMENTS, 'no-examples.yaml'), '--reporter', 'json');
    expect(result.code).toBe(0);
    const results = JSON.parse(result.out) as ContractResults;
    expect(results).toMatchObject({ version: 1, tool: 'contract', verdict: 'passed', target: 'document' });
    expect(results.cases.map((c) => [c.key, c.verdict, c.checks.validated?.state])).toEqual([
      ['list_inventory', 'passed', 'passed'],
      ['grant_item', 'passed', 'passed'],
      ['get_category_tree', 'passed', 'passed'],
      ['get_health', 'passed', 'passed'],
    ]);
    expect(results.cases[0]!.statuses.find((s) => s.status === '200')).toEqual({
      status: '200',
      declared: true,
      seen: [200],
    });
  }, 60_000);

  it('cannot run on a document that does not exist, or with --output and no --reporter (exit 2)', async () => {
    const result = await cli('contract', '--document', join(dir, 'missing.yaml'));
    expect(result).toMatchObject({ code: 2, err: expect.stringMatching(/missing\.yaml does not exist/) });
    const lonely = await cli('contract', '--document', join(TEST_DOCUMENTS, 'no-examples.yaml'), '--output', 'x.xml');
    expect(lonely).toMatchObject({ code: 2, err: 'error: --output needs --reporter <junit|json|markdown|github>' });
  });
});
