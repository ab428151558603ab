import { describe, expect, it, vi } from 'vitest';
import { WebhookError } from './webhook-error.js';
import { createWebhookHandler, type WebhookHandlerOptions } from './handler.js';
import { MemoryIdempotencyStore } from './idempotency/memory-store.js';
import type { IdempotencyStore } from './idempotency/store.js';
import type { WebhookResponse } from './responses.js';
import type { WebhookSchemaValidators } from './parse.js';
import {
  deliverSigned,
  examples,
  FAKE_SECRET,
  OTHER_FAKE_SECRET,
  referenceDelivery,
  SIGNATURE_HEADER,
} from '../../test/support/webhooks/fixtures.js';

function setup(on: WebhookHandlerOptions['on'], options: Partial<WebhookHandlerOptions> = {}) {
  const errors: { error: WebhookError; status: number }[] = [];
  const handler = createWebhookHandler({
    secret: FAKE_SECRET,
    on,
    onError: (error, info) => errors.push({ error, status: info.status }),
    ...options,
  });
  const deliver = (payload: unknown, extra: { secret?: string; method?: string } = {}) =>
    deliverSigned(handler, payload, extra);
  return { handler, deliver, errors };
}

const validReward = {
  days: [{ day_number: 1, items: [{ sku: 'gem_pack_500', quantity: 2 }] }],
  extra_reward_items: [{ sku: 'badge' }],
};

