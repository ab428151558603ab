/**
 * Every operation of the document, called through the client's named method against Prism: Prism
 * reports no violation, the status is one the operation declares, and the body validates with ajv
 * against that status's schema. The list comes from the document, so an operation the client cannot
 * reach by name, or that has no contract here, fails the suite. Each operation is then proven
 * validated: requests that break its declared constraints must be rejected by the mock.
 */
import { describe, expect, inject, it } from 'vitest';
import { createClient } from '../../src/client/create-client.js';
import { createDocumentAjv } from '../support/ajv.js';
import { contractCase } from '../support/case-recorder.js';
import { proofCheck } from '../support/coverage.js';
import { declaredStatusKey } from '../support/fixture-checks.js';
import { listOperations, loadDocument, resolveRef } from '../support/document.js';
import { callNamed, namedOperations, sampleArguments } from '../support/operation-plan.js';
import { proveValidated } from '../support/probe-operation.js';
import { answerProblems } from '../support/refusal.js';
import { sampleRequest } from '../support/sample-request.js';
import { violationsOf } from '../support/prism.js';
import { createRecordingFetch } from '../support/recording-fetch.js';
import { contractTarget } from '../support/target.js';

const document = loadDocument();
const ajv = createDocumentAjv(document);
const operations = listOperations(document);
const target = contractTarget();
/** Against the emulator every answer, refusals included, must keep the document (support/refusal.ts). */
const checkEveryAnswer = inject('emulator') === true;

/**
 * Operations whose sample request has no declared constraint a request could break (their only
 * input is a path id the document leaves unconstrained): their proof is `nothing to break`. Every
 * other operation must be proven `yes`, so a change that silently stops breaking requests fails.
 */
const NOTHING_TO_BREAK = new Set([
  'getAchievement',
  'deleteAchievement',
  'getCoupon',
  'deleteCoupon',
  'listCreatorCountries',
  'getCreator',
  'deleteCreator',
  'listCreatorSocialAccounts',
  'getDailyReward',
  'deleteDailyReward',
  'copyDailyReward',
  'getItemCategory',
  'deleteItemCategory',
]);
const WRITES_NOT_SENT = 'writes are sent to a real environment only with S2S_LIVE_WRITES=1';

/**
 * The emulator keeps state per key: each operation runs under a key (a tenant) of its own, so what
 * one operation deletes or uses up (a record, a hub nonce) is still there for the next.
 */
const keyFor = (operationId: string) => (checkEveryAnswer ? `${target.apiKey}_${operationId}` : target.apiKey);

function clientFor(auth: 'bearer' | 'basic' = 'bearer', apiKey = target.apiKey) {
  const recorder = createRecordingFetch();
  const client = createClient({
    apiKey,
    baseUrl: inject('prismUrl'),
    auth,
    fetch: recorder.fetch,
    maxRetries: 0,
    rateLimit: false,
  });
  return { client, recorder };
}

