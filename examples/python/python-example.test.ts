/**
 * The Python example (examples/python/, standard library only) against the CLI emulator: this test
 * starts `game-commerce-s2s emulator --port 0` as a child process, reads the URL it prints, and runs
 * `python3 -m unittest` with it; both processes are ended by their own handles. Without python3 the
 * test skips with the reason, and under CI=true it fails instead.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startCliEmulator } from '../../test/support/emulator/cli-emulator.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));

function pythonMissing(): string | undefined {
  const probe = spawnSync('python3', ['--version'], { encoding: 'utf8' });
  if (probe.error) return `python3 cannot be run (${(probe.error as NodeJS.ErrnoException).code})`;
  return probe.status === 0 ? undefined : `python3 --version exited ${probe.status}`;
}

/** The environment without what would change the emulator's header names or the tests' target. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  delete env.GAME_COMMERCE_MAKER_NAME;
  return env;
}

let emulator: ChildProcess | undefined;
afterAll(() => {
  if (emulator?.pid && emulator.exitCode === null) emulator.kill('SIGTERM');
});

async function startEmulator(): Promise<string> {
  const started = await startCliEmulator(['--quiet']);
  emulator = started.child;
  return started.url;
}

function runUnittest(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const python = spawn('python3', ['-m', 'unittest', '-v'], {
      cwd: HERE,
      env: cleanEnv({ GAME_COMMERCE_EMULATOR_URL: url, PYTHONDONTWRITEBYTECODE: '1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    python.stdout.on('data', (chunk) => {
      output += chunk;
    });
    python.stderr.on('data', (chunk) => {
      output += chunk;
    });
    python.on('close', (code) => resolve({ code, output }));
  });
}

const missing = pythonMissing();
const title = 'the Python example against the CLI emulator';

if (missing !== undefined && process.env.CI === 'true') {
  describe(title, () =>
    it('needs python3', () => {
      throw new Error(`${missing}; under CI=true this test fails instead of skipping`);
    }),
  );
} else if (missing !== undefined) {
  console.warn(`skipped "${title}": ${missing}`);
  describe.skip(`${title} (skipped: ${missing})`, () => it('runs', () => {}));
} else {
  describe(title, () => {
    it('purchase, duplicate delivery, refund, expiry and a fault pass in python3 -m unittest', async () => {
      const url = await startEmulator();
      const { code, output } = await runUnittest(url);
      expect(output).toMatch(/^Ran 7 tests in /m);
      for (const name of [
        'test_a_whole_purchase_grants_the_item',
        'test_a_redelivered_event_is_granted_once',
        'test_a_refund_takes_the_item_back',
        'test_an_unpaid_order_expires_after_the_clock_moves_25_hours',
        'test_an_injected_503_reaches_the_client',
      ]) {
        expect(output).toMatch(new RegExp(`^${name} .* \\.\\.\\. ok$`, 'm'));
      }
      expect(code, output).toBe(0);
    }, 120_000);
  });
}
