import { describe, expect, it } from 'vitest';
import { emitWebhookExamples } from './emit-webhook-examples.js';

const withBody = (media: Record<string, unknown>) => ({
  post: { requestBody: { content: { 'application/json': media } } },
});

function documentWith(webhooks?: Record<string, unknown>): Record<string, unknown> {
  const components = { examples: { Paid: { value: { id: 'p1' } } } };
  return { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components, webhooks };
}

describe('emitWebhookExamples on documents that are not ours', () => {
  it('gives an empty table for a document without webhooks', async () => {
    const [file] = await emitWebhookExamples(documentWith());
    expect(file!.contents).toContain('webhookExamples: { readonly [K in keyof webhooks]: Body<K> } = {\n};');
  });

  it('takes example, or the first of examples through a $ref, and leaves out webhooks that have none', async () => {
    const [file] = await emitWebhookExamples(
      documentWith({
        'order.paid': withBody({ examples: { first: { $ref: '#/components/examples/Paid' } } }),
        'order.made': withBody({ example: { id: 'm1' } }),
        'order.lost': withBody({ schema: { type: 'object' } }),
      }),
    );
    expect(file!.contents).toContain('{ readonly [K in "order.paid" | "order.made"]: Body<K> } = {');
    expect(file!.contents).toContain('"order.paid": {\n    "id": "p1"\n  },');
    expect(file!.contents).toContain('"order.made": {\n    "id": "m1"\n  },');
    expect(file!.contents).not.toContain('order.lost');
  });
});
