/**
 * A command line run in-process, the way the tests of the bin (src/cli/) and of the contract suite's
 * command line (contract-tests/) drive it: argv in, the exit code and the lines written out. Nothing
 * is spawned and the process streams are left alone.
 *
 * `cliHarness` registers its own hooks: a temporary folder for the file (removed after the file),
 * and the cleanups a test pushes (servers first of all), run after each test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { CliIo } from '../../../src/cli/cli-error.js';
import { listen as listenOn } from '../webhooks/servers.js';

/** What `run` (src/cli/program.ts) and `runContractCli` (contract-tests/commands/program.ts) are. */
export type CliRunner = (argv: readonly string[], io: CliIo) => Promise<number>;

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export interface CliHarness {
  /** Runs the command line with `argv`; with a `secret`, fails the test if any line carries it. */
  cli(...argv: string[]): Promise<CliRun>;
  /** A path in the file's temporary folder. */
  tempPath(name: string): string;
  /** A server on 127.0.0.1 on a free port, closed after the test (its close is pushed to `cleanups`); resolves with its `/webhooks` URL. */
  listen(listener: RequestListener): Promise<string>;
  /** Runs after the test, in order. */
  cleanups: (() => Promise<void>)[];
}

export function cliHarness(run: CliRunner, options: { secret?: string } = {}): CliHarness {
  let dir: string | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cli-test-'));
  });
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  return {
    async cli(...argv) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await run(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
      if (options.secret !== undefined) expect([...out, ...err].join('\n')).not.toContain(options.secret);
      return { code, out: out.join('\n'), err: err.join('\n') };
    },
    tempPath(name) {
      if (dir === undefined) throw new Error('tempPath is for tests and hooks: the folder is made in beforeAll');
      return join(dir, name);
    },
    async listen(listener) {
      const server = await listenOn(listener);
      cleanups.push(server.close);
      return `${server.url}/webhooks`;
    },
    cleanups,
  };
}
