/**
 * `webhook verify [file]`: check a captured delivery's signature, the way the receiver does.
 * The replay window is off by default, since captured deliveries are old; `--tolerance` turns it on.
 *
 * Header names: `--maker-name` (or GAME_COMMERCE_MAKER_NAME), or `--signature-header` and
 * `--timestamp-header`, when given. Otherwise, when a captured headers file lacks the document's
 * names but holds exactly one `x-<maker>-signature` and its `-timestamp` partner (spec §6: the real
 * names carry the maker's name), those are used and named.
 */
import type { Command } from 'commander';
import { verifyWebhook, WebhookError } from '../../webhooks/index.js';
import { CliError, type CliIo } from '../cli-error.js';
import {
  headerNamesFrom,
  headerNamesGiven,
  readJson,
  readRaw,
  secretFrom,
  withHeaderNameFlags,
  type HeaderNameFlags,
} from '../read-input.js';

interface VerifyOptions extends HeaderNameFlags {
  secret?: string;
  headers?: string;
  signature?: string;
  timestamp?: string;
  tolerance?: string;
}

interface Names {
  signature: string;
  timestamp: string;
}

/** The maker-named pair in a captured headers object, when there is exactly one. */
function detectNames(headers: Record<string, unknown>): Names | undefined {
  const keys = Object.keys(headers).map((key) => key.toLowerCase());
  const signatures = keys.filter((key) => /^x-[a-z0-9-]+-signature$/.test(key) && keys.includes(`${key}-timestamp`));
  return signatures.length === 1 ? { signature: signatures[0]!, timestamp: `${signatures[0]}-timestamp` } : undefined;
}

async function headersFrom(
  options: VerifyOptions,
  io: CliIo,
): Promise<{ headers: Record<string, string>; names: Names }> {
  let names = headerNamesFrom(options);
  if (options.headers) {
    const headers = await readJson(options.headers);
    if (!headers || typeof headers !== 'object' || Array.isArray(headers)) {
      throw new CliError(`${options.headers} must hold a JSON object of headers`);
    }
    const record = headers as Record<string, string>;
    const given = headerNamesGiven(options);
    const lower = Object.keys(record).map((key) => key.toLowerCase());
    const detected = given || lower.includes(names.signature) ? undefined : detectNames(record);
    if (detected) {
      names = detected;
      io.err(`using the headers ${names.signature} and ${names.timestamp} found in ${options.headers}`);
    }
    return { headers: record, names };
  }
  if (!options.signature || !options.timestamp)
    throw new CliError('pass --headers <file>, or both --signature and --timestamp');
  return { headers: { [names.signature]: options.signature, [names.timestamp]: options.timestamp }, names };
}

export function registerWebhookVerify(webhook: Command, io: CliIo): void {
  const command = webhook
    .command('verify [file]')
    .description('Verify a captured delivery body (file, or - for standard input) against its signature')
    .option('--secret <key>', 'signing key (default: $S2S_WEBHOOK_SECRET)')
    .option('--headers <file>', 'JSON file with the delivery headers')
    .option('--signature <hex>', 'value of the signature header')
    .option('--timestamp <value>', 'value of the timestamp header')
    .option('--tolerance <seconds>', 'also enforce the replay window (off by default for captured deliveries)');
  withHeaderNameFlags(command).action(async (file: string | undefined, options: VerifyOptions) => {
    const secret = secretFrom(options.secret);
    const { headers, names } = await headersFrom(options, io);
    const rawBody = await readRaw(file ?? '-');
    const toleranceSeconds = options.tolerance === undefined ? false : Number(options.tolerance);
    try {
      verifyWebhook({
        rawBody,
        headers,
        secret,
        toleranceSeconds,
        signatureHeader: names.signature,
        timestampHeader: names.timestamp,
      });
    } catch (error) {
      if (error instanceof WebhookError) throw new CliError(`invalid: ${error.code}: ${error.message}`, 1);
      throw error;
    }
    io.out('valid: the signature matches the body and timestamp');
  });
}
