/**
 * The Prism mock and the emulator agree: each operation, sent the same sample request through its
 * named method, gets the same success status from both, and both bodies validate against that
 * status's schema. A game tested against one must not meet another status from the other (a mock
 * answering `200` from a `2XX` range example where the emulator answers `201`).
 *
 * Runs in the `contract` project, beside the Prism of its global setup, and starts an emulator of
 * its own, seeded like the emulator run's. Mock only: a live run has no emulator to compare with.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createClient } from '../../src/client/create-client.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { CONTRACT_SEED } from '../emulator/global-setup.js';
import { createDocumentAjv } from '../support/ajv.js';
import { contractCase } from '../support/case-recorder.js';
import { listOperations, loadDocument, type OperationEntry } from '../support/document.js';
import { callNamed, namedOperations, sampleArguments } from '../support/operation-plan.js';
import { createRecordingFetch, type RecordedExchange } from '../support/recording-fetch.js';
import { answerProblems } from '../support/refusal.js';
import { sampleRequest } from '../support/sample-request.js';
import { contractTarget } from '../support/target.js';

const document = loadDocument();
const ajv = createDocumentAjv(document);
const operations = listOperations(document);
const target = contractTarget();

let emulator: Emulator | undefined;

beforeAll(async () => {
  if (!target.live) emulator = await startEmulator({ seed: CONTRACT_SEED });
});
afterAll(() => emulator?.close());

/** The answer of one target to the operation's sample request, called by name. */
async function answerOf(baseUrl: string, apiKey: string, entry: OperationEntry): Promise<RecordedExchange> {
  const recorder = createRecordingFetch();
  const client = createClient({ apiKey, baseUrl, fetch: recorder.fetch, maxRetries: 0, rateLimit: false });
  const named = namedOperations.get(entry.operationId)!;
  // A refusal is an answer to compare like any other.
  return recorder.answerTo(callNamed(client, named, sampleArguments(named, sampleRequest(document, ajv, entry))));
}

describe.skipIf(target.live)('the mock and the emulator answer each operation alike', () => {
  it.for(operations.map((o) => [o.operationId, o] as const))('%s', async ([operationId, entry]) => {
    contractCase(inject('coverageFile'), 'operation', operationId);
    // A key of its own on the emulator, so what one operation uses up (a record, a nonce) stays for the others.
    const mock = await answerOf(inject('prismUrl'), target.apiKey, entry);
    const emulated = await answerOf(emulator!.url, `${target.apiKey}_agreement_${operationId}`, entry);
    const problems = (side: string, exchange: RecordedExchange) =>
      answerProblems(document, ajv, entry, {
        status: exchange.response.status,
        headers: exchange.response.headers,
        body: exchange.response.body,
      }).map((p) => `${side}: ${p}`);

    const [said, expected] = [mock.response.status, emulated.response.status];
    expect(said, `${operationId}: the mock answered ${said}, the emulator ${expected}`).toBe(expected);
    expect(mock.response.status, 'a success status').toBeLessThan(300);
    expect([...problems('mock', mock), ...problems('emulator', emulated)]).toEqual([]);
  });
});
