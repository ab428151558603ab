/**
 * The package on the other runtimes it supports, as built in dist/ (`npm run build` first; `npm
 * test` runs this after `check:package`, which builds): Bun, Deno and Cloudflare Workers (workerd,
 * with no compatibility flags, so without nodejs_compat). Binaries: the versions pinned in
 * ./runtime-versions, from the npm registry, cached. On each: the Fetch webhook adapter accepts a signed delivery, answers a tampered
 * one 403 and runs the handler once for a duplicate. On Bun and Deno: a few client operations
 * against the mock. A runtime whose binary is missing is skipped with its reason, and fails
 * under CI=true.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import openapiDocument from '../../generated/openapi.json' with { type: 'json' };
import { webhookExamples } from '../../generated/webhook-examples.js';
import { startMockServer, type MockServer } from '../../contract-tests/mock-server/start-mock.js';
import { signWebhook } from '../../src/webhooks/sign.js';
import { builtinImports } from './builtin-imports.js';
import { bundleApp } from './bundle.js';
import { findRuntime, type RuntimeBinary, type RuntimeName } from './runtime-binaries.js';
import { serveApp } from './serve.js';

const root = resolve(import.meta.dirname, '../..');
const SECRET = 'test-only-fake-runtime-key';
const EVENT_TYPE = 'item.add';
const payload = JSON.stringify(webhookExamples[EVENT_TYPE]);

/** The binary, or a skip with its one-line reason (a failure under CI=true). */
function binaryOrSkip(binary: RuntimeBinary, context: TestContext): string {
  if ('path' in binary) return binary.path;
  if (process.env['CI'] === 'true') throw new Error(`${binary.name} is required under CI=true: ${binary.missing}`);
  context.skip(`${binary.name}: ${binary.missing}`);
  return '';
}

/** Where the bundles go; removed at the end. */
const dir = mkdtempSync(join(tmpdir(), 'gcs2s-runtimes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  for (const file of ['dist/index.js', 'dist/webhooks.js']) {
    if (!existsSync(resolve(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
});

describe('dist/webhooks.js', () => {
  it('imports no Node built-in anywhere in its graph', async () => {
    expect(await builtinImports(resolve(root, 'dist/webhooks.js'))).toEqual([]);
  });
});

const runtimes: RuntimeName[] = ['bun', 'deno', 'workerd'];
describe.each(runtimes)('%s', (name) => {
  let binary: RuntimeBinary;
  // Installs the pinned binary on first use (cached afterwards).
  beforeAll(() => {
    binary = findRuntime(name);
  }, 300_000);

  it('createFetchHandler: a signed delivery is accepted, a tampered one 403, a duplicate handled once', async (context) => {
    const path = binaryOrSkip(binary, context);
    // workerd loads the app module itself; Bun and Deno run a launcher that serves it.
    const app = `${name === 'workerd' ? 'webhook-app' : `serve-${name}`}.mjs`;
    const script = await bundleApp(app, { dir, platform: 'neutral', out: 'worker.js', define: { SECRET, EVENT_TYPE } });
    const server = await serveApp(name, path, script);
    try {
      const signed = signWebhook({ payload, secret: SECRET });
      const post = (body: string, path = '/webhooks') =>
        fetch(`${server.url}${path}`, { method: 'POST', headers: signed.headers, body });
      const first = await post(payload);
      expect(first.status, server.stderr()).toBe(200);
      expect((await post(payload)).status).toBe(200);
      const tampered = await post(payload.replace('"item.add"', '"item.add" '));
      expect(tampered.status).toBe(403);
      expect(await tampered.json()).toMatchObject({ code: 'no_matching_signature' });
      const handled = (await (await fetch(`${server.url}/handled`)).json()) as { handled: number; engine: string };
      expect(handled.handled).toBe(1);
      // Workers without nodejs_compat have no node:crypto: the WebCrypto path must be the one that ran.
      if (name === 'workerd') expect(handled.engine).toBe('webcrypto');
      // The standalone verifiers: the async one everywhere, the sync one only with node:crypto.
      const verified = (await (await post(payload, '/verify')).json()) as { sync: string; async: string };
      expect(verified.async).toBe('verified');
      if (handled.engine === 'node:crypto') expect(verified.sync).toBe('verified');
      else expect(verified.sync).toMatch(/^WebhookError: .*needs node:crypto.*verifyWebhookAsync/);
      console.log(`${'version' in binary ? binary.version : name}: webhooks verified with ${handled.engine}`);
    } finally {
      await server.close();
    }
  });

  // The client needs a fetch that may reach 127.0.0.1; workerd's only reaches the internet by default.
  if (name !== 'workerd')
    describe('client', () => {
      let mock: MockServer;
      beforeAll(async () => {
        mock = await startMockServer({ document: structuredClone(openapiDocument), log: new PassThrough().resume() });
      });
      afterAll(async () => {
        await mock?.close();
      });

      it('runs a few operations against the mock', async (context) => {
        const path = binaryOrSkip(binary, context);
        const script = await bundleApp('client-smoke.mjs', { dir, platform: 'node', define: { MOCK_URL: mock.url } });
        const args = name === 'bun' ? ['run', script] : ['run', '--no-prompt', '--allow-net=127.0.0.1', script];
        const { stdout } = await promisify(execFile)(path, args, {
          timeout: 60_000,
          env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
        });
        expect(JSON.parse(stdout)).toEqual({
          checkoutUrl: expect.stringMatching(/^https:\/\//),
          achievements: true,
          pathApi: { status: 200, isArray: true },
          denied: 'PermissionDeniedError',
        });
      });
    });
});
