/**
 * The servers `emulator.ts` measures, each started the way a user starts it: the package's bin
 * (`game-commerce-s2s mock` for Prism, `game-commerce-s2s emulator`) in a process of its own,
 * built from the current source with esbuild as tsup builds the bin (ESM, dependencies external,
 * dynamic imports split into chunks loaded only by the command that needs them), so the figures
 * are for this checkout and its start-up is the published bin's. Stopped by their own handle.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { onCpu } from './cpu-pinning.js';

const root = resolve(import.meta.dirname, '../..');
export const BENCH_KEY = 'sk_test_bench_fake_key';

/**
 * Bundles src/cli/index.ts to scripts/bench/.out/cli/index.js (inside the repository, so
 * node_modules resolve). Split like tsup's ESM output: without splitting, esbuild inlines every
 * dynamic import and the emulator's start-up would pay for the contract run's modules too.
 */
export async function buildCli(): Promise<string> {
  const outdir = resolve(root, 'scripts/bench/.out/cli');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [resolve(root, 'src/cli/index.ts')],
    outdir,
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  return resolve(outdir, 'index.js');
}

export interface ServerKind {
  name: 'raw' | 'prism' | 'emulator';
  /** Node's arguments for a server on `port`, given the built bin. */
  argv(cli: string, port: number): string[];
}

export const PRISM: ServerKind = { name: 'prism', argv: (cli, port) => [cli, 'mock', '--port', String(port)] };
export const EMULATOR: ServerKind = {
  name: 'emulator',
  // No rate limit: the bench sends far more than the 1,000 a minute of spec §8 on purpose.
  argv: (cli, port) => [
    cli,
    'emulator',
    '--port',
    String(port),
    '--api-key',
    BENCH_KEY,
    '--requests-per-minute',
    'off',
  ],
};
/**
 * The floor, measured in the same run: a hand-written node:http server answering every request
 * 200 with `[]`. Its start-up is Node's own, its req/s what this machine and load generator allow.
 */
export const RAW: ServerKind = {
  name: 'raw',
  argv: (_cli, port) => [
    '-e',
    `require('node:http').createServer((q,s)=>{q.resume().on('end',()=>s.writeHead(200,{'content-type':'application/json'}).end('[]'))}).listen(${port},'127.0.0.1')`,
  ],
};

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface RunningServer {
  kind: ServerKind;
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 2xx answer. */
  readyMs: number;
  stop(): Promise<void>;
}

/** One probe: resolves true on a 2xx, false on anything else or a refused connection. */
async function answers2xx(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/v1/creators/countries`, { headers: { authorization: `Bearer ${BENCH_KEY}` } });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Spawns the bin (on `cpu` when given, with every process it starts, such as Prism's) and polls
 * every millisecond until it answers 2xx (time to first answer).
 */
export async function startServer(
  cli: string,
  kind: ServerKind,
  { cpu, timeoutMs = 60_000 }: { cpu?: number; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const [command, args] = onCpu(cpu, process.execPath, kind.argv(cli, port));
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  for (;;) {
    if (await answers2xx(url)) break;
    if (child.exitCode !== null) throw new Error(`${kind.name} exited with ${child.exitCode}: ${stderr.trim()}`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${kind.name} did not answer within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  return { kind, url, child, readyMs: performance.now() - started, stop };
}

/** CPU time (user + system) the process has used so far, in milliseconds, from /proc (Linux). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}

/** Linux reports CPU time in clock ticks, USER_HZ, which is 100 on every mainstream architecture. */
const CLOCK_TICKS = 100;
