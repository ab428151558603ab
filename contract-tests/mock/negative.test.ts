/**
 * Negative contracts: requests that break the document are rejected by the target (Prism, or the
 * emulator, whose reasons are read from its error body), and the client
 * surfaces the matching typed error (ValidationError for 422, AuthenticationError for 401) without
 * leaking the key.
 */
import { describe, expect, inject, it } from 'vitest';
import { createClient } from '../../src/client/create-client.js';
import { AuthenticationError, ValidationError } from '../../src/errors/index.js';
import { contractCase } from '../support/case-recorder.js';
import { refusalReasons } from '../support/refusal.js';
import { contractTarget } from '../support/target.js';
import { createRecordingFetch, type FetchLike, type RecordingFetch } from '../support/recording-fetch.js';

const KEY = 'sk_test_negative_contract_CANARY';
/** The same file runs against Prism (`contract` project) and the emulator (`contract-emulator`). */
const onEmulator = inject('emulator') === true;

function clientWith(wrap?: (inner: FetchLike) => FetchLike) {
  const recorder = createRecordingFetch(wrap?.((input, init) => fetch(input, init)));
  const client = createClient({
    apiKey: KEY,
    baseUrl: inject('prismUrl'),
    fetch: recorder.fetch,
    maxRetries: 0,
    rateLimit: false,
  });
  return { client, recorder };
}

/** The error a refused call threw; a call that got no answer at all fails with its own error instead. */
async function rejection(recorder: RecordingFetch, call: Promise<unknown>): Promise<Error> {
  await recorder.answerTo(call);
  const error = await call.then(
    () => expect.unreachable('the request must be rejected'),
    (e: unknown) => e as Error,
  );
  expect(JSON.stringify(error)).not.toContain(KEY);
  expect(String(error)).not.toContain(KEY);
  return error;
}

// Mock only: these requests are meant to be refused, and a real environment is not the place to try.
describe.skipIf(contractTarget().live)('requests that break the document', () => {
  it('a missing required field: createOrder without player_id', async () => {
    const thisCase = contractCase(inject('coverageFile'), 'operation', 'createOrder');
    const { client, recorder } = clientWith();
    // @ts-expect-error player_id is required
    const error = await rejection(recorder, client.orders.create({ items: [{ sku: 'gem_pack_500' }] }));
    thisCase.record({ statuses: [recorder.last().response.status] });
    expect(error).toBeInstanceOf(ValidationError);
    // The 422 names the real fault (not the document's example, which names items.0.sku).
    expect((error as ValidationError).issues).toEqual([
      { loc: ['body', 'player_id'], msg: 'Field required', type: 'missing' },
    ]);
    expect(error.message).toMatch(/body\.player_id: Field required/);
    expect(refusalReasons(recorder.last().response).join()).toMatch(/player_id/);
  });

  it('a missing array: createOrder without items names items, not the example items.0.sku', async () => {
    const thisCase = contractCase(inject('coverageFile'), 'operation', 'createOrder');
    const { client, recorder } = clientWith();
    // @ts-expect-error items is required
    const error = await rejection(recorder, client.orders.create({ player_id: 'player_8412' }));
    thisCase.record({ statuses: [recorder.last().response.status] });
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      { loc: ['body', 'items'], msg: 'Field required', type: 'missing' },
    ]);
    expect(error.message).not.toMatch(/sku/);
  });

  it('a value outside an enum: reject reason and payments order_by', async () => {
    const { client, recorder } = clientWith();
    const reject = contractCase(inject('coverageFile'), 'operation', 'rejectUserAuthorization');
    // @ts-expect-error not a reject reason
    const reason = await rejection(recorder, client.users.rejectAuthorization({ nonce: 'n-1', reason: 'cheating' }));
    reject.record({ statuses: [recorder.last().response.status] });
    expect(reason).toBeInstanceOf(ValidationError);
    // The wording is each target's own (Prism's "must ...", the emulator's pydantic-style text).
    const allowed = onEmulator
      ? 'Input should be "not_eligible", "banned", "rejected"'
      : 'must be equal to one of the allowed values: not_eligible, banned, rejected';
    expect((reason as ValidationError).issues).toEqual([{ loc: ['body', 'reason'], msg: allowed, type: 'enum' }]);
    expect(refusalReasons(recorder.last().response).join()).toMatch(/reason/);
    // @ts-expect-error not an order_by value
    const orderBy = await rejection(recorder, client.payments.list({ order_by: 'field' }));
    contractCase(inject('coverageFile'), 'operation', 'listPayments').record({
      statuses: [recorder.last().response.status],
    });
    expect(orderBy).toBeInstanceOf(ValidationError);
    expect((orderBy as ValidationError).issues.map((issue) => issue.loc)).toEqual([['query', 'order_by']]);
    expect(refusalReasons(recorder.last().response).join()).toMatch(/order_by/);
  });

  it('a country that breaks ^[A-Z]{2}$', async () => {
    const thisCase = contractCase(inject('coverageFile'), 'operation', 'listCreators');
    const { client, recorder } = clientWith();
    const error = await rejection(recorder, client.creators.list({ country: 'de' }));
    thisCase.record({ statuses: [recorder.last().response.status] });
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).status).toBe(422);
    expect(refusalReasons(recorder.last().response).join()).toMatch(/country/);
  });

  it('no Authorization header', async () => {
    const thisCase = contractCase(inject('coverageFile'), 'operation', 'listAchievements');
    const { client, recorder } = clientWith((inner) => (input, init) => {
      const headers = new Headers(init.headers);
      headers.delete('authorization');
      return inner(input, { ...init, headers });
    });
    const error = await rejection(recorder, client.achievements.list());
    thisCase.record({ statuses: [recorder.last().response.status] });
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(recorder.last().response.status).toBe(401);
    expect(refusalReasons(recorder.last().response).join()).toMatch(/security|not authenticated/i);
  });
});
