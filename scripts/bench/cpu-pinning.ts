/**
 * Puts the load generator and the server under test on chosen CPUs, where the machine allows it
 * (Linux, `taskset` from util-linux, at least two CPUs). Unpinned, the scheduler moves both
 * around the two cores of this machine, and two processes running the very same webhook receiver
 * read up to 12 % apart in CPU per request. Pinned, each process reads steadily from round to round
 * (what still differs between two processes is handled by webhook-receive.ts starting a fresh one
 * every round; its control row shows the result). emulator.ts also pins both to one CPU, where a
 * request in flight costs no wake-up of another CPU (see its header).
 */
import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

/** Where the load generator and the servers run, or why they are not pinned. */
export type Pinning = { generator: number; server: number } | { unpinned: string };

/** Sets the CPU of a running process and all its threads; false where that is not possible. */
export function pinProcess(pid: number, cpu: number): boolean {
  // cpus(), not availableParallelism(): the latter counts only the CPUs this process may use,
  // which is one once it is pinned itself.
  if (process.platform !== 'linux' || cpus().length < 2) return false;
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
  return !pinned.error && pinned.status === 0;
}

/** Lets a pinned process run on every CPU again. */
export function unpinProcess(pid: number): void {
  spawnSync('taskset', ['-a', '-p', '-c', `0-${cpus().length - 1}`, String(pid)], { stdio: 'ignore' });
}

/** Pins this process to CPU 0 and says where servers go (CPU 1), or why nothing is pinned. */
export function pinLoadGenerator(): Pinning {
  if (!pinProcess(process.pid, 0)) return { unpinned: 'needs Linux, taskset and two CPUs' };
  return { generator: 0, server: 1 };
}

/** One line for the report. */
export function describePinning(pinning: Pinning): string {
  return 'unpinned' in pinning
    ? `not pinned to CPUs (${pinning.unpinned})`
    : `load generator pinned to CPU ${pinning.generator}, each server to CPU ${pinning.server}`;
}

/** The command and arguments that run `command args` on `cpu` (as they are when it is undefined). */
export function onCpu(cpu: number | undefined, command: string, args: string[]): [string, string[]] {
  // taskset execs the command in its own process: the PID is the command's, as without it.
  return cpu === undefined ? [command, args] : ['taskset', ['-c', String(cpu), command, ...args]];
}

/** `fork(file, args)` on the servers' CPU when pinned: a Node child with an IPC channel either way. */
export function forkServer(pinning: Pinning, file: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  if ('unpinned' in pinning) return fork(file, args, { env });
  const [command, argv] = onCpu(pinning.server, process.execPath, [file, ...args]);
  return spawn(command, argv, { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}
