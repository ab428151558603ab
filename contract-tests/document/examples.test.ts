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

/** Checks every request body and 2xx body of the entry; returns how many it checked. */
function checkExamples({ operationId, operation }: OperationEntry): number {
  let checked = 0;
  if (operation.requestBody) {
    const body = resolveRef(document, operation.requestBody);
    expect(hasExamples(body.content['application/json']), `${operationId} request`).toBe(true);
    checked++;
  }
  for (const [code, raw] of Object.entries(operation.responses as Record<string, object>)) {
    if (!code.startsWith('2')) continue;
    const content = resolveRef(document, raw as { content?: Record<string, object> }).content;
    if (!content) continue; // 204 and webhook 2XX answers carry no body
    expect(hasExamples(content['application/json']), `${operationId} ${code} response`).toBe(true);
    checked++;
  }
  return checked;
}

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

describe('examples', () => {
  it('are present on every operation request and success response', () => {
    const operations = listOperations(document);
    expect(operations).toHaveLength(43);
    // Guards against a walk that finds no body: the document has 22 request and 36 success bodies.
    expect(sum(operations.map(checkExamples))).toBeGreaterThanOrEqual(58);
  });

  it('are present on every webhook delivery and on the daily_reward.get answer', () => {
    const webhooks = listWebhooks(document);
    expect(webhooks.map((w) => w.path)).toEqual(['item.add', 'item.remove', 'ingame.popup', 'daily_reward.get']);
    expect(sum(webhooks.map(checkExamples))).toBe(5); // 4 deliveries and 1 answer
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
