/**
 * Starts the webhook app on one runtime, on a free port of 127.0.0.1, and hands back its URL and a
 * `close()` that ends that process by its own handle. Bun and Deno print the port as JSON on
 * stdout; workerd reports it on its control fd (`--control-fd`, the way Miniflare drives it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { RuntimeName } from './runtime-binaries.js';

export interface RunningApp {
  url: string;
  /** Everything the process wrote to stderr so far, for failure messages. */
  stderr(): string;
  close(): Promise<void>;
}

/** The workerd config: one module worker, no compatibility flags (so no nodejs_compat). */
function workerdConfig(module: string): string {
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "${module}")],
  compatibilityDate = "2025-09-01",
);
`;
}

function command(runtime: RuntimeName, binary: string, script: string): { args: string[]; portFd: 'stdout' | 3 } {
  switch (runtime) {
    case 'bun':
      return { args: [binary, 'run', script], portFd: 'stdout' };
    case 'deno':
      return { args: [binary, 'run', '--no-prompt', '--allow-net=127.0.0.1', script], portFd: 'stdout' };
    case 'workerd': {
      const config = join(dirname(script), 'config.capnp');
      writeFileSync(config, workerdConfig(script.slice(dirname(script).length + 1)));
      return { args: [binary, 'serve', config, '--control-fd=3'], portFd: 3 };
    }
  }
}

/** Resolves with the first `port` reported on `stream` as a JSON line. */
function readPort(stream: Readable, child: ChildProcess, stderr: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: stream });
    const timer = setTimeout(() => reject(new Error(`no port reported within 30 s; stderr: ${stderr()}`)), 30_000);
    lines.on('line', (line) => {
      try {
        const message = JSON.parse(line) as { port?: unknown };
        if (typeof message.port === 'number') {
          clearTimeout(timer);
          resolve(message.port);
        }
      } catch {
        // not a JSON line: some other output
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening; stderr: ${stderr()}`));
    });
  });
}

export async function serveApp(runtime: RuntimeName, binary: string, script: string): Promise<RunningApp> {
  const { args, portFd } = command(runtime, binary, script);
  const child = spawn(args[0] as string, args.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const stderr = () => errors.slice(-2000);
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    const stream = (portFd === 'stdout' ? child.stdout : child.stdio[3]) as Readable;
    const port = await readPort(stream, child, stderr);
    return { url: `http://127.0.0.1:${port}`, stderr, close };
  } catch (error) {
    await close();
    throw error;
  }
}