describe('createWebhookHandler answers (spec §6 reference behaviour)', () => {
  it('2xx after the handler succeeds, with the typed event', async () => {
    const grant = vi.fn();
    const { deliver, errors } = setup({ 'item.add': grant });
    const response = await deliver(examples['item.add']);
    expect(response).toMatchObject({ status: 200, outcome: 'processed', body: '{"ok":true}' });
    expect(grant).toHaveBeenCalledOnce();
    expect(grant.mock.calls[0]![0]).toEqual(examples['item.add']);
    // A success that the store recorded is not an error: onError hears nothing, for it or a duplicate.
    expect(await deliver(examples['item.add'])).toMatchObject({ status: 200, outcome: 'duplicate' });
    expect(errors).toEqual([]);
  });

  it('403 on a bad signature, without running the handler', async () => {
    const grant = vi.fn();
    const { deliver, errors } = setup({ 'item.add': grant });
    const response = await deliver(examples['item.add'], { secret: OTHER_FAKE_SECRET });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'no_matching_signature' });
    expect(grant).not.toHaveBeenCalled();
    expect(errors.map((e) => e.status)).toEqual([403]);
  });

  it('400 on an unknown event type, an unhandled one, or a malformed body', async () => {
    const { deliver } = setup({ 'item.add': vi.fn() });
    const codes = async (payload: unknown) => JSON.parse((await deliver(payload)).body).code;
    expect((await deliver({ ...examples['item.add'], event_type: 'item.gift' })).status).toBe(400);
    expect(await codes({ ...examples['item.add'], event_type: 'item.gift' })).toBe('unknown_event_type');
    expect(await codes(examples['item.remove'])).toBe('unhandled_event_type');
    expect(JSON.parse((await deliver(examples['item.remove'])).body).detail).toBe(
      'No handler is registered for item.remove',
    );
    expect(await codes({ ...examples['item.add'], event_data: { items: [] } })).toBe('invalid_payload');
    expect(await codes('{not json')).toBe('invalid_json');
  });

  it('405 for other methods, 413 over the body limit', async () => {
    const { deliver } = setup({ 'item.add': vi.fn() }, { bodyLimitBytes: 200 });
    expect((await deliver(examples['item.add'], { method: 'GET' })).status).toBe(405);
    expect((await deliver(examples['item.add'])).status).toBe(413);
  });

  it('a body of exactly bodyLimitBytes is read; one byte more is 413 (bytes, not characters)', async () => {
    const payload = { ...examples['item.add'], event_id: 'whevt_\u00e9t\u00e9' }; // 2 non-ASCII characters, 4 bytes
    const size = Buffer.byteLength(JSON.stringify(payload));
    const grant = vi.fn();
    const exact = setup({ 'item.add': grant }, { bodyLimitBytes: size });
    expect(await exact.deliver(payload)).toMatchObject({ status: 200, outcome: 'processed' });
    expect(exact.handler.bodyLimitBytes).toBe(size);
    const under = setup({ 'item.add': grant }, { bodyLimitBytes: size - 1 });
    const refused = await under.deliver(payload);
    expect(refused).toMatchObject({ status: 413, outcome: 'rejected' });
    expect(JSON.parse(refused.body)).toEqual({
      detail: `The body exceeds the limit of ${size - 1} bytes`,
      code: 'body_too_large',
    });
    expect(grant).toHaveBeenCalledOnce();
  });

  it('5xx when the handler throws, and the event is not marked done: the retry runs it', async () => {
    const grant = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce(undefined);
    const { deliver, errors } = setup({ 'item.add': grant });
    const failed = await deliver(examples['item.add']);
    expect(failed).toMatchObject({ status: 500, outcome: 'failed' });
    expect(errors.map((e) => [e.status, e.error.code])).toEqual([[500, 'handler_failed']]);
    expect((errors[0]!.error.cause as Error).message).toBe('database down');
    expect(errors[0]!.error.message).toBe('The item.add handler failed');
    expect(await deliver(examples['item.add'])).toMatchObject({ status: 200, outcome: 'processed' });
    expect(await deliver(examples['item.add'])).toMatchObject({ status: 200, outcome: 'duplicate' });
    expect(grant).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1); // the retry and its duplicate went through without another error
  });

  it('500 that the body was not raw (express.json ran first), not 403', async () => {
    const { handler } = setup({ 'item.add': vi.fn() });
    const delivery = referenceDelivery(examples['item.add']);
    const response = await handler.handle({
      method: 'POST',
      headers: delivery.headers,
      rawBody: JSON.parse(delivery.body),
    });
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body).detail).toMatch(/express\.raw/);
  });

  it('never puts the secret in an answer or an error', async () => {
    const { deliver, errors } = setup({ 'item.add': () => Promise.reject(new Error('boom')) });
    const bodies = [
      await deliver(examples['item.add']),
      await deliver(examples['item.add'], { secret: OTHER_FAKE_SECRET }),
      await deliver({ ...examples['item.add'], event_type: 'x' }),
    ].map((r) => r.body);
    for (const text of [...bodies, ...errors.map((e) => `${e.error.message} ${e.error.stack}`)])
      expect(text).not.toContain(FAKE_SECRET);
  });
});

describe('daily_reward.get answers are validated before they are sent (spec §6, §8)', () => {
  it('sends a valid answer as JSON with 200', async () => {
    const { deliver } = setup({ 'daily_reward.get': () => validReward });
    const response = await deliver(examples['daily_reward.get']);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual(validReward);
  });

  it.each([
    ['day_number below 1', { days: [{ day_number: 0, items: [{ sku: 'a' }] }] }, '/days/0/day_number'],
    ['no items in a day', { days: [{ day_number: 1, items: [] }] }, '/days/0/items'],
    [
      '11 items in a day',
      { days: [{ day_number: 1, items: Array.from({ length: 11 }, () => ({ sku: 'a' })) }] },
      '/days/0/items',
    ],
    ['an item without sku', { extra_reward_items: [{ quantity: 1 }] }, '/extra_reward_items/0'],
    ['nothing returned', undefined, 'not JSON-serialisable'],
  ])('fails loudly (500, onError) for %s, never sending it', async (_name, answer, where) => {
    const { deliver, errors } = setup({ 'daily_reward.get': () => answer as never });
    const response = await deliver(examples['daily_reward.get']);
    expect(response.status).toBe(500);
    expect(response.body).not.toContain('"days":');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.error.code).toBe('invalid_response');
    expect(errors[0]!.error.message).toContain(where);
    expect((errors[0]!.error as WebhookError).eventType).toBe('daily_reward.get');
  });

  it('replays the same answer to a duplicate', async () => {
    const answer = vi.fn(() => validReward);
    const { deliver } = setup({ 'daily_reward.get': answer });
    const first = await deliver(examples['daily_reward.get']);
    const second = await deliver(examples['daily_reward.get']);
    expect(second).toMatchObject({ status: 200, outcome: 'duplicate', body: first.body });
    expect(answer).toHaveBeenCalledOnce();
  });
});

