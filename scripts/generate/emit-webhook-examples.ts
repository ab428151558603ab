/**
 * `generated/webhook-examples.ts`: the first request example of each webhook in the document, for
 * the `./testing` factories and the CLI's `webhook trigger`, so neither ships the whole document.
 */
import { codeBanner, type Emitter } from './emitter.js';

export const WEBHOOK_EXAMPLES_PATH = 'generated/webhook-examples.ts';

export const emitWebhookExamples: Emitter = (document) => {
  const entries = Object.entries((document.webhooks ?? {}) as Record<string, any>).map(([type, item]) => {
    const media = item.post?.requestBody?.content?.['application/json'];
    const first = media?.example ?? Object.values((media?.examples ?? {}) as Record<string, { value: unknown }>)[0]?.value;
    if (first === undefined) throw new Error(`webhook ${type} has no request example`);
    return `  ${JSON.stringify(type)}: ${JSON.stringify(first, null, 2).replace(/\n/g, '\n  ')},`;
  });
  const contents = [
    codeBanner(),
    "import type { webhooks } from './schema.js';",
    '',
    'type Body<K extends keyof webhooks> = webhooks[K] extends { post: { requestBody: { content: { "application/json": infer B } } } } ? B : never;',
    '',
    '/** The first request example of each webhook in the document, by event type. */',
    'export const webhookExamples: { readonly [K in keyof webhooks]: Body<K> } = {',
    ...entries,
    '};',
    '',
  ].join('\n');
  return [{ path: WEBHOOK_EXAMPLES_PATH, contents }];
};
