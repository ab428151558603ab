/**
 * `emulator [flags]`: the stateful local emulator of the S2S service (src/emulator/), every
 * `startEmulator` option a flag (cli/emulator/emulator-flags.ts). It prints its URL (and a warning
 * first when --host is not loopback), the keys it accepts (masked: a key is a secret, spec §5.4),
 * where deliveries go and the signature header names, then one line per request and per delivery
 * attempt as they happen (unless --quiet), and on SIGINT/SIGTERM writes the --export snapshot
 * (atomically: a failed write leaves the old file) and stops.
 */
import type { Command } from 'commander';
import type { CliIo } from '../cli-error.js';
import { type EmulatorFlags, optionsFromFlags, withEmulatorFlags } from '../emulator/emulator-flags.js';

export function registerEmulator(program: Command, io: CliIo): void {
  const command = program
    .command('emulator')
    .description('Run the stateful emulator of the S2S API (orders, checkout, deliveries, login) until interrupted');
  withEmulatorFlags(command).action(async (flags: EmulatorFlags) => {
    const options = optionsFromFlags(flags);
    // Loaded only by this command, so the others start without the emulator.
    const { runEmulator } = await import('../emulator/run-emulator.js');
    await runEmulator(options, { export: flags.export, quiet: flags.quiet }, io);
  });
}
