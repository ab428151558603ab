/** Reading the files and secrets commands are given, with errors that say which one failed. */
import { readFile } from 'node:fs/promises';
import { CliError } from './cli-error.js';

/** The raw bytes of `path`, or of standard input for `-`; the exact bytes matter for signatures. */
export async function readRaw(path: string): Promise<Buffer> {
  try {
    if (path !== '-') return await readFile(path);
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    throw new CliError(`cannot read ${path === '-' ? 'standard input' : path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
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
