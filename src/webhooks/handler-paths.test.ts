/**
 * The receiver answers a delivery without a promise when every step is synchronous (node:crypto,
 * the memory store, a handler that returns no promise), and through promises when any step returns
 * one. Both paths must give the same answers, errors and store effects: every scenario here runs
 * with each combination of a synchronous or asynchronous store and handler.
 */
import { describe, expect, it, vi } from 'vitest';
import type { WebhookError } from './errors/webhook-error.js';
import { createWebhookHandler, respondNow, type WebhookHandler, type WebhookHandlerOptions } from './handler.js';
import { MemoryIdempotencyStore } from './idempotency/memory-store.js';
import type { IdempotencyStore } from './idempotency/store.js';
import type { WebhookResponse } from './responses.js';
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

describe('the synchronous and the promise path give the same answers', () => {
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

function memoryReceiver(options: Partial<WebhookHandlerOptions> = {}) {
  const handler = createWebhookHandler({ secret: FAKE_SECRET, on: { 'item.add': () => {} }, ...options });
  const request = (payload: unknown = examples['item.add']) => {
    const delivery = referenceDelivery(payload);
    return { method: 'POST', headers: delivery.headers, rawBody: Buffer.from(delivery.body) };
  };
  return { handler, request, now: respondNow(handler)! };
}

const isPromise = (value: unknown): value is Promise<WebhookResponse> => value instanceof Promise;

describe('respondNow, the core as the adapters call it', () => {
  it('answers at once when every step is synchronous, with what handle() resolves to', async () => {
    const { handler, request, now } = memoryReceiver();
    const answer = now(request());
    expect(isPromise(answer)).toBe(false);
    expect(answer).toMatchObject({ status: 200, outcome: 'processed', body: '{"ok":true}' });
    expect(now(request())).toMatchObject({ status: 200, outcome: 'duplicate' });
    const viaHandle = handler.handle(request());
    expect(isPromise(viaHandle)).toBe(true);
    expect(await viaHandle).toMatchObject({ status: 200, outcome: 'duplicate' });
  });

  it('gives a promise once a step does: an async handler, or someone listening to outcomes', async () => {
    const asyncHandler = memoryReceiver({ on: { 'item.add': async () => {} } });
    const pending = asyncHandler.now(asyncHandler.request());
    expect(isPromise(pending)).toBe(true);
    expect(await pending).toMatchObject({ status: 200, outcome: 'processed' });

    const onOutcome = vi.fn();
    const observed = memoryReceiver({ onOutcome });
    const answer = observed.now(observed.request());
    expect(isPromise(answer)).toBe(true);
    expect(await answer).toMatchObject({ status: 200, outcome: 'processed' });
    expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'processed', eventType: 'item.add' }));
  });

  it('is undefined for a handler it did not build, which the adapters then call through handle()', () => {
    const foreign: WebhookHandler = { handle: async () => ({}) as WebhookResponse, bodyLimitBytes: 1 };
    expect(respondNow(foreign)).toBeUndefined();
  });

  it('handle() never throws: a throwing onError on the synchronous path becomes a rejection', async () => {
    const { handler, request } = memoryReceiver({
      onError: () => {
        throw new Error('logger down');
      },
    });
    const answer = handler.handle({ ...request(), rawBody: Buffer.from('{}') });
    expect(isPromise(answer)).toBe(true);
    await expect(answer).rejects.toThrow('logger down');
  });
});
