/**
 * Runs one of the repository's own commands the way a maintainer's terminal would: `node --import
 * tsx <args>` (or plain `node <args>`), without colour, stdout and stderr read together in the order
 * they arrive. `spec bump` runs each of its steps this way, and the bump and drill tests run the
 * CLI the same way, so all three see real exit codes and the real printed report.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface ScriptRun {
  /** The exit code; null when a signal ended the process. */
  status: number | null;
  /** stdout and stderr, interleaved. */
  output: string;
}

export interface ScriptOptions {
  /** Load tsx first, so `args[0]` may be a TypeScript file. @default true */
  typescript?: boolean;
}

/** Runs `node [--import tsx] <args>` in `cwd`; tsx is the one `root`'s package.json resolves. */
export function runScript(
  root: string,
  cwd: string,
  args: readonly string[],
  { typescript = true }: ScriptOptions = {},
): Promise<ScriptRun> {
  const loader = typescript ? ['--import', createRequire(join(root, 'package.json')).resolve('tsx')] : [];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...loader, ...args], {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, output }));
  });
}
