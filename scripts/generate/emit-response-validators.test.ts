import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { responseValidators } from '../../generated/response-validators.js';
import { operationsOf } from '../../src/cli/spec-diff/client-naming.js';
import { codeBanner, type BundledDocument } from './emitter.js';
import { emitResponseValidators } from './emit-response-validators.js';

const document = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));
const byId = responseValidators as Record<string, Record<string, ((body: unknown) => boolean) | null>>;

/** Every (operationId, response key, example value) of the document. */
function responseExamples(): [string, string, unknown][] {
  const found: [string, string, unknown][] = [];
  for (const { operation } of operationsOf(document)) {
    for (const [key, raw] of Object.entries<BundledDocument>(operation.responses)) {
      const response = raw.$ref ? document.components.responses[raw.$ref.split('/').pop()] : raw;
      const media = response.content?.['application/json'];
      if (media?.example !== undefined) found.push([operation.operationId, key, media.example]);
      for (const example of Object.values<{ value: unknown }>(media?.examples ?? {})) {
        found.push([operation.operationId, key, example.value]);
      }
    }
  }
  return found;
}

describe('emitResponseValidators', () => {
  it('writes the .js and .d.ts under generated/, each with the banner, the same bytes on every run, no require()', async () => {
    const first = await emitResponseValidators(document);
    expect(first.map((f) => f.path)).toEqual([
      'generated/response-validators.js',
      'generated/response-validators.d.ts',
    ]);
    expect(await emitResponseValidators(structuredClone(document))).toEqual(first);
    for (const file of first) expect(file.contents.startsWith(codeBanner())).toBe(true);
    expect(first[0]!.contents).not.toMatch(/\brequire\(/);
  });

  it('has, for every operation, exactly the response keys it declares', () => {
    for (const { operation } of operationsOf(document)) {
      expect(Object.keys(byId[operation.operationId]!), operation.operationId).toEqual(
        Object.keys(operation.responses),
      );
    }
  });

  it('accepts every example answer of the document', () => {
    const examples = responseExamples();
    expect(examples.length).toBeGreaterThan(40);
    for (const [operationId, key, value] of examples)
      expect(byId[operationId]![key]!(value), `${operationId} ${key}`).toBe(true);
  });

  it('rejects a broken answer, and says null for a declared answer without a body', () => {
    const created = byId.createOrder!['201']!;
    expect(created({ order_id: 'ord_1', checkout_url: 'http://127.0.0.1/checkout/x' })).toBe(true);
    expect(created({ order_id: 'ord_1' })).toBe(false);
    expect(byId.getAchievement!['404']!({ detail: 'Not found' })).toBe(true);
    expect(byId.getAchievement!['404']!({ detail: 404 })).toBe(false);
    expect(
      byId.listAchievements!['422']!({ detail: [{ loc: ['query', 'limit'], msg: 'bad', type: 'int_parsing' }] }),
    ).toBe(true);
    expect(byId.listAchievements!['422']!({ detail: [{ loc: [{}], msg: 'bad', type: 'x' }] })).toBe(false);
    expect(byId.deleteAchievement!['204']).toBeNull();
    expect(byId.deleteAchievement!['500']).toBeUndefined();
  });
});
