/**
 * The contract suite's command line (contract-tests/cli.ts): its usage errors in-process, and `mock`
 * spawned as `npm run mock` starts it, ended by its own PID. Servers listen on 127.0.0.1 on a free
 * port and are always closed.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { cliHarness } from '../../test/support/cli/in-process-cli.js';
import { startListeningChild } from '../../test/support/cli/listening-child.js';
import { runContractCli as run } from '../commands/program.js';

const { cli, tempPath, listen, cleanups } = cliHarness(run);

describe('contract', () => {
  it('refuses bad usage before running anything (exit 2)', async () => {
    const lonely = await cli('contract', '--output', tempPath('x.xml'));
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
      const { url, exited } = await startListeningChild('contract-tests/cli.ts', ['mock', '--port', '0', ...extra], {
        stderr: 'ignore',
        onSpawn: (spawned) => (child = spawned),
      });
      const response = await fetch(`${url}${path}`, { headers });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
      child!.kill('SIGTERM');
      await exited;
    },
    60_000,
  );

  it('says EADDRINUSE for a busy port, and warns about a port fetch refuses to use (exit 2)', async () => {
    const url = await listen(() => {});
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
