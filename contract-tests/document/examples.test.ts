/**
 * Every example in the document validates against its own schema (Ajv2020 + ajv-formats, strict),
 * and every operation and webhook carries examples, so the mock answers with recognisable data.
 */
import { describe, expect, it } from 'vitest';
import { listOperations, listWebhooks, loadDocument, resolveRef, type OperationEntry } from '../support/document.js';
import { findExamples, invalidExamples } from '../support/examples.js';

const document = loadDocument();

function hasExamples(mediaType: { example?: unknown; examples?: object } | undefined): boolean {
  return Boolean(mediaType && ('example' in mediaType || Object.keys(mediaType.examples ?? {}).length > 0));
}

function checkExamples({ operationId, operation }: OperationEntry) {
  if (operation.requestBody) {
    const body = resolveRef(document, operation.requestBody);
    expect(hasExamples(body.content['application/json']), `${operationId} request`).toBe(true);
  }
  for (const [code, raw] of Object.entries(operation.responses as Record<string, object>)) {
    if (!code.startsWith('2')) continue;
    const content = resolveRef(document, raw as { content?: Record<string, object> }).content;
    if (!content) continue; // 204 and webhook 2XX answers carry no body
    expect(hasExamples(content['application/json']), `${operationId} ${code} response`).toBe(true);
  }
}

describe('examples', () => {
  it('are present on every operation request and success response', () => {
    for (const entry of listOperations(document)) checkExamples(entry);
  });

  it('are present on every webhook delivery and on the daily_reward.get answer', () => {
    const webhooks = listWebhooks(document);
    expect(webhooks.map((w) => w.path)).toEqual(['item.add', 'item.remove', 'ingame.popup', 'daily_reward.get']);
    for (const entry of webhooks) checkExamples(entry);
  });

  it('all validate against their own schemas', () => {
    expect(findExamples(document).length).toBeGreaterThanOrEqual(70); // guards against a walker that finds nothing;
    expect(invalidExamples(document)).toEqual([]);
  });

  it('reject a deliberately broken example, naming where it is', () => {
    const broken = loadDocument();
    const media = broken.paths['/v1/orders'].post.requestBody.content['application/json'];
    delete media.examples.catalogue.value.player_id;
    media.examples.arbitrary.value.email = 'not an email';
    const failures = invalidExamples(broken);
    expect(failures.map((f) => f.name)).toEqual(['catalogue', 'arbitrary']);
    expect(failures[0]!.at).toBe('#/paths/~1v1~1orders/post/requestBody/content/application~1json');
    expect(failures[0]!.errors.join()).toMatch(/player_id/);
    expect(failures[1]!.errors.join()).toMatch(/format "email"/);
  });
});
