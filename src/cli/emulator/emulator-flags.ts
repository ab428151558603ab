/**
 * Every option of `startEmulator` as a flag of `game-commerce-s2s emulator`, with the emulator's own
 * default in `--help`: the defaults are read from `resolveOptions({})`, so the help cannot drift from
 * what the emulator does. `OPTION_FLAGS` names the flag of each option; the few options no command
 * line can express (a function, an in-process switch) name why instead, and a test holds this table
 * to the options type's keys.
 */
import { Option, type Command } from 'commander';
import type { EmulatorOptions } from '../../emulator/index.js';
import { DEFAULT_PAYMENT_METHODS } from '../../emulator/checkout/payment-methods.js';
import { parseDuration } from '../../emulator/time/duration.js';
import { resolveOptions } from '../../emulator/options.js';
import { CliError } from '../cli-error.js';
import { type HeaderNameFlags, headerNamesFrom, withHeaderNameFlags } from '../read-input.js';

/** The port the mock uses too, so habits and docs carry over. */
export const DEFAULT_EMULATOR_PORT = 4010;

/** The flags that set an option, or why a command line has none for it. */
export type OptionFlag = { flags: readonly string[] } | { without: string };

/**
 * The flag(s) of every `startEmulator` option. Typed on `keyof EmulatorOptions`, so a new option
 * does not compile until it has a line here; emulator-flags.test.ts also reads the keys from the
 * type itself and checks each flag is registered and shows its default.
 */
export const OPTION_FLAGS: Readonly<Record<keyof EmulatorOptions, OptionFlag>> = {
  apiKeys: { flags: ['--api-key'] },
  listen: { without: 'the CLI always listens; `listen: false` serves a test in the same process only' },
  port: { flags: ['--port'] },
  host: { flags: ['--host'] },
  allowedHosts: { flags: ['--allowed-host'] },
  seed: { flags: ['--seed'] },
  requestsPerMinute: { flags: ['--requests-per-minute'] },
  clockStart: { flags: ['--clock-start'] },
  maxBodyBytes: { flags: ['--max-body-bytes'] },
  maxStoredBytes: { flags: ['--max-stored-bytes'] },
  maxTenants: { flags: ['--max-tenants'] },
  bodyTimeoutMs: { flags: ['--body-timeout'] },
  webhookUrl: { flags: ['--webhook-url'] },
  webhookFetch: { without: 'a function; the CLI delivers with fetch, to loopback addresses only' },
  log: { flags: ['--quiet'] },
  makerName: { flags: ['--maker-name'] },
  signatureHeader: { flags: ['--signature-header'] },
  timestampHeader: { flags: ['--timestamp-header'] },
  paymentMethods: { flags: ['--sandbox-payment-methods', '--live-payment-methods'] },
  retryDelaysMs: { flags: ['--retry-delays'] },
  deliveryTimeoutMs: { flags: ['--delivery-timeout'] },
  dailyRewardTimeoutMs: { flags: ['--daily-reward-timeout'] },
  duplicateDeliveries: { flags: ['--duplicate-deliveries'] },
};

/** The flags as commander parses them. */
export interface EmulatorFlags extends HeaderNameFlags {
  port: string;
  host: string;
  allowedHost: string[];
  apiKey: string[];
  webhookUrl?: string;
  seed?: string;
  export?: string;
  requestsPerMinute: string;
  maxBodyBytes?: string;
  maxStoredBytes?: string;
  maxTenants?: string;
  bodyTimeout?: string;
  clockStart?: string;
  retryDelays?: string;
  deliveryTimeout?: string;
  dailyRewardTimeout?: string;
  duplicateDeliveries?: string;
  sandboxPaymentMethods?: string;
  livePaymentMethods?: string;
  quiet: boolean;
}

/** `90000` → `'90s'`, `600000` → `'10m'`: the largest unit that writes the value whole. */
export function formatDuration(ms: number): string {
  for (const [unit, size] of [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1_000],
  ] as const) {
    if (ms >= size && ms % size === 0) return `${ms / size}${unit}`;
  }
  return `${ms}ms`;
}

const collect = (value: string, previous: string[]) => [...previous, value];

function port(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > 65535) throw new CliError(`--port must be a port number, got ${text}`);
  return value;
}

/** A whole number of at least `min` for `flag`, or undefined (the emulator's default) when not given. */
function count(flag: string, text: string | undefined, min = 1): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min)
    throw new CliError(`${flag} must be a whole number of at least ${min}, got ${text}`);
  return value;
}

function requestsPerMinute(text: string): number | false {
  if (text === 'off') return false;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1)
    throw new CliError(`--requests-per-minute must be a whole number or off, got ${text}`);
  return value;
}

/** A duration flag (`10s`, `500ms`, `2m`) in milliseconds, more than zero. */
function duration(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  let ms: number;
  try {
    ms = parseDuration(text);
  } catch (error) {
    throw new CliError(`${flag}: ${(error as Error).message}`);
  }
  if (ms <= 0) throw new CliError(`${flag} must be longer than 0, got ${text}`);
  return ms;
}

/** `1s,5s,30s` → [1000, 5000, 30000]; `none` → [] (no retries). */
function retryDelays(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  if (text.trim() === 'none') return [];
  return text.split(',').map((part) => {
    try {
      return parseDuration(part);
    } catch (error) {
      throw new CliError(`--retry-delays: ${(error as Error).message}; or none for no retries`);
    }
  });
}

/** `card,paypal` → ['card', 'paypal']. */
function methods(flag: string, text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const list = text.split(',').map((method) => method.trim());
  if (list.some((method) => !/^[a-z][a-z0-9_]*$/.test(method)))
    throw new CliError(`${flag} must be a comma-separated list of method names such as card,paypal, got ${text}`);
  return list;
}

