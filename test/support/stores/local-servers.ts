/**
 * Test support (not exported): servers a test may kill or cut, since the shared services must not
 * be touched. A redis-server of the test's own (no persistence), ended by its PID; a TCP proxy in
 * front of any service, whose connections the test cuts; child processes started with tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { createInterface } from 'node:readline';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A redis-server on 127.0.0.1:`port` that keeps nothing on disk; resolves once it accepts connections. */
export async function startRedisServer(port: number): Promise<{ stop(): Promise<void> }> {
  const child = track(
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    }),
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) {
      const stop = async () => {
        child.kill('SIGTERM');
        await exited;
      };
      return { stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

/** A TCP proxy on a free port in front of `target`; `cut(ms)` drops every connection and refuses new ones for `ms`. */
export async function startProxy(target: {
  host: string;
  port: number;
}): Promise<{ port: number; cut(ms: number): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let refusing = false;
  const server: Server = createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    cut: async (ms) => {
      refusing = true;
      dropAll();
      await new Promise((resolve) => setTimeout(resolve, ms));
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}

/** Children and redis-servers still running; `stopStrays` ends them (after a test timed out, say). */
const running = new Set<ChildProcess>();

/** Ends, by PID, every process this module started that is still running. For `afterAll`. */
export function stopStrays(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
}

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Runs a TypeScript file in a child Node process (tsx); resolves with the first stdout line. */
export async function spawnTs(
  file: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; firstLine: string; exited: Promise<number | null> }> {
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout! });
  const firstLine = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
  });
  return { child, firstLine, exited };
}
