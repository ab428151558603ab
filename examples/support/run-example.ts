/**
 * Starts an example as its own process, the way a user runs it (`npx tsx examples/...`), with
 * `game-commerce-s2s` resolved to this repository's source through examples/tsconfig.json.
 * Servers listen on 127.0.0.1, port 0, and are stopped by their own PID.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface RunningExample {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  /** Everything the process printed to stdout so far. */
  stdout(): string;
  /** Everything the process printed to stderr so far. */
  stderr(): string;
  stop(): Promise<void>;
}

/** Spawns `node --import tsx <entry>` from the repository root. */
export function spawnExample(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', resolve(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env, TSX_TSCONFIG_PATH: resolve(root, 'examples/tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Collects a stream's text as it arrives. */
export function collect(stream: NodeJS.ReadableStream | null): () => string {
  let text = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => (text += chunk));
  return () => text;
}

/** Starts a server example and waits for its `listening on <url>` line; `env` adds to its environment. */
export async function startExample(
  entry: string,
  secret: string,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningExample> {
  const child = spawnExample(entry, { PORT: '0', HOST: '127.0.0.1', S2S_API_KEY: secret, ...env });
  const stdout = collect(child.stdout);
  const stderr = collect(child.stderr);
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolveUrl, reject) => {
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(stdout());
      if (match) {
        child.stdout?.off('data', onData);
        resolveUrl(match[1]!);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then(([code]) => reject(new Error(`${entry} exited with ${code} before listening:\n${stderr()}`)));
  });
  return {
    url,
    stdout,
    stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
