/**
 * A store and a handler may each answer at once or with a promise (IdempotencyStore's methods and
 * event handlers may be sync or async). Every combination must give the same answers, errors and
 * store effects: every scenario here runs with each of them.
 */
import { describe, expect, it } from 'vitest';
import type { WebhookError } from './webhook-error.js';
import { createWebhookHandler, type WebhookHandlerOptions } from './handler.js';
import { MemoryIdempotencyStore } from './idempotency/memory-store.js';
import type { IdempotencyStore } from './idempotency/store.js';
import { examples, FAKE_SECRET, OTHER_FAKE_SECRET, referenceDelivery } from '../../test/support/webhooks/fixtures.js';

type Mode = { store: 'sync' | 'async'; handler: 'sync' | 'async' };
const MODES: Mode[] = [
  { store: 'sync', handler: 'sync' },
  { store: 'sync', handler: 'async' },
  { store: 'async', handler: 'sync' },
  { store: 'async', handler: 'async' },
];

/** A store whose every method can be made to fail once, answering now or through a promise. */
function faultyStore(mode: Mode['store']) {
  const memory = new MemoryIdempotencyStore();
  const failNext = { claim: false, complete: false, release: false };
  const calls: string[] = [];
  const step = <T>(name: keyof typeof failNext, run: () => T): T | Promise<T> => {
    calls.push(name);
    const failing = failNext[name];
    failNext[name] = false;
    if (mode === 'sync') {
      if (failing) throw new Error(`${name} down`);
      return run();
    }
    return failing ? Promise.reject(new Error(`${name} down`)) : Promise.resolve().then(run);
  };
  const store: IdempotencyStore = {
    claim: (key) => step('claim', () => memory.claim(key)),
    complete: (key, token, answer) => step('complete', () => memory.complete(key, token, answer)),
    release: (key, token) => step('release', () => memory.release(key, token)),
  };
  return { store, failNext, calls };
}

function receiver(mode: Mode, options: Partial<WebhookHandlerOptions> = {}) {
  const { store, failNext, calls } = faultyStore(mode.store);
  const errors: string[] = [];
  let failHandler = false;
  const grants: string[] = [];
  const wrap =
    <R>(result: () => R) =>
    () => {
      if (failHandler) {
        failHandler = false;
        if (mode.handler === 'sync') throw new Error('handler down');
        return Promise.reject(new Error('handler down'));
      }
      return mode.handler === 'sync' ? result() : Promise.resolve().then(result);
    };
  const handler = createWebhookHandler({
    secret: FAKE_SECRET,
    store,
    duplicateWaitMs: 0,
    onError: (error: WebhookError, info) => errors.push(`${info.status} ${error.code}`),
    on: {
      'item.add': wrap(() => void grants.push('item.add')),
      'daily_reward.get': wrap(() => ({ days: [{ day_number: 1, items: [{ sku: 'gem' }] }] })),
      'ingame.popup': wrap(() => ({ days: 'not an answer popups have' })),
    },
    ...options,
  });
  const deliver = async (payload: unknown, secret = FAKE_SECRET) => {
    const delivery = referenceDelivery(payload, { secret });
    const response = await handler.handle({
      method: 'POST',
      headers: delivery.headers,
      rawBody: Buffer.from(delivery.body),
    });
    return `${response.status} ${response.outcome} ${response.body}`;
  };
  const failHandlerOnce = () => {
    failHandler = true;
  };
  return { deliver, errors, grants, calls, failNext, failHandlerOnce };
}

/** One script of deliveries and failures, with everything observable about it. */
async function script(mode: Mode) {
  const r = receiver(mode);
  const answers: string[] = [];
  const add = examples['item.add'];
  answers.push(await r.deliver(add, OTHER_FAKE_SECRET)); // 403, no store call
  answers.push(await r.deliver({ ...add, event_type: 'item.gift' })); // 400
  r.failNext.claim = true;
  answers.push(await r.deliver(add)); // 503
  r.failHandlerOnce();
  answers.push(await r.deliver(add)); // 500, claim released
  answers.push(await r.deliver(add)); // processed
  answers.push(await r.deliver(add)); // duplicate
  r.failNext.complete = true;
  answers.push(await r.deliver({ ...add, idempotency_key: 'idem-unrecorded' })); // 200, store_failed
  r.failHandlerOnce();
  r.failNext.release = true;
  answers.push(await r.deliver({ ...add, idempotency_key: 'idem-stuck' })); // 500, claim stays
  answers.push(await r.deliver({ ...add, idempotency_key: 'idem-stuck' })); // 409: still in flight
  answers.push(await r.deliver(examples['daily_reward.get'])); // its answer
  answers.push(await r.deliver(examples['daily_reward.get'])); // the same answer, replayed
  answers.push(await r.deliver(examples['ingame.popup'])); // 200: popups have no answer body
  return { answers, errors: r.errors, grants: r.grants, calls: r.calls };
}

describe('synchronous and asynchronous stores and handlers give the same answers', () => {
  it.each(MODES)('store $store, handler $handler', async (mode) => {
    const result = await script(mode);
    expect(result).toEqual(await script(MODES[0]!));
    expect(result.answers.map((answer) => answer.split(' ', 2).join(' '))).toEqual([
      '403 rejected',
      '400 rejected',
      '503 failed',
      '500 failed',
      '200 processed',
      '200 duplicate',
      '200 processed',
      '500 failed',
      '409 busy',
      '200 processed',
      '200 duplicate',
      '200 processed',
    ]);
    expect(result.errors).toEqual([
      '403 no_matching_signature',
      '400 unknown_event_type',
      '503 store_failed',
      '500 handler_failed',
      '200 store_failed',
      '500 handler_failed',
    ]);
    expect(result.grants).toEqual(['item.add', 'item.add']);
  });
});

describe('handle()', () => {
  it('rejects rather than throws when onError itself throws', async () => {
    const handler = createWebhookHandler({
      secret: FAKE_SECRET,
      on: { 'item.add': () => {} },
      onError: () => {
        throw new Error('logger down');
      },
    });
    const delivery = referenceDelivery(examples['item.add']);
    let answer: Promise<unknown> | undefined;
    expect(() => {
      answer = handler.handle({ method: 'POST', headers: delivery.headers, rawBody: Buffer.from('{}') });
    }).not.toThrow();
    await expect(answer).rejects.toThrow('logger down');
  });
});
