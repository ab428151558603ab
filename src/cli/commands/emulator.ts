/**
 * `emulator [flags]`: the stateful local emulator of the S2S service (src/emulator/), every
 * `startEmulator` option a flag (cli/emulator/emulator-flags.ts). It prints its URL (and a warning
 * first when --host is not loopback), the keys it accepts (masked: a key is a secret, spec §5.4),
 * where deliveries go and the signature header names, then one line per request and per delivery
 * attempt as they happen (unless --quiet), and on SIGINT/SIGTERM writes the --export snapshot
 * (atomically: a failed write leaves the old file) and stops.
 *
 * `emulator trigger <flow>`: runs a whole flow against a running emulator (cli/emulator/trigger.ts).
 */
import type { Command } from 'commander';
import { parseDuration } from '../../emulator/time/duration.js';
import { CliError, type CliIo } from '../cli-error.js';
import { controlClient } from '../emulator/control-client.js';
import {
  DEFAULT_EMULATOR_PORT,
  type EmulatorFlags,
  optionsFromFlags,
  withEmulatorFlags,
} from '../emulator/emulator-flags.js';
import { runTrigger, TRIGGER_FLOWS, type TriggerInput } from '../emulator/trigger.js';

/** The environment variable that may hold the game's API key instead of `--api-key`. */
export const API_KEY_ENV = 'S2S_API_KEY';

/** The trigger's input as commander parses it: the key may come from the environment, the time-out is a duration. */
type TriggerFlags = Pick<TriggerInput, 'url' | 'player' | 'sku' | 'order' | 'deepLink' | 'program' | 'method'> & {
  apiKey?: string;
  timeout: string;
};

function registerTrigger(emulator: Command, io: CliIo): void {
  emulator
    .command('trigger')
    .description(
      `Run a whole flow against a running emulator with real objects: ${TRIGGER_FLOWS.join(', ')}. ` +
        'Exits 1 when the game does not answer 2xx.',
    )
    .argument('<flow>', TRIGGER_FLOWS.join(' | '))
    .option('--url <url>', 'the running emulator', `http://127.0.0.1:${DEFAULT_EMULATOR_PORT}`)
    .option('--api-key <key>', `the game's API key, never printed (default: $${API_KEY_ENV})`)
    .option('--player <id>', 'purchase, daily-reward: the player (default: none)')
    .option('--sku <sku>', 'purchase: the item bought (default: none)')
    .option('--method <method>', 'purchase: the payment method (default: card)')
    .option('--order <id>', 'refund, reversal: the paid order (default: none)')
    .option('--deep-link <url>', "hub-login: the game's deep link (default: none)")
    .option('--program <id>', 'daily-reward: the daily reward program (default: the first one listed)')
    .option('--timeout <duration>', 'how long to wait for deliveries to settle', '10s')
    .action(async (flow: string, flags: TriggerFlags) => {
      const apiKey = flags.apiKey ?? process.env[API_KEY_ENV];
      if (!apiKey) throw new CliError(`an API key is required: pass --api-key or set ${API_KEY_ENV}`);
      let timeoutMs: number;
      try {
        timeoutMs = parseDuration(flags.timeout);
      } catch (error) {
        throw new CliError(`--timeout: ${(error as Error).message}`);
      }
      // The control call that waits for deliveries may take the whole time-out, and some more.
      const control = controlClient({ url: flags.url, apiKey, timeoutMs: timeoutMs + 5_000 });
      await runTrigger(flow, { ...flags, apiKey, control, io, timeoutMs });
    });
}

export function registerEmulator(program: Command, io: CliIo): void {
  const command = program
    .command('emulator')
    .description('Run the stateful emulator of the S2S API (orders, checkout, deliveries, login) until interrupted')
    // `emulator trigger --api-key K`: the key is the trigger's, not a key the emulator accepts.
    .enablePositionalOptions();
  withEmulatorFlags(command).action(async (flags: EmulatorFlags) => {
    const options = optionsFromFlags(flags);
    // Loaded only by this command, so the others start without the emulator.
    const { runEmulator } = await import('../emulator/run-emulator.js');
    await runEmulator(options, { export: flags.export, quiet: flags.quiet }, io);
  });
  registerTrigger(command, io);
}
