/**
 * Every option of `startEmulator` and the CLI's `emulator` command, with its default. Where the
 * spec is silent (time-outs, body size), the default is the emulator's choice and says so.
 */
import type { WebhookHeaderNames } from '../webhooks/headers.js';
import type { ApiKeyConfig } from './auth/api-keys.js';
import type { FetchHandler } from './deliveries/registration.js';
import { EmulatorOptionError } from './errors/option-error.js';
import { hostName } from './http/host-check.js';
import {
  type FlowOptions,
  IN_PROCESS_WEBHOOK_URL,
  type ResolvedFlowOptions,
  resolveFlowOptions,
} from './flows/flow-options.js';

/** Options of `startEmulator`; those of the flows (retries, time-outs, duplicates, payment methods) are `FlowOptions`. */
export interface EmulatorOptions extends WebhookHeaderNames, FlowOptions {
  /**
   * The keys the emulator accepts: `'K'` (sandbox), `'K:live'`, `'K:restricted'` (every request
   * 403), `'K:live:restricted'`, or `{ key, environment, restricted }`. Each key is its own tenant
   * with its own state.
   * @default [] — open: any non-empty key is accepted as a sandbox tenant of its own
   */
  apiKeys?: readonly (string | ApiKeyConfig)[];
  /**
   * Listen on a TCP port. With `false` there is no socket at all: reach the emulator through
   * `emu.fetch` (pass it as the client's `fetch`); `emu.url` is then `http://localhost`, which only
   * `emu.fetch` answers.
   * @default true
   */
  listen?: boolean;
  /** @default 0 (a free port; the CLI defaults to 4010) */
  port?: number;
  /**
   * The address to listen on. Loopback by default: the emulator holds no real data and needs no
   * network. Another address (`0.0.0.0`: every interface) prints a warning: other machines can then
   * reach its pages and inspector.
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * Host names the emulator's socket answers besides `localhost`, IP addresses and `host` (e.g. a
   * Docker Compose service name, or the machine's name on the LAN). Requests naming any other host
   * are refused with 403, so a page on another site cannot reach the emulator by re-pointing its own
   * DNS name at 127.0.0.1 (DNS rebinding). `emu.fetch` answers any host: no browser can reach it.
   * @default []
   */
  allowedHosts?: readonly string[];
  /**
   * What every tenant starts from and `emu.reset()` returns to: a parsed seed file (its shape:
   * docs/testing-your-integration.md, "Seed, snapshot, reset"), or the path of a JSON file. Checked
   * at start; a bad one fails `startEmulator` with a `SeedError` naming the place.
   * @default no seed: every tenant starts empty
   */
  seed?: string | object;
  /**
   * Requests per minute for each game (tenant) before 429 with `Retry-After` (spec §8); `false`
   * turns the limit off.
   * @default 1000
   */
  requestsPerMinute?: number | false;
  /**
   * Where the emulator clock starts (epoch ms, a `Date`, or an ISO date-time).
   * @default the real time at start
   */
  clockStart?: number | Date | string;
  /**
   * Largest request body accepted, in bytes; a larger one is answered 413. The spec states no limit.
   * @default 1_048_576 (1 MiB)
   */
  maxBodyBytes?: number;
  /**
   * The most the records of every tenant together may take, in bytes of JSON (seeded records
   * included). A write that would take them past it is answered 409, saying so, and stores
   * nothing; reads, deletes and smaller replacements still work, and `emu.reset()` frees it all.
   * The spec states no such limit: it keeps a long-running emulator from filling the machine.
   * @default 134_217_728 (128 MiB)
   */
  maxStoredBytes?: number;
  /**
   * The most API keys whose state the emulator keeps (each key is a tenant, and any key makes one
   * while `apiKeys` is empty). A request with a new key past it is answered 503, saying so;
   * `emu.reset()` frees them.
   * @default 1000
   */
  maxTenants?: number;
  /**
   * How long a client may take to send its whole request body before it is answered 408 and the
   * connection closed. The spec states no time-out.
   * @default 10_000
   */
  bodyTimeoutMs?: number;
  /**
   * A webhook registration every tenant starts with (all event types, enabled), as if registered
   * through POST /v1/webhooks; also kept by `emu.reset()`. A loopback URL, or your receiver's Fetch
   * handler `(request) => Promise<Response>` (e.g. `createFetchHandler(...)`), which is then called
   * in-process and needs no port (registered as `http://in-process.localhost/webhooks`).
   * @default none
   */
  webhookUrl?: string | FetchHandler;
  /**
   * The `fetch` deliveries are sent with. Pass an in-process handler (e.g. your receiver's Fetch
   * handler) and deliveries need no port either.
   * @default globalThis.fetch
   */
  webhookFetch?: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * Receives one line per request handled, and listener failures. The API key is never in a line.
   * @default no logging
   */
  log?: (line: string) => void;
}

