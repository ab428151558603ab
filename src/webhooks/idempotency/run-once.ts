import { WebhookHandlerError } from '../errors/webhook-handler-error.js';
import { isThenable, type MaybePromise } from '../maybe-promise.js';
import type { ClaimResult, IdempotencyStore, StoredAnswer } from './store.js';

/**
 * Where the record of a processed event stands when its answer is ready: written, failed (the
 * store threw), or still being written by a store that answers with a promise. A pending record's
 * promise never rejects: it resolves with `{ error }` if the write failed, else with undefined.
 */
export type RecordState =
  | { state: 'recorded' }
  | { state: 'failed'; error: unknown }
  | { state: 'pending'; settled: Promise<{ error: unknown } | undefined> };

/** How a delivery went through the store. */
export type RunOnceResult =
  | { kind: 'processed'; answer: StoredAnswer; record: RecordState }
  | { kind: 'duplicate'; answer: StoredAnswer }
  | { kind: 'busy' };

/** The record state of every event written at once (the memory store): one shared object. */
const RECORDED: RecordState = Object.freeze({ state: 'recorded' });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `process` at most once per key across duplicates (spec §6: duplicates must be ignored).
 *
 * A duplicate that arrives while the first copy is in flight waits up to `waitMs`, polling the
 * store, and then answers like the first copy did. If the first copy failed, its claim was released
 * and the waiting copy takes over and processes the event itself, so the retry is not lost. If the
 * first copy is still running after `waitMs`, the result is `busy` (answered 409 so the service
 * retries later). A failure in `process` releases the claim and is rethrown: the event is not done.
 *
 * The result does not wait for the record of a processed event (see `record`): its `record` says
 * whether it was written, failed, or is still being written.
 */
export async function runOnce(
  store: IdempotencyStore,
  key: string,
  eventType: string,
  waitMs: number,
  process: () => Promise<StoredAnswer>,
): Promise<RunOnceResult> {
  return runOnceNow(store, key, eventType, waitMs, process);
}

/**
 * `runOnce` without a promise where none is needed: with a store and a `process` that answer
 * synchronously (the memory store, a handler that returns no promise), the result comes back
 * synchronously, and a failure is thrown. Each step waits only for what really is a promise, so
 * the order of claim, process, complete and release, and every outcome, are those of `runOnce`.
 */
export function runOnceNow(
  store: IdempotencyStore,
  key: string,
  eventType: string,
  waitMs: number,
  process: () => MaybePromise<StoredAnswer>,
): MaybePromise<RunOnceResult> {
  const deadline = Date.now() + waitMs;
  const claim = claimOrThrow(store, key, eventType);
  if (!isThenable(claim)) return afterClaim(store, key, eventType, deadline, claim, process);
  return claim.then((settled) => afterClaim(store, key, eventType, deadline, settled, process));
}

// Module-level helpers taking what they need, not closures: on the synchronous path nothing here
// allocates a function per delivery.

function storeFailed(eventType: string, cause: unknown): WebhookHandlerError {
  return new WebhookHandlerError('store_failed', 'The idempotency store could not claim the event', {
    eventType,
    cause,
  });
}

function claimOrThrow(store: IdempotencyStore, key: string, eventType: string): MaybePromise<ClaimResult> {
  let claim: MaybePromise<ClaimResult>;
  try {
    claim = store.claim(key);
  } catch (cause) {
    throw storeFailed(eventType, cause);
  }
  if (!isThenable(claim)) return claim;
  return Promise.resolve(claim).catch((cause: unknown) => {
    throw storeFailed(eventType, cause);
  });
}

function afterClaim(
  store: IdempotencyStore,
  key: string,
  eventType: string,
  deadline: number,
  claim: ClaimResult,
  process: () => MaybePromise<StoredAnswer>,
): MaybePromise<RunOnceResult> {
  if (claim.state === 'in_flight') return waitForTurn(store, key, eventType, deadline, process);
  return settle(store, key, claim, process);
}

/** A claim that is not in flight: a duplicate's stored answer, or this delivery's turn. */
function settle(
  store: IdempotencyStore,
  key: string,
  claim: Exclude<ClaimResult, { state: 'in_flight' }>,
  process: () => MaybePromise<StoredAnswer>,
): MaybePromise<RunOnceResult> {
  if (claim.state === 'done') return { kind: 'duplicate', answer: claim.answer };
  return execute(store, key, claim.token, process);
}

/** Polls the store with backoff (10 ms, doubling to 250 ms) until the first copy ends or time runs out. */
async function waitForTurn(
  store: IdempotencyStore,
  key: string,
  eventType: string,
  deadline: number,
  process: () => MaybePromise<StoredAnswer>,
): Promise<RunOnceResult> {
  for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
    const left = deadline - Date.now();
    if (left <= 0) return { kind: 'busy' };
    await sleep(Math.min(pause, left));
    const claim = await claimOrThrow(store, key, eventType);
    if (claim.state !== 'in_flight') return settle(store, key, claim, process);
  }
}

function execute(
  store: IdempotencyStore,
  key: string,
  token: string,
  process: () => MaybePromise<StoredAnswer>,
): MaybePromise<RunOnceResult> {
  let answer: MaybePromise<StoredAnswer>;
  try {
    answer = process();
  } catch (error) {
    return releaseAndThrow(store, key, token, error);
  }
  if (!isThenable(answer)) return record(store, key, token, answer);
  return Promise.resolve(answer).then(
    (settled) => record(store, key, token, settled),
    (error: unknown) => releaseAndThrow(store, key, token, error),
  );
}

/** After a failure: the claim is released (its own failure ignored) and the failure thrown on. */
function releaseAndThrow(store: IdempotencyStore, key: string, token: string, error: unknown): never | Promise<never> {
  let released: unknown;
  try {
    released = store.release(key, token);
  } catch {
    // The lease expires on its own; the processing error is the one worth reporting.
    throw error;
  }
  if (!isThenable(released)) throw error;
  const rethrow = (): never => {
    throw error;
  };
  return Promise.resolve(released).then(rethrow, rethrow);
}

/**
 * Records the processed event and returns at once, without waiting for a store that answers with
 * a promise (issue #26: a shared store's second round trip then stays off the answer's path).
 *
 * Waiting would guarantee nothing more. The handler's effects have happened, so the answer is the
 * handler's whatever the record does: if it fails, answering 5xx would make the service retry and
 * run the effects again. And until the record lands the key stays claimed, so a duplicate on any
 * instance waits for it (or is answered 409), as it would while the handler ran. A process that
 * dies before the record lands leaves the claim to expire, as one dying just before answering
 * does; `WebhookHandler.flush` lets a shutdown wait for the records instead.
 */
function record(store: IdempotencyStore, key: string, token: string, answer: StoredAnswer): RunOnceResult {
  let completed: unknown;
  try {
    completed = store.complete(key, token, answer);
  } catch (error) {
    return { kind: 'processed', answer, record: { state: 'failed', error } };
  }
  if (!isThenable(completed)) return { kind: 'processed', answer, record: RECORDED };
  const settled = Promise.resolve(completed).then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  return { kind: 'processed', answer, record: { state: 'pending', settled } };
}