describe('every operation through its named method', () => {
  it('has a named method for each of the 43 operations', () => {
    expect(operations).toHaveLength(43);
    expect(operations.filter((o) => !namedOperations.has(o.operationId)).map((o) => o.operationId)).toEqual([]);
  });

  it.for(operations.map((o) => [o.operationId, o] as const))('%s', async ([operationId, entry], { skip }) => {
    const thisCase = contractCase(inject('coverageFile'), 'operation', operationId);
    // Live mode sends writes to a real environment only when asked to (S2S_LIVE_WRITES=1): recorded
    // and reported as skipped, with the reason, never as passed.
    if (entry.method !== 'get' && !target.writes) {
      thisCase.record({ checks: { exercised: { state: 'skipped', reason: WRITES_NOT_SENT } } });
      skip(WRITES_NOT_SENT);
    }
    const named = namedOperations.get(operationId)!;
    const { client, recorder } = clientFor('bearer', keyFor(operationId));
    // Against the mock every call succeeds; a real environment may answer a declared error (the
    // example ids do not exist there), which the client throws and the checks below still cover.
    // A call that got no answer at all fails here with the client's own error, on every target.
    const call = callNamed(client, named, sampleArguments(named, sampleRequest(document, ajv, entry)));
    const { request, response } = await recorder.answerTo(call);
    const outcome = await call.then(
      (data) => ({ data }),
      (error: unknown) => {
        if (!target.live) throw error;
        return { error };
      },
    );
    const violations = violationsOf(response.headers);
    const key = declaredStatusKey(entry.operation.responses, response.status);
    const declared = key === undefined ? undefined : resolveRef(document, entry.operation.responses[key]);
    const media = declared?.content?.['application/json'];
    const validate = media ? ajv.compileLocal(media.schema) : undefined;
    const bodyValid = validate ? validate(response.body) : response.text === '';
    const bodyReason = validate
      ? `the ${key} answer fails the document: ${ajv.ajv.errorsText(validate.errors)}`
      : `status ${key ?? response.status} declares no body, and one was sent`;
    // Recorded before the assertions, so a failing one still leaves each check marked, with its reason.
    thisCase.record({
      checks: {
        exercised: { state: 'passed' },
        noViolation: violations.length === 0 ? { state: 'passed' } : { state: 'failed', reason: violations.join('; ') },
        bodyValid:
          key === undefined
            ? { state: 'failed', reason: `status ${response.status} is not declared` }
            : bodyValid
              ? { state: 'passed' }
              : { state: 'failed', reason: bodyReason },
      },
      statuses: [response.status],
    });

    expect(request.method.toLowerCase()).toBe(entry.method);
    expect(violations).toEqual([]);
    expect(key, `status ${response.status} is declared`).toBeDefined();
    if (!target.live) expect(key).toMatch(/^2/);
    if (validate) {
      expect(validate.errors ?? []).toEqual([]);
      if ('data' in outcome) expect(outcome.data).toEqual(response.body);
    } else {
      expect(response.text).toBe('');
      if ('data' in outcome) expect(outcome.data).toBeUndefined();
    }
    // The proof that Prism validates this operation at all: requests breaking it must be rejected.
    // Mock only: broken requests have no business reaching a real environment.
    if (target.live) {
      const reason = 'broken requests are never sent to a real environment';
      thisCase.record({ checks: { validated: { state: 'skipped', reason } } });
      return;
    }
    // Against the emulator the refusals themselves must keep the document (a declared status and body).
    const refused: string[] = [];
    const proof = await proveValidated(inject('prismUrl'), document, ajv, entry, (name, answer) => {
      if (checkEveryAnswer) refused.push(...answerProblems(document, ajv, entry, answer).map((p) => `${name}: ${p}`));
    });
    thisCase.record({ checks: { validated: proofCheck(proof.proof, proof.details) }, statuses: proof.statuses });
    expect(refused).toEqual([]);
    expect(proof.proof, proof.details.join('; ')).toBe(NOTHING_TO_BREAK.has(operationId) ? 'nothing to break' : 'yes');
  });
});

describe.skipIf(target.live)('the mock and the client agree on', () => {
  it.each(['bearer', 'basic'] as const)('the %s scheme', async (auth) => {
    const { client, recorder } = clientFor(auth);
    await client.achievements.list({ limit: 2 });
    const { request, response } = recorder.last();
    expect(request.headers.authorization).toMatch(auth === 'bearer' ? /^Bearer / : /^Basic /);
    expect(response.status).toBe(200);
    expect(violationsOf(response.headers)).toEqual([]);
  });

  it('checkout_url, handed back exactly as the wire carried it', async () => {
    const { client, recorder } = clientFor();
    const order = await client.orders.create({ player_id: 'player_8412', items: [{ sku: 'gem_pack_500' }] });
    const raw = /"checkout_url":"([^"]+)"/.exec(recorder.last().response.text)![1];
    expect(order.checkout_url).toBe(raw);
  });
});
