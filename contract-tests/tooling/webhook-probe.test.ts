/**
 * Webhooks of a document that is not ours (issue 24): each payload is checked against its schema and
 * against the validators `generate` emits, both on a valid payload and on ones mutated to break it.
 */
import { describe, expect, it } from 'vitest';
import { createDocumentAjv } from '../support/ajv.js';
import { type JsonObject, listWebhooks } from '../support/document.js';
import { readContractDocument } from '../support/document-run.js';
import { probeWebhook, webhookValidatorsOf } from '../support/webhook-probe.js';

const drill = new URL('../drills/06-webhooks-only.yaml', import.meta.url).pathname;

describe('webhook payloads', () => {
  it('agree with the generated validators: the example and a generated payload pass, mutations fail', async () => {
    const document = await readContractDocument(drill);
    const ajv = createDocumentAjv(document, { lenient: true });
    const validators = await webhookValidatorsOf(document);
    expect(Object.keys(validators.byEventType).sort()).toEqual(['player.levelled', 'season.ended']);
    const rows = listWebhooks(document).map((entry) => probeWebhook(document, ajv, entry, validators));
    expect(rows.map((r) => [r.key, r.exercised, r.validated, r.bodyValidated, r.proof, r.problems])).toEqual([
      ['player.levelled', true, true, true, 'yes', []],
      ['season.ended', true, true, true, 'yes', []],
    ]);
    expect(rows[1]!.proofDetails).toEqual(
      expect.arrayContaining([
        'body: value outside the enum at /tier: rejected',
        'body: required season_id dropped: rejected',
      ]),
    );
  });

  it('catch a generated validator that accepts what the schema refuses, and an example that breaks its schema', async () => {
    const document = (await readContractDocument(drill)) as JsonObject;
    document.webhooks['player.levelled'].post.requestBody.content['application/json'].example = { level: 0 };
    const ajv = createDocumentAjv(document, { lenient: true });
    const [entry] = listWebhooks(document);
    const row = probeWebhook(document, ajv, entry!, { byEventType: { 'player.levelled': () => true } });
    expect(row.proof).toBe('NOT VALIDATED');
    expect(row.problems.map((p) => [p.kind, p.message])).toEqual([
      [
        'document',
        expect.stringMatching(/^its example fails its schema \(.*player_id.*\); a generated payload was used$/),
      ],
      ['client', 'the generated validator accepts payloads the schema rejects (see the validated column)'],
    ]);
    const none = probeWebhook(document, ajv, entry!, { byEventType: {}, fault: 'generate could not emit them: boom' });
    expect(none.proof).toBeUndefined();
    expect(none.problems.at(-1)).toEqual({
      kind: 'client',
      message: 'no generated validator to compare: generate could not emit them: boom',
    });
  });
});