/**
 * A flag whose help ends in `(default: shown)`. `value` is what commander fills in when the flag is
 * absent; without one the option is left out and the emulator applies its own default.
 */
function flag(flags: string, description: string, shown: string, value?: unknown): Option {
  const option = new Option(flags, value === undefined ? `${description} (default: ${shown})` : description);
  return value === undefined ? option : option.default(value, shown);
}

/** Adds every emulator flag to `command`, each with its default in `--help`. */
export function withEmulatorFlags(command: Command): Command {
  const defaults = resolveOptions({});
  const delivery = defaults.flows.delivery;
  const mib = (bytes: number) => `${bytes}, ${bytes / 1024 / 1024} MiB`;
  const options = [
    flag(
      '-p, --port <port>',
      'port to listen on; 0 picks a free one',
      String(DEFAULT_EMULATOR_PORT),
      String(DEFAULT_EMULATOR_PORT),
    ),
    flag(
      '--host <host>',
      'address to listen on (loopback by default; 0.0.0.0 exposes it to your network)',
      defaults.host,
      defaults.host,
    ),
    flag(
      '--allowed-host <name>',
      'also answer requests naming this host (repeatable; localhost and IP addresses always)',
      'none',
      [],
    ).argParser(collect),
    flag(
      '--api-key <key>',
      'accept this key (repeatable): K, K:live, K:restricted',
      'any key, each its own sandbox tenant',
      [],
    ).argParser(collect),
    flag(
      '--webhook-url <url>',
      'register this endpoint for every event type in every tenant',
      'none; register with POST /v1/webhooks',
    ),
    flag(
      '--seed <file>',
      'start every tenant from this seed file or snapshot (JSON)',
      'none: every tenant starts empty',
    ),
    flag('--export <file>', 'write a snapshot of all state to this file when stopped', 'none'),
    flag(
      '--requests-per-minute <n>',
      'rate limit per game (spec §8), or off',
      String(defaults.requestsPerMinute),
      String(defaults.requestsPerMinute),
    ),
    flag(
      '--max-body-bytes <n>',
      'largest request body accepted; a larger one is answered 413',
      mib(defaults.maxBodyBytes),
    ),
    flag('--max-stored-bytes <n>', 'cap on the bytes of JSON all records may take', mib(defaults.maxStoredBytes)),
    flag('--max-tenants <n>', 'cap on the API keys whose state is kept', String(defaults.maxTenants)),
    flag(
      '--body-timeout <duration>',
      'time a client has to send its request body before 408',
      formatDuration(defaults.bodyTimeoutMs),
    ),
    flag('--clock-start <time>', 'start the emulator clock at this ISO date-time', 'the real time'),
    flag(
      '--retry-delays <durations>',
      'wait before each redelivery of an event the game did not answer 2xx (one per retry), or none',
      delivery.retryDelaysMs.map(formatDuration).join(','),
    ),
    flag(
      '--delivery-timeout <duration>',
      "how long one delivery waits for the game's answer",
      formatDuration(delivery.deliveryTimeoutMs),
    ),
    flag(
      '--daily-reward-timeout <duration>',
      'how long daily_reward.get waits before the static items apply (spec §6)',
      formatDuration(delivery.dailyRewardTimeoutMs),
    ),
    flag(
      '--duplicate-deliveries <n>',
      "extra copies of every delivery, sent after the game's 2xx, to prove it grants once",
      String(delivery.duplicateDeliveries),
    ),
    flag(
      '--sandbox-payment-methods <list>',
      'payment methods the checkout offers sandbox keys, comma-separated',
      `${DEFAULT_PAYMENT_METHODS.sandbox.join(',')}, spec §1`,
    ),
    flag(
      '--live-payment-methods <list>',
      'payment methods the checkout offers live keys, comma-separated',
      DEFAULT_PAYMENT_METHODS.live.join(','),
    ),
    flag('--quiet', 'do not print each request and delivery', 'off', false),
  ];
  for (const option of options) command.addOption(option);
  return withHeaderNameFlags(command);
}

/** The options for `startEmulator` from the parsed flags; a bad value is a `CliError` naming its flag. */
export function optionsFromFlags(
  flags: EmulatorFlags,
): EmulatorOptions & { signatureHeader: string; timestampHeader: string } {
  const names = headerNamesFrom(flags);
  const sandbox = methods('--sandbox-payment-methods', flags.sandboxPaymentMethods);
  const live = methods('--live-payment-methods', flags.livePaymentMethods);
  return {
    port: port(flags.port),
    host: flags.host,
    allowedHosts: flags.allowedHost,
    apiKeys: flags.apiKey,
    webhookUrl: flags.webhookUrl,
    seed: flags.seed,
    requestsPerMinute: requestsPerMinute(flags.requestsPerMinute),
    maxBodyBytes: count('--max-body-bytes', flags.maxBodyBytes),
    maxStoredBytes: count('--max-stored-bytes', flags.maxStoredBytes),
    maxTenants: count('--max-tenants', flags.maxTenants),
    bodyTimeoutMs: duration('--body-timeout', flags.bodyTimeout),
    clockStart: flags.clockStart,
    retryDelaysMs: retryDelays(flags.retryDelays),
    deliveryTimeoutMs: duration('--delivery-timeout', flags.deliveryTimeout),
    dailyRewardTimeoutMs: duration('--daily-reward-timeout', flags.dailyRewardTimeout),
    duplicateDeliveries: count('--duplicate-deliveries', flags.duplicateDeliveries, 0),
    paymentMethods: sandbox || live ? { sandbox, live } : undefined,
    signatureHeader: names.signature,
    timestampHeader: names.timestamp,
  };
}
