/**
 * Answers matched by HTTP meaning: a range and a code of its class describe the same answer, so
 * their bodies are compared instead of one being reported removed.
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff-documents.js';
import { matchStatuses } from './status-codes.js';
import { document, lines, object, withWebhook } from '../../../test/support/cli/spec-diff-documents.js';
import type { JsonObject } from './types.js';

const order = object({ id: { type: 'string' }, status: { type: 'string', enum: ['open', 'paid'] } });
const refunded = object({ id: { type: 'string' }, status: { type: 'string', enum: ['open', 'paid', 'refunded'] } });

function answering(responses: Record<string, unknown>): JsonObject {
  const content = (schema: unknown) => ({ description: 'answer', content: { 'application/json': { schema } } });
  return document({
    paths: {
      '/v1/orders': {
        post: {
          responses: Object.fromEntries(Object.entries(responses).map(([code, schema]) => [code, content(schema)])),
        },
      },
    },
  });
}

describe('matchStatuses', () => {
  it('pairs exact codes, and codes and ranges of one class', () => {
    expect(matchStatuses(['2XX', '404'], ['201', '404'])).toEqual({
      pairs: [
        ['2XX', '201'],
        ['404', '404'],
      ],
      removed: [],
      added: [],
    });
    expect(matchStatuses(['201'], ['2XX'])).toEqual({ pairs: [['201', '2XX']], removed: [], added: [] });
    expect(matchStatuses(['2XX'], ['200', '202'])).toEqual({
      pairs: [
        ['2XX', '200'],
        ['2XX', '202'],
      ],
      removed: [],
      added: [],
    });
    expect(matchStatuses(['200'], ['200', '4XX'])).toEqual({ pairs: [['200', '200']], removed: [], added: ['4XX'] });
  });
});

describe('responses by HTTP meaning', () => {
  it('does not call 2XX -> 201 a removed response, and compares the bodies under them', () => {
    expect(lines(diffDocuments(answering({ '2XX': order }), answering({ '201': order })))).toEqual([
      'POST /v1/orders response 2XX -> 201: now declared as 201 (non-breaking)',
    ]);
    expect(lines(diffDocuments(answering({ '2XX': order }), answering({ '201': refunded })))).toEqual([
      'POST /v1/orders response 2XX -> 201: now declared as 201 (non-breaking)',
      'POST /v1/orders response 2XX -> 201 body status: enum values added: "refunded" (breaking)',
    ]);
    expect(lines(diffDocuments(answering({ '201': order }), answering({ '2XX': order })))).toEqual([
      'POST /v1/orders response 201 -> 2XX: now declared as 2XX (non-breaking)',
    ]);
  });

  it("flags a webhook answer's range narrowed to one code: receivers answering 200 are refused", () => {
    const answer = (code: string) => {
      const hook = withWebhook({});
      const post = (hook.webhooks as { 'thing.done': { post: { responses: JsonObject } } })['thing.done'].post;
      post.responses = { [code]: { description: 'answer' } };
      return hook;
    };
    expect(lines(diffDocuments(answer('2XX'), answer('204')))).toEqual([
      'webhook thing.done answer 2XX -> 204: now declared as 204 (breaking)',
    ]);
    expect(lines(diffDocuments(answer('204'), answer('2XX')))).toEqual([
      'webhook thing.done answer 204 -> 2XX: now declared as 2XX (non-breaking)',
    ]);
  });
});
