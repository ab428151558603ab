/**
 * The CLI emulator (`game-commerce-s2s emulator --port 0`) as a child process, for tests that drive
 * it from outside as a game in another language would: resolves with the URL it prints once it
 * listens. The caller ends it by its handle (`child.kill()`), never by name.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface CliEmulator {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, as the emulator printed it. */
  url: string;
}

/**
 * Starts the emulator with `args` after `--port 0`. The environment is the test's, without
 * `GAME_COMMERCE_MAKER_NAME`, which would change the header names the emulator signs with.
 */
export async function startCliEmulator(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<CliEmulator> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.GAME_COMMERCE_MAKER_NAME;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'emulator', '--port', '0', ...args], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited with ${code} before printing its URL`)));
  });
  return { child, url };
}
