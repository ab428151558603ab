/** Reading the files, secrets and header names commands are given, with errors that say which one failed. */
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { WebhookError } from '../webhooks/webhook-error.js';
import { type ResolvedHeaderNames, resolveHeaderNames } from '../webhooks/headers.js';
import { CliError } from './cli-error.js';

/** The raw bytes of `path`, or of standard input for `-`; the exact bytes matter for signatures. */
export async function readRaw(path: string): Promise<Buffer> {
  try {
    if (path !== '-') return await readFile(path);
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    throw new CliError(
      `cannot read ${path === '-' ? 'standard input' : path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
}

export async function readJson(path: string): Promise<unknown> {
  const raw = await readRaw(path);
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new CliError(`${path} is not valid JSON`);
  }
}

/** The environment variable that may hold the signing secret instead of `--secret`. */
export const SECRET_ENV = 'S2S_WEBHOOK_SECRET';

/**
 * `--secret`, else S2S_WEBHOOK_SECRET. The environment keeps the key out of shell history and
 * process listings; either way the CLI never prints it.
 */
export function secretFrom(option: string | undefined): string {
  const secret = option ?? process.env[SECRET_ENV];
  if (!secret) throw new CliError(`a signing secret is required: pass --secret or set ${SECRET_ENV}`);
  return secret;
}

/** The environment variable that may hold the maker's name instead of `--maker-name`. */
export const MAKER_NAME_ENV = 'GAME_COMMERCE_MAKER_NAME';

/** The header-name flags, as commander parses them. */
export interface HeaderNameFlags {
  makerName?: string;
  signatureHeader?: string;
  timestampHeader?: string;
}

/**
 * Adds the header-name flags to a webhook command: `--maker-name` (else GAME_COMMERCE_MAKER_NAME),
 * and the advanced `--signature-header` / `--timestamp-header` for names of another pattern. The
 * defaults shown come from the same `resolveHeaderNames` the receiver uses (spec §6 Delivery
 * headers: the real service puts its maker's name where the document writes `service`).
 */
export function withHeaderNameFlags(command: Command): Command {
  const names = resolveHeaderNames();
  const acme = resolveHeaderNames({ makerName: 'acme' });
  return command
    .option(
      '--maker-name <name>',
      `the maker's name in the real header names: acme gives ${acme.signature} (default: $${MAKER_NAME_ENV}, else ${names.signature})`,
    )
    .option(
      '--signature-header <name>',
      `advanced: the whole signature header name, overriding --maker-name (default: from --maker-name, else ${names.signature})`,
    )
    .option(
      '--timestamp-header <name>',
      `advanced: the whole timestamp header name, overriding --maker-name (default: from --maker-name, else ${names.timestamp})`,
    );
}

/** Whether the flags or the environment name the headers (so nothing needs detecting). */
export function headerNamesGiven(flags: HeaderNameFlags): boolean {
  const { makerName, signatureHeader, timestampHeader } = flags;
  return [makerName, signatureHeader, timestampHeader, process.env[MAKER_NAME_ENV]].some((v) => v);
}

/** Both header names: the flags, else GAME_COMMERCE_MAKER_NAME, else the document's; a bad value is a CliError naming its source. */
export function headerNamesFrom(flags: HeaderNameFlags): ResolvedHeaderNames {
  const fromEnv = flags.makerName === undefined ? process.env[MAKER_NAME_ENV] || undefined : undefined;
  const makerName = flags.makerName ?? fromEnv;
  try {
    return resolveHeaderNames({ ...flags, makerName });
  } catch (error) {
    if (!(error instanceof WebhookError && error.code === 'invalid_options')) throw error;
    const option = /^\w+/.exec(error.message)?.[0];
    const source =
      option === 'makerName'
        ? fromEnv === undefined
          ? '--maker-name'
          : MAKER_NAME_ENV
        : option === 'signatureHeader'
          ? '--signature-header'
          : '--timestamp-header';
    throw new CliError(`${source}: ${error.message.replace(/^\w+: /, '')}`);
  }
}
