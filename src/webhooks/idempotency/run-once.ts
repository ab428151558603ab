import { WebhookError } from '../webhook-error.js';
import type { IdempotencyStore, StoredAnswer } from './store.js';

/** How a delivery went through the store. */
export type RunOnceResult =
  /** `unrecorded`: the answer stands, but the store failed to record it (its error). */
  | { kind: 'processed'; answer: StoredAnswer; unrecorded?: { error: unknown } }
  | { kind: 'duplicate'; answer: StoredAnswer }
  | { kind: 'busy' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `process` at most once per key across duplicates (spec §6: duplicates must be ignored).
 *
 * A duplicate that arrives while the first copy is in flight polls the store with backoff (10 ms,
 * doubling to 250 ms) for up to `waitMs`, and then answers like the first copy did. If the first
 * copy failed, its claim was released and the waiting copy takes over and processes the event
 * itself, so the retry is not lost. If the first copy is still running after `waitMs`, the result
 * is `busy` (answered 409 so the service retries later). A failure in `process` releases the claim
 * and is rethrown: the event is not done.
 */
export async function runOnce(
  store: IdempotencyStore,
  key: string,
  eventType: string,
  waitMs: number,
  process: () => Promise<StoredAnswer>,
): Promise<RunOnceResult> {
  const deadline = Date.now() + waitMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
    let claim: Awaited<ReturnType<IdempotencyStore['claim']>>;
    try {
      claim = await store.claim(key);
    } catch (cause) {
      throw new WebhookError('store_failed', 'The idempotency store could not claim the event', {
        eventType,
        cause,
      });
    }
    if (claim.state === 'done') return { kind: 'duplicate', answer: claim.answer };
    if (claim.state === 'claimed') return execute(store, key, claim.token, process);
    const left = deadline - Date.now();
    if (left <= 0) return { kind: 'busy' };
    await sleep(Math.min(pause, left));
  }
}

/**
 * Runs the work under the claim, then records its answer. A record that fails leaves the answer
 * standing: the handler's effects have happened, and answering 5xx would make the service retry
 * and run them again. The key then stays claimed until its lease runs out, so a duplicate meanwhile
 * is answered 409, as it would be while the handler ran.
 */
async function execute(
  store: IdempotencyStore,
  key: string,
  token: string,
  process: () => Promise<StoredAnswer>,
): Promise<RunOnceResult> {
  let answer: StoredAnswer;
  try {
    answer = await process();
  } catch (error) {
    try {
      await store.release(key, token);
    } catch {
      // The lease expires on its own; the processing error is the one worth reporting.
    }
    throw error;
  }
  try {
    await store.complete(key, token, answer);
  } catch (error) {
    return { kind: 'processed', answer, unrecorded: { error } };
  }
  return { kind: 'processed', answer };
}
