/**
 * Webhook contracts. Prism ignores `webhooks:`, so every example delivery of the document is signed
 * and handed to the real webhook handler, which must accept it (and, for daily_reward.get, answer
 * with a body the document allows); ajv checks each delivery body independently of the handler.
 */
import { describe, expect, inject, it } from 'vitest';
import { createWebhookHandler } from '../../src/webhooks/index.js';
import { signWebhook } from '../../src/webhooks/sign.js';
import type { WebhookEventHandlers } from '../../src/webhooks/handler.js';
import { createDocumentAjv, pointerSegment } from '../support/ajv.js';
import { contractCase } from '../support/case-recorder.js';
import { type JsonObject, listWebhooks, loadDocument } from '../support/document.js';

/** Obviously fake; the contract run never sees a real key. */
const SECRET = 'contract-test-fake-signing-key';
const document = loadDocument();
const { ajv, compileAt } = createDocumentAjv(document);
const errorsText = (errors: Parameters<typeof ajv.errorsText>[0]) => ajv.errorsText(errors);
const webhooks = listWebhooks(document);

const mediaPointer = (event: string, rest: string) =>
  `#/webhooks/${pointerSegment(event)}/post/${rest}/content/application~1json`;

describe.each(webhooks.map((w) => [w.path, w] as const))('webhook %s', (event, { operation }) => {
  const examples = Object.entries(
    operation.requestBody.content['application/json'].examples as Record<string, { value: JsonObject }>,
  );
  const answer = operation.responses['200']?.content?.['application/json'];
  const answerExample = answer
    ? Object.values(answer.examples as Record<string, { value: unknown }>)[0]!.value
    : undefined;

  it.each(examples)('accepts the signed example %s and answers as the document says', async (name, { value }) => {
    const thisCase = contractCase(inject('coverageFile'), 'webhook', event);
    const seen: unknown[] = [];
    const on = {
      [event]: (received: unknown) => {
        seen.push(received);
        return answerExample;
      },
    } as WebhookEventHandlers;
    const handler = createWebhookHandler({ secret: SECRET, on });
    const signed = signWebhook({ payload: value, secret: SECRET });
    const response = await handler.handle({ method: 'POST', headers: signed.headers, rawBody: signed.body });

    const validateBody = compileAt(`${mediaPointer(event, 'requestBody')}/schema`);
    const bodyValid = validateBody(value);
    const accepted = response.status >= 200 && response.status < 300 && seen.length === 1;
    const validateAnswer = answer ? compileAt(`${mediaPointer(event, 'responses/200')}/schema`) : undefined;
    const answerValid = !validateAnswer || (response.status === 200 && validateAnswer(JSON.parse(response.body)));
    const bodyErrors = [
      ...(bodyValid ? [] : [`example ${name}: ${errorsText(validateBody.errors)}`]),
      ...(answerValid ? [] : [`the handler's answer: ${errorsText(validateAnswer?.errors)}`]),
    ];
    thisCase.record({
      checks: {
        exercised: { state: 'passed' },
        noViolation: accepted
          ? { state: 'passed' }
          : { state: 'failed', reason: `the handler answered ${response.status}: ${response.body.slice(0, 200)}` },
        bodyValid: bodyErrors.length === 0 ? { state: 'passed' } : { state: 'failed', reason: bodyErrors.join('; ') },
      },
      statuses: [response.status],
    });
    expect(bodyValid).toBe(true);
    expect(response.status, response.body).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    expect(seen).toEqual([value]);
    if (answer) {
      expect(response.status).toBe(200);
      expect(answerValid).toBe(true);
    }
  });

  it.each(examples)(
    'refuses the example %s signed with another key (403) and handles nothing',
    async (name, { value }) => {
      const thisCase = contractCase(inject('coverageFile'), 'webhook', event);
      // The handler would swallow an assertion thrown inside it (a 500), so it only counts its runs.
      let ran = 0;
      const on = { [event]: () => void ran++ } as WebhookEventHandlers;
      const errors: string[] = [];
      const handler = createWebhookHandler({
        secret: SECRET,
        on,
        onError: (error, info) => errors.push(`${info.status} ${error.code}`),
      });
      const signed = signWebhook({ payload: value, secret: 'contract-test-some-other-key' });
      const response = await handler.handle({ method: 'POST', headers: signed.headers, rawBody: signed.body });
      // The webhook side of the validation proof: the handler refuses what it must not trust.
      const detail = `${name} signed with another key: ${response.status === 403 ? 'rejected' : 'ACCEPTED'} (${response.status})`;
      thisCase.record({
        checks: {
          validated:
            response.status === 403
              ? { state: 'passed', details: [detail] }
              : {
                  state: 'failed',
                  reason: 'the handler accepted a delivery signed with another key',
                  details: [detail],
                },
        },
        statuses: [response.status],
      });
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body).code).toBe('no_matching_signature');
      expect(ran).toBe(0);
      expect(errors).toEqual(['403 no_matching_signature']);
    },
  );
});
