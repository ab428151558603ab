/**
 * `webhook verify [file]`: check a captured delivery's signature, the way the receiver does.
 * The replay window is off by default, since captured deliveries are old; `--tolerance` turns it on.
 */
import type { Command } from 'commander';
import { verifyWebhook, WebhookVerificationError } from '../../webhooks/index.js';
import { CliError, type CliIo } from '../cli-error.js';
import { readJson, readRaw, secretFrom } from '../read-input.js';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '../../webhooks/document.js';

interface VerifyOptions {
  secret?: string;
  headers?: string;
  signature?: string;
  timestamp?: string;
  tolerance?: string;
}

async function headersFrom(options: VerifyOptions): Promise<Record<string, string>> {
  if (options.headers) {
    const headers = await readJson(options.headers);
    if (!headers || typeof headers !== 'object') throw new CliError(`${options.headers} must hold a JSON object of headers`);
    return headers as Record<string, string>;
  }
  if (!options.signature || !options.timestamp) throw new CliError('pass --headers <file>, or both --signature and --timestamp');
  return { [WEBHOOK_SIGNATURE_HEADER]: options.signature, [WEBHOOK_TIMESTAMP_HEADER]: options.timestamp };
}

export function registerWebhookVerify(webhook: Command, io: CliIo): void {
  webhook
    .command('verify [file]')
    .description('Verify a captured delivery body (file, or - for standard input) against its signature')
    .option('--secret <key>', 'signing key (default: $S2S_WEBHOOK_SECRET)')
    .option('--headers <file>', 'JSON file with the delivery headers')
    .option('--signature <hex>', `value of ${WEBHOOK_SIGNATURE_HEADER}`)
    .option('--timestamp <value>', `value of ${WEBHOOK_TIMESTAMP_HEADER}`)
    .option('--tolerance <seconds>', 'also enforce the replay window (off by default for captured deliveries)')
    .action(async (file: string | undefined, options: VerifyOptions) => {
      const secret = secretFrom(options.secret);
      const headers = await headersFrom(options);
      const rawBody = await readRaw(file ?? '-');
      const toleranceSeconds = options.tolerance === undefined ? false : Number(options.tolerance);
      try {
        verifyWebhook({ rawBody, headers, secret, toleranceSeconds });
      } catch (error) {
        if (error instanceof WebhookVerificationError) throw new CliError(`invalid: ${error.code}: ${error.message}`, 1);
        throw error;
      }
      io.out('valid: the signature matches the body and timestamp');
    });
}