describe('exactly once', () => {
  it('20 copies of one item.add delivered at once grant once, and all get 200', async () => {
    let grants = 0;
    const { deliver } = setup({
      'item.add': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        grants++;
      },
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(examples['item.add'])));
    expect(grants).toBe(1);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.outcome === 'processed')).toHaveLength(1);
  });

  it('a waiting duplicate takes over when the first copy fails', async () => {
    let calls = 0;
    const { deliver } = setup({
      'item.add': async () => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (calls === 1) throw new Error('first copy fails');
      },
    });
    const [first, second] = await Promise.all([deliver(examples['item.add']), deliver(examples['item.add'])]);
    expect([first!.status, second!.status].sort()).toEqual([200, 500]);
    expect(calls).toBe(2);
  });

  it('409 with Retry-After when the first copy is still running after duplicateWaitMs', async () => {
    let finish!: () => void;
    const { deliver } = setup(
      { 'item.add': () => new Promise<void>((resolve) => (finish = resolve)) },
      { duplicateWaitMs: 40 },
    );
    const first = deliver(examples['item.add']);
    const second = await deliver(examples['item.add']);
    expect(second).toMatchObject({ status: 409, outcome: 'busy' });
    expect(second.headers['retry-after']).toBe('5');
    expect(JSON.parse(second.body)).toEqual({
      detail: 'Another delivery of this event is being processed; retry later',
      code: 'in_flight',
    });
    finish();
    expect((await first).status).toBe(200);
  });

  it('a waiting duplicate gives up with 409 once duplicateWaitMs has passed, not a poll later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { deliver } = setup({ 'item.add': () => new Promise<void>(() => {}) }, { duplicateWaitMs: 1000 });
      void deliver(examples['item.add']);
      let second: WebhookResponse | undefined;
      void deliver(examples['item.add']).then((response) => (second = response));
      await vi.advanceTimersByTimeAsync(999);
      expect(second).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(second).toMatchObject({ status: 409, outcome: 'busy' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('duplicates of ingame.popup (idempotency_key null) are told apart by event_id', async () => {
    const popup = vi.fn();
    const { deliver } = setup({ 'ingame.popup': popup });
    await deliver(examples['ingame.popup']);
    await deliver({ ...examples['ingame.popup'], event_time: 1 });
    await deliver({ ...examples['ingame.popup'], event_id: 'cmp_other' });
    expect(popup).toHaveBeenCalledTimes(2);
  });

  it('503 when the store cannot claim, 200 plus a loud error when it cannot record', async () => {
    const broken: IdempotencyStore = {
      claim: () => Promise.reject(new Error('redis down')),
      complete: () => {},
      release: () => {},
    };
    const grant = vi.fn();
    const down = setup({ 'item.add': grant }, { store: broken });
    expect((await down.deliver(examples['item.add'])).status).toBe(503);
    expect(grant).not.toHaveBeenCalled();

    const memory = new MemoryIdempotencyStore();
    const cannotRecord: IdempotencyStore = {
      claim: (k) => memory.claim(k),
      complete: () => Promise.reject(new Error('write failed')),
      release: () => {},
    };
    const partial = setup({ 'item.add': grant }, { store: cannotRecord });
    expect((await partial.deliver(examples['item.add'])).status).toBe(200);
    expect(partial.errors.map((e) => e.error.code)).toEqual(['store_failed']);
  });

  it('answers once the store has recorded the event, and a duplicate after it is answered as one', async () => {
    const memory = new MemoryIdempotencyStore();
    let land!: () => void;
    const writes: string[] = [];
    const slowRecord: IdempotencyStore = {
      claim: (k) => memory.claim(k),
      complete: (k, t, a) =>
        new Promise<void>((resolve) => {
          land = () => {
            memory.complete(k, t, a);
            writes.push(k);
            resolve();
          };
        }),
      release: (k, t) => memory.release(k, t),
    };
    const { deliver, errors } = setup({ 'item.add': vi.fn() }, { store: slowRecord, duplicateWaitMs: 0 });
    let answered = false;
    const first = deliver(examples['item.add']).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(answered).toBe(false);
    // Until the record lands the key stays claimed: a duplicate is not run again, it is told to retry.
    expect(await deliver(examples['item.add'])).toMatchObject({ status: 409, outcome: 'busy' });
    land();
    expect(await first).toMatchObject({ status: 200, outcome: 'processed' });
    expect(writes).toHaveLength(1);
    expect(await deliver(examples['item.add'])).toMatchObject({ status: 200, outcome: 'duplicate' });
    expect(errors).toEqual([]);
  });

  it('a reporter that throws while a record fails leaves the answer standing', async () => {
    const memory = new MemoryIdempotencyStore();
    const cannotRecord: IdempotencyStore = {
      claim: (k) => memory.claim(k),
      complete: () => Promise.reject(new Error('write failed')),
      release: () => {},
    };
    let reported = 0;
    const handler = createWebhookHandler({
      secret: FAKE_SECRET,
      on: { 'item.add': () => {} },
      store: cannotRecord,
      onError: () => {
        reported++;
        throw new Error('the logger is down');
      },
    });
    expect((await deliverSigned(handler, examples['item.add'])).status).toBe(200);
    expect(reported).toBe(1);
  });

  it('keeps the store error as the cause, whether the claim or the record failed', async () => {
    const down = new Error('redis down');
    const broken: IdempotencyStore = { claim: () => Promise.reject(down), complete: () => {}, release: () => {} };
    const claimFailed = setup({ 'item.add': vi.fn() }, { store: broken });
    expect((await claimFailed.deliver(examples['item.add'])).status).toBe(503);
    expect(claimFailed.errors.map((e) => [e.status, e.error.code])).toEqual([[503, 'store_failed']]);
    expect(claimFailed.errors[0]!.error.cause).toBe(down);
    expect(claimFailed.errors[0]!.error.message).toBe('The idempotency store could not claim the event');

    const writeFailed = new Error('write failed');
    const memory = new MemoryIdempotencyStore();
    const cannotRecord: IdempotencyStore = {
      claim: (k) => memory.claim(k),
      complete: () => Promise.reject(writeFailed),
      release: () => {},
    };
    const recordFailed = setup({ 'item.add': vi.fn() }, { store: cannotRecord });
    expect((await recordFailed.deliver(examples['item.add'])).status).toBe(200);
    expect(recordFailed.errors.map((e) => [e.status, e.error.code])).toEqual([[200, 'store_failed']]);
    expect(recordFailed.errors[0]!.error.cause).toBe(writeFailed);
    expect(recordFailed.errors[0]!.error.message).toBe(
      'The event was processed but the idempotency store could not record it; a duplicate may run it again',
    );
  });

  it('a waiting duplicate polls the store with backoff and answers soon after the first copy ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const memory = new MemoryIdempotencyStore();
      let claims = 0;
      const counting: IdempotencyStore = {
        claim: (k) => {
          claims++;
          return memory.claim(k);
        },
        complete: (k, t, a) => memory.complete(k, t, a),
        release: (k, t) => memory.release(k, t),
      };
      let finish!: () => void;
      const { deliver, errors } = setup(
        { 'item.add': () => new Promise<void>((resolve) => (finish = resolve)) },
        { store: counting, duplicateWaitMs: 60_000 },
      );
      const first = deliver(examples['item.add']);
      let second: WebhookResponse | undefined;
      void deliver(examples['item.add']).then((response) => (second = response));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(second).toBeUndefined();
      // Backoff from 10 ms, doubling to a 250 ms ceiling: about 45 looks in 10 s, not hundreds.
      expect(claims).toBeGreaterThan(30);
      expect(claims).toBeLessThan(60);
      finish();
      expect(await first).toMatchObject({ status: 200, outcome: 'processed' });
      await vi.advanceTimersByTimeAsync(250); // one poll interval at most, not the rest of the 60 s wait
      expect(second).toMatchObject({ status: 200, outcome: 'duplicate' });
      expect(errors).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands the delivery key to the handler', async () => {
    const grant = vi.fn();
    const { deliver } = setup({ 'item.add': grant });
    await deliver(examples['item.add']);
    expect(grant.mock.calls[0]![1].deliveryKey).toContain(examples['item.add']!.idempotency_key);
  });
});

