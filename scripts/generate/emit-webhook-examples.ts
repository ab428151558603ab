/**
 * `generated/webhook-examples.ts`: the first request example of each webhook in the document, for
 * the `./testing` factories and the CLI's `webhook trigger`, so neither ships the whole document.
 *
 * A webhook without a request example (common in providers' documents) is left out of the table and
 * its type, rather than given an invented payload; a document without `webhooks:` gives an empty table.
 */
import { deref } from '../../src/cli/spec-diff/document-refs.js';
import { codeBanner, type Emitter } from './emitter.js';

export const WEBHOOK_EXAMPLES_PATH = 'generated/webhook-examples.ts';

// biome-ignore lint/suspicious/noExplicitAny: a parsed JSON document of any shape, walked after runtime checks
type Json = Record<string, any>;

function firstExample(document: Json, item: unknown): unknown {
  const operation = (deref(document, item) as Json | undefined)?.['post'];
  const media = (deref(document, operation?.requestBody) as Json | undefined)?.['content']?.['application/json'];
  if (media?.example !== undefined) return media.example;
  const first = Object.values<unknown>(media?.examples ?? {})[0];
  return (deref(document, first) as Json | undefined)?.['value'];
}

export const emitWebhookExamples: Emitter = (document, context) => {
  const webhooks = Object.entries<unknown>(document['webhooks'] ?? {});
  const examples = webhooks
    .map(([type, item]) => [type, firstExample(document, item)] as const)
    .filter(([, example]) => example !== undefined);
  const entries = examples.map(
    ([type, example]) => `  ${JSON.stringify(type)}: ${JSON.stringify(example, null, 2).replace(/\n/g, '\n  ')},`,
  );
  // Every webhook has an example in our own document; the narrower key union is for documents where some lack one.
  const listed = examples.map(([type]) => JSON.stringify(type)).join(' | ') || 'never';
  const keys = examples.length === webhooks.length ? 'keyof webhooks' : listed;
  const contents = [
    codeBanner(context?.source),
    "import type { webhooks } from './schema.js';",
    '',
    'type Body<K extends keyof webhooks> = webhooks[K] extends ' +
      '{ post: { requestBody: { content: { "application/json": infer B } } } } ? B : never;',
    '',
    '/** The first request example of each webhook in the document, by event type. */',
    `export const webhookExamples: { readonly [K in ${keys}]: Body<K> } = {`,
    ...entries,
    '};',
    '',
  ].join('\n');
  return [{ path: WEBHOOK_EXAMPLES_PATH, contents }];
};
