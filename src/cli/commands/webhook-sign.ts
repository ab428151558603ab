/**
 * `webhook sign [file]`: the two signature headers for a body, for replaying a captured delivery
 * with curl or another client. The body is signed byte for byte as read.
 */
import type { Command } from 'commander';
import { signWebhook } from '../../webhooks/sign.js';
import type { CliIo } from '../cli-error.js';
import { headerNamesFrom, readRaw, secretFrom, withHeaderNameFlags, type HeaderNameFlags } from '../read-input.js';

interface SignOptions extends HeaderNameFlags {
  secret?: string;
  timestamp?: string;
}

export function registerWebhookSign(webhook: Command, io: CliIo): void {
  const command = webhook
    .command('sign [file]')
    .description('Print the signature headers for a body (file, or - for standard input) as JSON')
    .option('--secret <key>', 'signing key (default: $S2S_WEBHOOK_SECRET)')
    .option('--timestamp <value>', 'timestamp header value (default: now, Unix seconds)');
  withHeaderNameFlags(command).action(async (file: string | undefined, options: SignOptions) => {
    const secret = secretFrom(options.secret);
    const names = headerNamesFrom(options);
    const body = await readRaw(file ?? '-');
    const signed = signWebhook({
      payload: new Uint8Array(body),
      secret,
      timestamp: options.timestamp,
      signatureHeader: names.signature,
      timestampHeader: names.timestamp,
    });
    io.out(JSON.stringify(signed.headers, null, 2));
  });
}