it('tells the default logger nothing secret (smoke check of onError default)', async () => {
  const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const handler = createWebhookHandler({ secret: FAKE_SECRET, on: {} });
    const delivery = referenceDelivery(examples['item.add'], { secret: OTHER_FAKE_SECRET });
    await handler.handle({
      headers: { ...delivery.headers, [SIGNATURE_HEADER]: delivery.signature },
      rawBody: delivery.body,
    });
    expect(spy).toHaveBeenCalledOnce();
    expect(String(spy.mock.calls[0]![0])).toContain('403 no_matching_signature');
    expect(String(spy.mock.calls[0]![0])).not.toContain(FAKE_SECRET);
  } finally {
    spy.mockRestore();
  }
});

describe('createWebhookHandler refuses options it cannot work with', () => {
  const base = { secret: FAKE_SECRET, on: {} };
  it.each([
    ['on missing', { on: undefined }, /^on: expected an object/],
    ['on not an object', { on: 'item.add' }, /^on: expected an object/],
    ['bodyLimitBytes 0', { bodyLimitBytes: 0 }, /^bodyLimitBytes: expected a positive integer/],
    ['bodyLimitBytes -1', { bodyLimitBytes: -1 }, /^bodyLimitBytes: expected a positive integer/],
    ['bodyLimitBytes 1.5', { bodyLimitBytes: 1.5 }, /^bodyLimitBytes: expected a positive integer/],
    ['bodyLimitBytes NaN', { bodyLimitBytes: Number.NaN }, /^bodyLimitBytes: expected a positive integer/],
    ['bodyLimitBytes 2^53', { bodyLimitBytes: 2 ** 53 }, /^bodyLimitBytes: expected a positive integer/],
    ['duplicateWaitMs -1', { duplicateWaitMs: -1 }, /^duplicateWaitMs: expected a number >= 0/],
    ['duplicateWaitMs NaN', { duplicateWaitMs: Number.NaN }, /^duplicateWaitMs: expected a number >= 0/],
  ])('%s', (_name, options, message) => {
    expect(() => createWebhookHandler({ ...base, ...options } as never)).toThrow(WebhookError);
    expect(() => createWebhookHandler({ ...base, ...options } as never)).toThrow(message);
  });

  it.each([
    ['item.added', ' (did you mean "item.add"?)'],
    ['item_add', ' (did you mean "item.add"?)'],
    ['Item.Add', ' (did you mean "item.add"?)'],
    ['item.removed', ' (did you mean "item.remove"?)'],
    ['daily_reward', ' (did you mean "daily_reward.get"?)'],
    ['popup', ' (did you mean "ingame.popup"?)'],
    ['ingame.popupz', ' (did you mean "ingame.popup"?)'],
    ['itm.a', ' (did you mean "item.add"?)'], // 3 edits away
    ['itm.', ''], // 4 edits away, and contained in none
    ['popu', ' (did you mean "ingame.popup"?)'], // contained, 4 characters
    ['pop', ''], // contained, but too short to tell
    ['order.paid', ''],
    ['', ''],
  ])('an unknown event type in `on`, %j, is refused at creation, naming it', (key, hint) => {
    const create = () => createWebhookHandler({ ...base, on: { 'item.add': () => {}, [key]: () => {} } } as never);
    expect(create).toThrow(WebhookError);
    expect(create).toThrow(
      `on: ${JSON.stringify(key)} is not an event type of the document${hint}; expected some of item.add, ` +
        'item.remove, ingame.popup, daily_reward.get',
    );
  });

  it('a handler that is not a function is refused at creation; an undefined one is no handler', async () => {
    expect(() => createWebhookHandler({ ...base, on: { 'item.add': 'grant' } } as never)).toThrow(
      new WebhookError('invalid_options', 'on["item.add"]: expected a function, got string'),
    );
    const handler = createWebhookHandler({ ...base, on: { 'item.add': undefined }, onError: () => {} });
    expect((await deliverSigned(handler, examples['item.add'])).status).toBe(400);
  });

  it('the event types are those of the validators it is given', () => {
    const validators: WebhookSchemaValidators = { eventTypes: ['game.custom'], request: {}, response: {} };
    expect(() => createWebhookHandler({ ...base, validators, on: { 'game.custom': () => {} } } as never)).not.toThrow();
    expect(() => createWebhookHandler({ ...base, validators, on: { 'item.add': () => {} } })).toThrow(
      'on: "item.add" is not an event type of the document; expected some of game.custom',
    );
  });

  it('accepts the smallest values: a 1-byte limit and no wait for duplicates', () => {
    expect(createWebhookHandler({ ...base, bodyLimitBytes: 1, duplicateWaitMs: 0 }).bodyLimitBytes).toBe(1);
  });
});

