/**
 * The body of `game-commerce-s2s emulator` (commands/emulator.ts parses the flags): starts the
 * emulator, prints where it is and what it accepts, then each request and each delivery attempt as
 * it happens (delivery-lines.ts), and on SIGINT/SIGTERM writes the export and stops. A module of its own so the CLI loads the emulator only for this command.
 */
import { rename, writeFile } from 'node:fs/promises';
import { createKeyTable, maskKey } from '../../emulator/auth/api-keys.js';
import { exposureWarning } from '../../emulator/http/host-check.js';
import { EmulatorOptionError, type EmulatorOptions, SeedError, startEmulator } from '../../emulator/index.js';
import { CliError, type CliIo } from '../cli-error.js';
import { batchLines } from './batched-lines.js';
import { watchDeliveries } from './delivery-lines.js';

/** The flag behind an option of startEmulator: `maxTenants` is `--max-tenants`, `apiKeys[1]` the second `--api-key`. */
function flagOf(option: string): string {
  const [, name = option, index] = /^(\w+)(?:\[(\d+)\])?/.exec(option) ?? [];
  const flag = `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  // A list option is a repeatable flag named in the singular.
  return index === undefined ? flag : `${flag.replace(/s$/, '')} #${Number(index) + 1}`;
}

/** Writes next to the target, then renames over it: the old file stays whole if anything fails. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

function waitForSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

export async function runEmulator(
  options: EmulatorOptions & { signatureHeader: string; timestampHeader: string },
  run: { export: string | undefined; quiet: boolean },
  io: CliIo,
): Promise<void> {
  const exposed = exposureWarning(options.host ?? '127.0.0.1');
  if (exposed !== undefined) io.out(`Warning: ${exposed.charAt(0).toLowerCase()}${exposed.slice(1)}`);
  const requestLog = batchLines((text) => io.out(text));
  const emu = await startEmulator({ ...options, ...(run.quiet ? {} : { log: requestLog.add }) }).catch(
    (error: unknown) => {
      if (error instanceof SeedError) throw new CliError(`--seed: ${error.message}`);
      if (error instanceof EmulatorOptionError) throw new CliError(`${flagOf(error.option)}: ${error.problem}`);
      if (error instanceof RangeError) throw new CliError(error.message);
      throw new CliError(`cannot start the emulator: ${(error as Error).message}`);
    },
  );
  io.out(`Game Commerce S2S emulator listening on ${emu.url} (Ctrl-C to stop)`);
  // startEmulator has checked the keys (a bad one is its EmulatorOptionError, above).
  const keys = createKeyTable(options.apiKeys);
  if (keys.open) io.out('Keys: any key, each its own sandbox tenant (pass --api-key to restrict)');
  for (const key of keys.configured()) {
    io.out(`Key: ${maskKey(key.key)} (${key.environment}${key.restricted ? ', restricted: every request 403' : ''})`);
  }
  io.out(
    options.webhookUrl
      ? `Deliveries: to ${options.webhookUrl} (every event type) and to endpoints registered with POST /v1/webhooks`
      : 'Deliveries: to endpoints registered with POST /v1/webhooks (or pass --webhook-url)',
  );
  io.out(`Signature headers: ${options.signatureHeader}, ${options.timestampHeader}`);
  io.out(
    `Control API: ${emu.url}/_emulator/v1 (any language; its OpenAPI document: ${emu.url}/_emulator/openapi.json)`,
  );
  if (typeof options.seed === 'string') io.out(`Seed: ${options.seed}`);
  if (run.export) io.out(`On stop, state is written to ${run.export}`);
  const deliveryLines = run.quiet ? undefined : watchDeliveries(() => emu.deliveries(), requestLog.add);
  const signal = await waitForSignal();
  deliveryLines?.stop();
  requestLog.flush();
  try {
    if (run.export) {
      await writeAtomically(run.export, `${JSON.stringify(emu.snapshot(), null, 2)}\n`);
      io.out(`${signal}: state written to ${run.export}`);
    }
  } finally {
    await emu.close();
    requestLog.flush();
  }
}
