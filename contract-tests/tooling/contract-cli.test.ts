/**
 * The contract suite's command line (contract-tests/cli.ts): its usage errors in-process, and `mock`
 * spawned as `npm run mock` starts it, ended by its own PID. Servers listen on 127.0.0.1 on a free port and are always closed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runContractCli as run } from '../commands/program.js';

const SECRET = 'cli-test-fake-secret-CANARY';
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

describe('contract', () => {
  it('refuses bad usage before running anything (exit 2)', async () => {
    const lonely = await cli('contract', '--output', join(dir, 'x.xml'));
    expect(lonely).toMatchObject({ code: 2, err: 'error: --output needs --reporter <junit|json|markdown|github>' });
    const target = await cli('contract', '--target', 'staging');
    expect(target).toMatchObject({ code: 2, err: 'error: --target must be mock or emulator, got staging' });
    const both = await cli('contract', '--live', '--target', 'emulator');
    expect(both).toMatchObject({ code: 2, err: 'error: --target emulator cannot be combined with --live' });
    expect(await cli('contract', '--document', 'openapi/openapi.yaml')).toMatchObject({ code: 2 });
  });
});

describe('mock (npm run mock)', () => {
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
  ] as const)(
    'serves %s on the port it prints, until stopped',
    async (_, extra, path, headers, status, body) => {
      child = spawn(process.execPath, ['--import', 'tsx', 'contract-tests/cli.ts', 'mock', '--port', '0', ...extra], {
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
});
