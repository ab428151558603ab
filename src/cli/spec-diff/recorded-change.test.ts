/**
 * The document's own history (spec §9): GET /v1/payments renamed its `field` query parameter to
 * `order_by` and dropped the created_at default. Diffing the version before against
 * generated/openapi.json must flag the rename; the document against itself (or against the YAML it
 * is bundled from) must report nothing.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffDocuments } from './diff-documents.js';
import { loadDocument } from '../document/load-document.js';
import { lines } from '../../../test/support/cli/spec-diff-documents.js';
import type { JsonObject } from './types.js';

const GENERATED = fileURLToPath(new URL('../../../generated/openapi.json', import.meta.url));
const YAML_ROOT = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

let current: JsonObject;

beforeAll(async () => {
  current = await loadDocument(GENERATED);
});

/** generated/openapi.json as it was before §9's change: `field`, with the created_at default. */
function beforeRename(document: JsonObject): JsonObject {
  const old = structuredClone(document) as { paths: Record<string, { get: { parameters: unknown[] } }> };
  const parameters = old.paths['/v1/payments']!.get.parameters;
  const index = parameters.findIndex((p) => (p as { name?: string }).name === 'order_by');
  expect(index).toBeGreaterThanOrEqual(0);
  parameters[index] = {
    name: 'field',
    in: 'query',
    required: false,
    schema: { $ref: '#/components/schemas/RangeField', default: 'created_at' },
  };
  return old as unknown as JsonObject;
}

describe('the recorded change of §9', () => {
  it('flags `field` removed as breaking and reports `order_by` added', () => {
    const changes = diffDocuments(beforeRename(current), current);
    expect(lines(changes)).toEqual([
      'GET /v1/payments query field: query parameter removed (breaking)',
      'GET /v1/payments query order_by: optional query parameter added (non-breaking)',
    ]);
  });

  it('reports nothing for the document against itself', () => {
    expect(diffDocuments(current, current)).toEqual([]);
  });

  it('reads the multi-file YAML root, which bundles to the same API as generated/openapi.json', async () => {
    const fromYaml = await loadDocument(YAML_ROOT);
    expect(fromYaml.paths).toHaveProperty(['/v1/payments']);
    // Bundled with component names (Redocly), so shared-schema changes are reported under them.
    expect(JSON.stringify(fromYaml)).not.toContain('"$ref":"#/paths/');
    expect(JSON.stringify(fromYaml)).toContain('"$ref":"#/components/schemas/');
    expect(diffDocuments(fromYaml, current)).toEqual([]);
    // And the loaded YAML is really compared, not skipped: the same edit is found through it.
    expect(diffDocuments(beforeRename(fromYaml), current).filter((c) => c.severity === 'breaking')).toHaveLength(1);
  });
});
