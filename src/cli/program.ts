/**
 * The `game-commerce-s2s` command line: commands registered on one commander program, run
 * in-process so tests read its output and exit code without spawning anything.
 */
import { Command, CommanderError } from 'commander';
import { SDK_VERSION } from '../internal/version.js';
import { CliError, processIo, type CliIo } from './cli-error.js';
import { registerEmulator } from './commands/emulator.js';
import { registerSpecDiff } from './commands/spec-diff.js';
import { registerWebhookCheck } from './commands/webhook-check.js';
import { registerWebhookSign } from './commands/webhook-sign.js';
import { registerWebhookTrigger } from './commands/webhook-trigger.js';
import { registerWebhookVerify } from './commands/webhook-verify.js';

export function createProgram(io: CliIo = processIo): Command {
  const program = new Command('game-commerce-s2s')
    .description('Tools for the Game Commerce S2S API: the emulator, webhook testing and spec diffs')
    .version(SDK_VERSION)
    .exitOverride()
    // A command's options stop at its subcommand, so `emulator trigger --api-key K` gives the key to
    // the trigger, not to the emulator's own --api-key.
    .enablePositionalOptions()
    .configureOutput({ writeOut: (text) => io.out(text.trimEnd()), writeErr: (text) => io.err(text.trimEnd()) });
  registerEmulator(program, io);
  const webhook = program.command('webhook').description('Send, sign and verify webhook deliveries');
  registerWebhookTrigger(webhook, io);
  registerWebhookSign(webhook, io);
  registerWebhookVerify(webhook, io);
  registerWebhookCheck(webhook, io);
  const spec = program.command('spec').description('Work with versions of the OpenAPI document');
  registerSpecDiff(spec, io);
  // Subcommands copy exitOverride and the output settings from their parent when created.
  return program;
}

/** Runs one command line; resolves to the exit code instead of exiting, so callers decide. */
export function run(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  return runProgram(createProgram(io), argv, io);
}

/**
 * Runs `program` on one command line: CliError and commander's own errors become one line and an
 * exit code. The repository's own command lines (contract-tests/cli.ts, scripts/spec-bump/) share it.
 */
export async function runProgram(program: Command, argv: readonly string[], io: CliIo = processIo): Promise<number> {
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    // commander has already printed its own one-line message (or the help text).
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof CliError) {
      io.err(`error: ${error.message}`);
      return error.exitCode;
    }
    io.err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}
