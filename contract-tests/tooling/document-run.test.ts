/**
 * The contract run on documents that are not ours (`contract --document`), each against its own
 * embedded Prism: it must catch a mock that validates nothing, exercise a document without a single
 * example from its schemas, and tell the mock's faults from the document's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentAjv } from '../support/ajv.js';
import { listOperations } from '../support/document.js';
import { readContractDocument, runDocumentContract } from '../support/document-run.js';
import { sampleRequest } from '../support/sample-request.js';

const documents = new URL('./documents/', import.meta.url).pathname;
const runDir = mkdtempSync(join(tmpdir(), 'document-run-test-'));
afterAll(() => rmSync(runDir, { recursive: true, force: true }));

const runs = new Map<string, ReturnType<typeof runOnce>>();

async function runOnce(name: string) {
  const document = await readContractDocument(join(documents, name));
  const result = await runDocumentContract({ document, logFile: join(runDir, `${name}.log`) });
  return { document, ...result, row: (key: string) => result.rows.find((r) => r.key === key)! };
}

/** Each document is run once (one Prism start-up) and its result shared by the tests that read it. */
function run(name: string) {
  if (!runs.has(name)) runs.set(name, runOnce(name));
  return runs.get(name)!;
}

/** Each run starts a Prism; the shared 2-core machine can make that slow. */
const PRISM_RUN_TIMEOUT = 60_000;

describe('the contract run on any document', () => {
  it(
    'reports NOT VALIDATED and fails when Prism cannot compile a request schema (nullable without type)',
    async () => {
      const result = await run('unvalidated-order.yaml');
      expect(result.failed).toBe(true);
      const create = result.row('create_order');
      expect(create.proof).toBe('NOT VALIDATED');
      expect(create.proofDetails).toContain('body: required player_id dropped: ACCEPTED (201)');
      // The same mock does validate the operation whose parameters it could compile.
      expect(result.row('get_order').proof).toBe('yes');
      expect(result.row('get_order').proofDetails).toEqual(
        expect.arrayContaining([expect.stringMatching(/^query expand: wrong type: rejected \(422\)$/)]),
      );
    },
    PRISM_RUN_TIMEOUT,
  );

  it(
    'exercises a document without examples from its schemas and proves every operation validated',
    async () => {
      const result = await run('no-examples.yaml');
      expect(result.rows.map((r) => [r.key, r.proof])).toEqual([
        ['list_inventory', 'yes'],
        ['grant_item', 'yes'],
        ['get_category_tree', 'nothing to break'],
        ['get_health', 'nothing to break'],
      ]);
      expect(result.rows.every((r) => r.exercised && r.validated)).toBe(true);
      expect(result.failed).toBe(false);
      // Broken on every axis the operation declares: required query, enum, integer, pattern of the path.
      expect(result.row('list_inventory').proofDetails).toEqual([
        'path player_id: pattern ^p_[0-9]{3,}$ broken: rejected (422)',
        'query limit: wrong type: rejected (422)',
        'query rarity: outside the enum: rejected (422)',
        'required query rarity dropped: rejected (422)',
      ]);
    },
    PRISM_RUN_TIMEOUT,
  );

  it(
    'sends generated bodies that satisfy the schema, not {}',
    async () => {
      const document = await readContractDocument(join(documents, 'no-examples.yaml'));
      const ajv = createDocumentAjv(document, { lenient: true });
      const grant = listOperations(document).find((o) => o.operationId === 'grant_item')!;
      const request = sampleRequest(document, ajv, grant);
      expect(request.body).toEqual(expect.objectContaining({ sku: expect.any(String), quantity: expect.any(Number) }));
      expect(ajv.compileLocal(grant.operation.requestBody.content['application/json'].schema)(request.body)).toBe(true);
      expect(request.path).toMatch(/^\/v2\/players\/p_[0-9]{3,}\/inventory$/);
      expect(request.headers['x-api-key']).toMatch(/^sk_test_/);
    },
    PRISM_RUN_TIMEOUT,
  );

  it(
    'tells mock problems (an invalid example served, a recursive schema cut short) from document problems',
    async () => {
      const clean = await run('no-examples.yaml');
      expect(clean.row('grant_item').problems).toEqual([
        { kind: 'mock', message: expect.stringMatching(/own example for 201 is invalid/) },
      ]);
      expect(clean.row('get_category_tree').problems).toEqual([
        { kind: 'mock', message: expect.stringMatching(/recursive schema the mock's generator cut short/) },
      ]);
      expect(clean.row('list_inventory').problems).toEqual([]);

      const contradictory = await run('contradictory.yaml');
      expect(contradictory.row('getStatus').problems).toEqual([
        { kind: 'document', message: expect.stringMatching(/200 answer fails the document: .*additional properties/) },
      ]);
      expect(contradictory.failed).toBe(true);
    },
    PRISM_RUN_TIMEOUT,
  );
});
