/**
 * The CLI emulator (`game-commerce-s2s emulator --port 0`) as a child process, for tests that drive
 * it from outside as a game in another language would, and for the tests of the command itself:
 * resolves with the URL it prints once it listens, and every line it prints (test/support/cli/
 * listening-child.ts). The caller ends it by its handle (`child.kill()`), never by name.
 */
import { type ListeningChild, type ListeningChildOptions, startListeningChild } from '../cli/listening-child.js';

export type CliEmulator = ListeningChild;

/**
 * Starts the emulator with `args` after `--port 0`. The environment is the test's plus `env`, without
 * `GAME_COMMERCE_MAKER_NAME`, which would change the header names the emulator signs with.
 */
export function startCliEmulator(
  args: readonly string[],
  env: Record<string, string> = {},
  options: Pick<ListeningChildOptions, 'onSpawn'> = {},
): Promise<CliEmulator> {
  return startListeningChild('src/cli/index.ts', ['emulator', '--port', '0', ...args], {
    ...options,
    env: { ...env, GAME_COMMERCE_MAKER_NAME: undefined },
  });
}
