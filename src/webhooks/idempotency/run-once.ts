import { WebhookHandlerError } from '../errors/webhook-handler-error.js';
import type { IdempotencyStore, StoredAnswer } from './store.js';

/** How a delivery went through the store. */
export type RunOnceResult =
  | { kind: 'processed'; answer: StoredAnswer; recorded: boolean; recordError?: unknown }
  | { kind: 'duplicate'; answer: StoredAnswer }
  | { kind: 'busy' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `process` at most once per key across duplicates (spec §6: duplicates must be ignored).
 *
 * A duplicate that arrives while the first copy is in flight waits up to `waitMs`, polling the
 * store, and then answers like the first copy did. If the first copy failed, its claim was released
 * and the waiting copy takes over and processes the event itself, so the retry is not lost. If the
 * first copy is still running after `waitMs`, the result is `busy` (answered 409 so the service
 * retries later). A failure in `process` releases the claim and is rethrown: the event is not done.
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
      throw new WebhookHandlerError('store_failed', 'The idempotency store could not claim the event', {
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
      // The lease expires on its own; the processing error below is the one worth reporting.
    }
    throw error;
  }
  try {
    await store.complete(key, token, answer);
    return { kind: 'processed', answer, recorded: true };
  } catch (recordError) {
    // The handler's effects happened: answering 5xx would make the service retry and run it again.
    return { kind: 'processed', answer, recorded: false, recordError };
  }
}
