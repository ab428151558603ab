/** Reading the files, secrets and header names commands are given, with errors that say which one failed. */
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { WebhookConfigError } from '../webhooks/errors/webhook-config-error.js';
import { resolveHeaderNames } from '../webhooks/headers.js';
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

/** The `--signature-header` / `--timestamp-header` flags, as commander parses them. */
export interface HeaderNameFlags {
  signatureHeader?: string;
  timestampHeader?: string;
}

/**
 * Adds the header-name flags to a webhook command. The defaults shown come from the same
 * `resolveHeaderNames` the receiver uses (spec §6 Delivery headers: the real service puts its
 * maker's name where the document writes `service`).
 */
export function withHeaderNameFlags(command: Command): Command {
  const names = resolveHeaderNames();
  return command
    .option(
      '--signature-header <name>',
      `signature header name (default: ${names.signature}; the real one carries the maker's name)`,
    )
    .option('--timestamp-header <name>', `timestamp header name (default: ${names.timestamp})`);
}

/** Both header names, defaults applied; a bad name is a CliError naming the flag. */
export function headerNamesFrom(flags: HeaderNameFlags): { signature: string; timestamp: string } {
  try {
    return resolveHeaderNames(flags);
  } catch (error) {
    if (!(error instanceof WebhookConfigError)) throw error;
    const flag = error.message.startsWith('signatureHeader') ? '--signature-header' : '--timestamp-header';
    throw new CliError(`${flag}: ${error.message.replace(/^\w+: /, '')}`);
  }
}
