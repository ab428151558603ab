/**
 * Recorded fixtures against the document: every operation and webhook has one, every positive
 * fixture passes ajv (requests against request schemas, responses against response schemas,
 * deliveries against `webhooks`) and signature verification, every negative fixture is refused,
 * and none carries a secret.
 */
import { describe, expect, it } from 'vitest';
import { createDocumentAjv } from '../support/ajv.js';
import { listOperations, listWebhooks, loadDocument } from '../support/document.js';
import { checkOperationFixture, checkWebhookFixture } from '../support/fixture-checks.js';
import { loadFixtures, REDACTED, type Fixture } from '../support/fixtures.js';

const document = loadDocument();
const ajv = createDocumentAjv(document);
const check = (fixture: Fixture) =>
  fixture.kind === 'operation'
    ? checkOperationFixture(document, ajv, fixture)
    : checkWebhookFixture(document, ajv, fixture);

const operations = loadFixtures('operations');
const webhooks = loadFixtures('webhooks');
const negative = loadFixtures('negative');

describe('recorded fixtures', () => {
  it('cover every operation and every webhook of the document', () => {
    const recorded = new Set(
      operations.map(({ fixture }) => (fixture.kind === 'operation' ? fixture.operationId : '')),
    );
    expect(
      listOperations(document)
        .map((o) => o.operationId)
        .filter((id) => !recorded.has(id)),
    ).toEqual([]);
    const delivered = new Set(webhooks.map(({ fixture }) => (fixture.kind === 'webhook' ? fixture.eventType : '')));
    expect(
      listWebhooks(document)
        .map((w) => w.path)
        .filter((e) => !delivered.has(e)),
    ).toEqual([]);
  });

  it.each([...operations, ...webhooks].map((f) => [f.file, f.fixture] as const))(
    '%s passes every check',
    (_, fixture) => {
      expect(fixture.mustReject).toBeUndefined();
      expect(check(fixture)).toEqual([]);
    },
  );

  it('include negative fixtures of both kinds', () => {
    expect(new Set(negative.map(({ fixture }) => fixture.kind))).toEqual(new Set(['operation', 'webhook']));
  });

  it.each(negative.map((f) => [f.file, f.fixture] as const))('%s is refused', (_, fixture) => {
    expect(fixture.mustReject, 'a negative fixture says why it must be refused').toBeTruthy();
    expect(check(fixture).length).toBeGreaterThan(0);
  });

  it('carry no credentials: Authorization is always redacted', () => {
    for (const { file, fixture } of [...operations, ...negative]) {
      if (fixture.kind !== 'operation') continue;
      expect(fixture.request.headers.authorization, file).toMatch(
        new RegExp(`^(Bearer|Basic) ${REDACTED.replace(/[[\]]/g, '\\$&')}$`),
      );
    }
  });
});