/** The options with every default applied. */
export interface ResolvedEmulatorOptions
  extends Required<
    Pick<
      EmulatorOptions,
      'listen' | 'port' | 'host' | 'maxBodyBytes' | 'bodyTimeoutMs' | 'maxStoredBytes' | 'maxTenants'
    >
  > {
  apiKeys: readonly (string | ApiKeyConfig)[];
  allowedHosts: readonly string[];
  requestsPerMinute: number | false;
  clockStart: number | undefined;
  seed: string | object | undefined;
  webhookUrl: string | undefined;
  webhookFetch: (input: string, init: RequestInit) => Promise<Response>;
  flows: ResolvedFlowOptions;
  signatureHeader: string | undefined;
  timestampHeader: string | undefined;
  log: (line: string) => void;
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0)
    throw new EmulatorOptionError(name, `must be a positive number, got ${value}`);
  return value;
}

function wholeNumber(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1)
    throw new EmulatorOptionError(name, `must be a whole number of at least 1, got ${value}`);
  return value;
}

function allowedHosts(names: readonly string[] = []): readonly string[] {
  names.forEach((name, index) => {
    if (typeof name !== 'string' || hostName(name) === undefined) {
      throw new EmulatorOptionError(`allowedHosts[${index}]`, `is not a host name: ${JSON.stringify(name)}`);
    }
  });
  return names;
}

export function resolveOptions(options: EmulatorOptions = {}): ResolvedEmulatorOptions {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new EmulatorOptionError('port', `must be a port number, got ${port}`);
  const limit = options.requestsPerMinute ?? 1000;
  const clockStart = options.clockStart === undefined ? undefined : new Date(options.clockStart).getTime();
  if (clockStart !== undefined && !Number.isFinite(clockStart)) {
    throw new EmulatorOptionError('clockStart', `is not a time: ${String(options.clockStart)}`);
  }
  return {
    apiKeys: options.apiKeys ?? [],
    listen: options.listen ?? true,
    port,
    host: options.host ?? '127.0.0.1',
    allowedHosts: allowedHosts(options.allowedHosts),
    seed: options.seed,
    requestsPerMinute: limit === false ? false : positive('requestsPerMinute', limit),
    clockStart,
    maxBodyBytes: positive('maxBodyBytes', options.maxBodyBytes ?? 1_048_576),
    bodyTimeoutMs: positive('bodyTimeoutMs', options.bodyTimeoutMs ?? 10_000),
    maxStoredBytes: positive('maxStoredBytes', options.maxStoredBytes ?? 128 * 1024 * 1024),
    maxTenants: wholeNumber('maxTenants', options.maxTenants ?? 1000),
    webhookUrl: typeof options.webhookUrl === 'function' ? IN_PROCESS_WEBHOOK_URL : options.webhookUrl,
    webhookFetch: options.webhookFetch ?? ((input, init) => fetch(input, init)),
    signatureHeader: options.signatureHeader,
    timestampHeader: options.timestampHeader,
    log: options.log ?? (() => {}),
    flows: resolveFlowOptions(options),
  };
}
