/**
 * Status coverage against the emulator: every operation is made to answer every status it declares
 * (support/status-triggers.ts: natural triggers where a client can cause the status, the emulator's
 * fault injection where nothing can), each answer's body is held to the document, and the coverage
 * records say how each status was produced, for the table's status section and the JSON report.
 *
 * This file starts its own two emulators, seeded like the run's: one with a key per operation and a
 * restricted key (the run's shared emulator is open, where no key is restricted), and one that
 * allows one request a minute for each key, for the 429 (the default limit is 1,000, spec §8).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { createDocumentAjv } from '../support/ajv.js';
import { contractCase } from '../support/case-recorder.js';
import { listOperations, loadDocument } from '../support/document.js';
import { declaredStatuses, produceStatuses, type StatusTargets } from '../support/status-triggers.js';
import { CONTRACT_SEED } from './global-setup.js';

const document = loadDocument();
const ajv = createDocumentAjv(document);
const operations = listOperations(document);

/** Obviously fake keys: one tenant per operation, and one the emulator refuses with 403. */
const keyFor = (operationId: string) => `sk_test_status_${operationId}_fake_key`;
const RESTRICTED_KEY = 'sk_test_status_restricted_fake_key';

let main: Emulator;
let rateLimited: Emulator;
let targets: StatusTargets;

beforeAll(async () => {
  main = await startEmulator({
    seed: CONTRACT_SEED,
    apiKeys: [...operations.map((o) => keyFor(o.operationId)), `${RESTRICTED_KEY}:restricted`],
  });
  rateLimited = await startEmulator({ seed: CONTRACT_SEED, requestsPerMinute: 1 });
  targets = {
    url: main.url,
    keyFor,
    restrictedKey: RESTRICTED_KEY,
    rateLimitedUrl: rateLimited.url,
    inject: (fault) => void main.inject(fault),
  };
});

afterAll(async () => {
  await Promise.all([main?.close(), rateLimited?.close()]);
});

describe('every status each operation declares, produced by the emulator', () => {
  it.for(operations.map((o) => [o.operationId, o] as const))('%s', async ([operationId, entry]) => {
    const thisCase = contractCase(inject('coverageFile'), 'operation', operationId);
    const { outcomes, failures } = await produceStatuses(targets, document, ajv, entry);
    // Recorded before asserting, so the table shows what was produced even when this test fails.
    thisCase.record({
      statuses: outcomes.map((o) => o.code),
      produced: outcomes
        .filter((o) => o.hit)
        .map(({ code, trigger, how, natural }) => ({ code, trigger, how, natural })),
    });
    expect(failures, `${operationId} declares ${declaredStatuses(entry).join(' ')}`).toEqual([]);
  });
});
