/**
 * Recorded fixtures against the document: every operation and webhook has one, every positive
 * fixture passes ajv (requests against request schemas, responses against response schemas,
 * deliveries against `webhooks`) and signature verification, every negative fixture is refused,
 * and none carries a secret. Whether they were recorded against the document's version is one
 * check for all of them, so a spec bump reads as one line, not one failure per fixture.
 */
import { describe, expect, inject, it } from 'vitest';
import { createDocumentAjv } from '../support/ajv.js';
import { contractCase, runCheck } from '../support/case-recorder.js';
import { listOperations, listWebhooks, loadDocument } from '../support/document.js';
import { checkOperationFixture, checkWebhookFixture, staleFixtures } from '../support/fixture-checks.js';
import { loadFixtures, REDACTED, type Fixture } from '../support/fixtures.js';

const document = loadDocument();
const ajv = createDocumentAjv(document);
const check = (fixture: Fixture) =>
  fixture.kind === 'operation'
    ? checkOperationFixture(document, ajv, fixture)
    : checkWebhookFixture(document, ajv, fixture);
const keyOf = (fixture: Fixture) => (fixture.kind === 'operation' ? fixture.operationId : fixture.eventType);

const positive = [...loadFixtures('operations'), ...loadFixtures('webhooks')];
const negative = loadFixtures('negative');
const cases = [
  ...listOperations(document).map((o) => ['operation', o.operationId] as const),
  ...listWebhooks(document).map((w) => ['webhook', w.path] as const),
];

describe('recorded fixtures', () => {
  it.each(cases)('%s %s has a fixture that passes every check', (kind, key) => {
    const thisCase = contractCase(inject('coverageFile'), kind, key);
    const mine = positive.filter(({ fixture }) => fixture.kind === kind && keyOf(fixture) === key);
    const problems =
      mine.length === 0
        ? [`no recorded fixture (record one with \`npm run fixtures:record\`)`]
        : mine.flatMap(({ file, fixture }) => [
            ...(fixture.mustReject === undefined ? [] : [`${file} is a negative fixture among the positive ones`]),
            ...check(fixture).map((problem) => `${file}: ${problem}`),
          ]);
    thisCase.record({
      checks: {
        fixture: problems.length === 0 ? { state: 'passed' } : { state: 'failed', reason: problems.join('; ') },
      },
    });
    expect(problems).toEqual([]);
  });

  it('name only operations and webhooks of the document', () => {
    const known = new Set(cases.map(([kind, key]) => `${kind}:${key}`));
    const orphans = [...positive, ...negative].filter(({ fixture }) => !known.has(`${fixture.kind}:${keyOf(fixture)}`));
    expect(orphans.map(({ file }) => file)).toEqual([]);
  });

  it('were recorded against the document version', () => {
    const stale = staleFixtures(
      document.info.version,
      [...positive, ...negative].map(({ fixture }) => fixture),
    );
    runCheck(inject('coverageFile'), 'fixtures-current', 'recorded fixtures match the document version').record(
      stale === undefined ? 'passed' : 'failed',
      stale,
    );
    expect(stale, stale).toBeUndefined();
  });

  it('include negative fixtures of both kinds', () => {
    expect(new Set(negative.map(({ fixture }) => fixture.kind))).toEqual(new Set(['operation', 'webhook']));
  });

  it.each(negative.map((f) => [f.file, f.fixture] as const))('%s is refused', (file, fixture) => {
    const thisCase = contractCase(inject('coverageFile'), fixture.kind, keyOf(fixture));
    const refused = fixture.mustReject !== undefined && check(fixture).length > 0;
    const reason =
      fixture.mustReject === undefined ? `${file} does not say why it must be refused` : `${file} passed every check`;
    thisCase.record({ checks: { fixture: refused ? { state: 'passed' } : { state: 'failed', reason } } });
    expect(fixture.mustReject, 'a negative fixture says why it must be refused').toBeTruthy();
    expect(check(fixture).length).toBeGreaterThan(0);
  });

  it('carry no credentials: Authorization is always redacted', () => {
    for (const { file, fixture } of [...positive, ...negative]) {
      if (fixture.kind !== 'operation') continue;
      expect(fixture.request.headers.authorization, file).toMatch(
        new RegExp(`^(Bearer|Basic) ${REDACTED.replace(/[[\]]/g, '\\$&')}$`),
      );
    }
  });
});
