/**
 * A command of this repository as a child process (`node --import tsx <script> ...args`, from the
 * repository root) that prints `listening on http://127.0.0.1:<port>` once it serves: the bin's
 * `emulator`, the contract suite's `mock`. Resolves with that URL, every line it printed to stdout
 * (it keeps collecting as the child runs, for tests that wait for a line), and its exit.
 *
 * The caller ends it by its handle (`child.kill()`), never by name. `onSpawn` hands the handle over
 * before the URL is known, so a test that times out while waiting can still end the child.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ListeningChild {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, as the child printed it. */
  url: string;
  /** Every stdout line so far, in order; it grows while the child runs. */
  output: string[];
  /** The exit code (null when ended by a signal it did not handle). */
  exited: Promise<number | null>;
}

export interface ListeningChildOptions {
  /** Added to the test's environment; a name set to undefined is removed. */
  env?: Record<string, string | undefined>;
  /** Where the child's stderr goes. @default 'inherit' (a failure to start shows in the test's output) */
  stderr?: 'inherit' | 'ignore';
  onSpawn?: (child: ChildProcess) => void;
}

export async function startListeningChild(
  script: string,
  args: readonly string[],
  options: ListeningChildOptions = {},
): Promise<ListeningChild> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  for (const [name, value] of Object.entries(options.env ?? {})) if (value === undefined) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', options.stderr ?? 'inherit'],
  });
  options.onSpawn?.(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const output: string[] = [];
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      output.push(line);
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (found) resolve(found[1]!);
    });
    void exited.then((code) => reject(new Error(`${script} exited with ${code} before printing its URL`)));
  });
  return { child, url, output, exited };
}
