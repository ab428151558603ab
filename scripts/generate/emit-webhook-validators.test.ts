import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type BundledDocument, codeBanner } from './emitter.js';
import { emitWebhookValidators } from './emit-webhook-validators.js';

const document = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));

/** The document with its signature header parameters renamed, as the real interface names them (spec §6). */
function withMakerHeaders(maker: string) {
  const copy = structuredClone(document);
  for (const parameter of Object.values(copy.components.parameters as Record<string, { in: string; name: string }>)) {
    if (parameter.in === 'header') parameter.name = parameter.name.replace('x-service-', `x-${maker}-`);
  }
  return copy;
}

/** Writes the emitted module to a temporary directory and imports it (it imports nothing for this document's schemas). */
async function load(files: { path: string; contents: string }[]) {
  const dir = await mkdtemp(join(tmpdir(), 'webhook-validators-'));
  const file = join(dir, 'webhook-validators.mjs');
  await writeFile(file, files.find((f) => f.path.endsWith('.js'))!.contents);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('emitWebhookValidators', () => {
  it('writes the .js and .d.ts under generated/, each starting with the banner, byte-identical on every run', async () => {
    const first = await emitWebhookValidators(document);
    const second = await emitWebhookValidators(structuredClone(document));
    expect(first.map((f) => f.path)).toEqual(['generated/webhook-validators.js', 'generated/webhook-validators.d.ts']);
    expect(second).toEqual(first);
    for (const file of first) expect(file.contents.startsWith(codeBanner())).toBe(true);
    expect(first[0]!.contents).not.toMatch(/\brequire\(/);
  });

  it('reads header names and event types from the document, not from code', async () => {
    const module = await load(await emitWebhookValidators(withMakerHeaders('acme')));
    expect(module.WEBHOOK_SIGNATURE_HEADER).toBe('x-acme-signature');
    expect(module.WEBHOOK_TIMESTAMP_HEADER).toBe('x-acme-signature-timestamp');
    expect(module.WEBHOOK_EVENT_TYPES).toEqual(Object.keys(document.webhooks));
  });

  it('compiles validators that accept the document examples and reject broken bodies and answers', async () => {
    const module = await load(await emitWebhookValidators(document));
    for (const [eventType, item] of Object.entries(document.webhooks as Record<string, BundledDocument>)) {
      const examples = Object.values(
        item.post.requestBody.content['application/json'].examples as Record<string, { value: BundledDocument }>,
      );
      for (const { value } of examples) {
        expect(module.webhookRequestValidators[eventType](value)).toBe(true);
        expect(module.webhookRequestValidators[eventType]({ ...value, event_data: null })).toBe(false);
      }
    }
    const answer = module.webhookResponseValidators['daily_reward.get'];
    expect(Object.keys(module.webhookResponseValidators)).toEqual(['daily_reward.get']);
    expect(answer({ days: [{ day_number: 1, items: [{ sku: 'a' }] }] })).toBe(true);
    expect(answer({ days: [{ day_number: 0.5, items: [{ sku: 'a' }] }] })).toBe(false);
  });

  it('falls back to the spec §6 header names when no webhook declares them, and refuses half a pair', async () => {
    const copy = structuredClone(document);
    for (const item of Object.values(copy.webhooks as Record<string, BundledDocument>)) item.post.parameters = [];
    const module = await load(await emitWebhookValidators(copy));
    expect(module.WEBHOOK_SIGNATURE_HEADER).toBe('x-service-signature');
    expect(module.WEBHOOK_TIMESTAMP_HEADER).toBe('x-service-signature-timestamp');
    const half = withMakerHeaders('acme');
    const first = Object.values(half.webhooks as Record<string, BundledDocument>)[0]!;
    first.post.parameters = first.post.parameters.filter((p: { $ref?: string }) => !/Timestamp/i.test(p.$ref ?? ''));
    expect(() => emitWebhookValidators(half)).toThrow(/only one of the signature/);
  });

  it('gives empty tables for a document without webhooks', async () => {
    const copy = structuredClone(document);
    delete copy.webhooks;
    const [js, dts] = await emitWebhookValidators(copy);
    const module = await load([js!]);
    expect(module.WEBHOOK_EVENT_TYPES).toEqual([]);
    expect(module.webhookRequestValidators).toEqual({});
    expect(dts!.contents).toContain('export type GeneratedWebhookEventType = never;');
  });
});