describe('a failure that is not a WebhookError still gets a 500 and reaches onError', () => {
  const throwing = () => {
    throw new TypeError('validator bug');
  };

  it('before the event type is known (a request validator that throws)', async () => {
    const validators: WebhookSchemaValidators = {
      eventTypes: ['item.add'],
      request: { 'item.add': throwing as never },
      response: {},
    };
    const grant = vi.fn();
    const { deliver, errors } = setup({ 'item.add': grant }, { validators });
    const response = await deliver(examples['item.add']);
    expect(response).toMatchObject({ status: 500, outcome: 'failed' });
    expect(JSON.parse(response.body)).toEqual({
      detail: 'Unexpected error in the webhook receiver',
      code: 'handler_failed',
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]!.status).toBe(500);
    expect(errors[0]!.error).toBeInstanceOf(WebhookError);
    expect(errors[0]!.error.code).toBe('handler_failed');
    expect(errors[0]!.error.cause).toBeInstanceOf(TypeError);
    expect((errors[0]!.error as WebhookError).eventType).toBe('unknown');
    expect(grant).not.toHaveBeenCalled();
  });

  it('after it (an answer validator that throws), naming the event type; the claim is released', async () => {
    const validators: WebhookSchemaValidators = {
      eventTypes: ['daily_reward.get'],
      request: { 'daily_reward.get': (() => true) as never },
      response: { 'daily_reward.get': throwing as never },
    };
    const seen: (string | undefined)[] = [];
    const handler = createWebhookHandler({
      secret: FAKE_SECRET,
      validators,
      on: { 'daily_reward.get': () => validReward },
      onError: (error, info) =>
        seen.push(
          `${info.status} ${error.code} ${info.eventType} ${(error as WebhookError).eventType} ${(error.cause as Error).message}`,
        ),
    });
    expect((await deliverSigned(handler, examples['daily_reward.get'])).status).toBe(500);
    expect((await deliverSigned(handler, examples['daily_reward.get'])).status).toBe(500); // not a duplicate: retried
    expect(seen).toEqual(Array(2).fill('500 handler_failed daily_reward.get daily_reward.get validator bug'));
  });
});
