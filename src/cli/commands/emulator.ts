/**
 * `emulator [--port 4010] [--host 127.0.0.1] [--allowed-host NAME]... [--api-key K]...
 * [--webhook-url U] [--seed file.json] [--export file.json] [--requests-per-minute N|off]
 * [--max-stored-bytes N] [--max-tenants N] [--clock-start T] [--quiet]` plus the webhook header-name flags: the stateful local emulator of
 * the S2S service (src/emulator/). It prints its URL (and a warning first when --host is not
 * loopback), the keys it accepts (masked: a key is a secret, spec §5.4), where deliveries go and the
 * signature header names, logs one line per request (unless --quiet), and on SIGINT/SIGTERM writes
 * the --export snapshot (atomically: a failed write leaves the old file) and stops.
 */
import type { Command } from 'commander';
import { CliError, type CliIo } from '../cli-error.js';
import { type HeaderNameFlags, headerNamesFrom, withHeaderNameFlags } from '../read-input.js';

/** The port the mock uses too, so habits and docs carry over. */
export const DEFAULT_EMULATOR_PORT = 4010;

interface EmulatorFlags extends HeaderNameFlags {
  port: string;
  host: string;
  allowedHost: string[];
  apiKey: string[];
  webhookUrl?: string;
  seed?: string;
  export?: string;
  requestsPerMinute: string;
  maxStoredBytes?: string;
  maxTenants?: string;
  clockStart?: string;
  quiet?: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

function port(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new CliError(`--port must be a port number, got ${text}`);
  return value;
}

/** A whole number of at least 1 for `flag`, or undefined (the emulator's default) when not given. */
function count(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1)
    throw new CliError(`${flag} must be a whole number of at least 1, got ${text}`);
  return value;
}

function requestsPerMinute(text: string): number | false {
  if (text === 'off') return false;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new CliError(`--requests-per-minute must be a whole number or off, got ${text}`);
  return value;
}

export function registerEmulator(program: Command, io: CliIo): void {
  const command = program
    .command('emulator')
    .description('Run the stateful emulator of the S2S API (orders, checkout, deliveries, login) until interrupted')
    .option('-p, --port <port>', 'port to listen on', String(DEFAULT_EMULATOR_PORT))
    .option(
      '--host <host>',
      'address to listen on (loopback by default; 0.0.0.0 exposes it to your network)',
      '127.0.0.1',
    )
    .option(
      '--allowed-host <name>',
      'also answer requests naming this host (repeatable; localhost and IP addresses always)',
      collect,
      [],
    )
    .option(
      '--api-key <key>',
      'accept this key (repeatable): K, K:live, K:restricted (default: any key, sandbox)',
      collect,
      [],
    )
    .option('--webhook-url <url>', 'register this endpoint for every event type in every tenant')
    .option('--seed <file>', 'start every tenant from this seed file or snapshot (JSON)')
    .option('--export <file>', 'write a snapshot of all state to this file when stopped')
    .option('--requests-per-minute <n>', 'rate limit per game (spec §8), or off', '1000')
    .option('--max-stored-bytes <n>', 'cap on the bytes of JSON all records may take (default 134217728, 128 MiB)')
    .option('--max-tenants <n>', 'cap on the API keys whose state is kept (default 1000)')
    .option('--clock-start <time>', 'start the emulator clock at this ISO date-time')
    .option('--quiet', 'do not log each request');
  withHeaderNameFlags(command).action(async (flags: EmulatorFlags) => {
    const names = headerNamesFrom(flags);
    const options = {
      port: port(flags.port),
      host: flags.host,
      allowedHosts: flags.allowedHost,
      apiKeys: flags.apiKey,
      webhookUrl: flags.webhookUrl,
      seed: flags.seed,
      requestsPerMinute: requestsPerMinute(flags.requestsPerMinute),
      maxStoredBytes: count('--max-stored-bytes', flags.maxStoredBytes),
      maxTenants: count('--max-tenants', flags.maxTenants),
      clockStart: flags.clockStart,
      signatureHeader: names.signature,
      timestampHeader: names.timestamp,
    };
    // Loaded only by this command, so the others start without the emulator.
    const { runEmulator } = await import('../emulator/run-emulator.js');
    await runEmulator(options, { export: flags.export, quiet: flags.quiet ?? false }, io);
  });
}
