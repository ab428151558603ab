import { describe, expect, it } from 'vitest';
import { WebhookError } from '../webhook-error.js';
import { deliveryKey } from './delivery-key.js';
import { MemoryIdempotencyStore } from './memory-store.js';

const answer = { status: 200, body: '{"ok":true}' };

function clock(start = 0) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('MemoryIdempotencyStore', () => {
  it('claims once: in flight for the others, then done with the stored answer', () => {
    const store = new MemoryIdempotencyStore();
    const first = store.claim('k');
    expect(first.state).toBe('claimed');
    expect(store.claim('k')).toEqual({ state: 'in_flight' });
    store.complete('k', (first as { token: string }).token, answer);
    expect(store.claim('k')).toEqual({ state: 'done', answer });
  });

  it('release lets the next delivery claim again (a failed handler does not mark the event done)', () => {
    const store = new MemoryIdempotencyStore();
    const first = store.claim('k') as { token: string };
    store.release('k', first.token);
    expect(store.claim('k').state).toBe('claimed');
  });

  it('only the token owner can complete or release', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ leaseSeconds: 1, now: time.now });
    const stale = store.claim('k') as { token: string };
    time.advance(1001);
    const owner = store.claim('k') as { token: string };
    expect(owner.token).not.toBe(stale.token);
    store.release('k', stale.token);
    store.complete('k', stale.token, { status: 200, body: 'stale' });
    expect(store.claim('k')).toEqual({ state: 'in_flight' });
    store.complete('k', owner.token, answer);
    expect(store.claim('k')).toEqual({ state: 'done', answer });
  });

  it('forgets done events after the TTL and in-flight claims after the lease', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ ttlSeconds: 60, leaseSeconds: 5, now: time.now });
    const claim = store.claim('done') as { token: string };
    store.complete('done', claim.token, answer);
    store.claim('crashed');
    time.advance(5001);
    expect(store.claim('crashed').state).toBe('claimed');
    expect(store.claim('done').state).toBe('done');
    time.advance(55_000);
    expect(store.claim('done').state).toBe('claimed');
  });

  it('a record claimed again after its TTL holds the new claim: the old record does not take it along', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ ttlSeconds: 60, leaseSeconds: 5, now: time.now });
    store.complete('k', (store.claim('k') as { token: string }).token, answer);
    time.advance(60_000);
    const again = store.claim('k') as { state: string; token: string };
    expect(again.state).toBe('claimed');
    expect(store.size).toBe(1);
    expect(store.claim('k')).toEqual({ state: 'in_flight' });
    store.complete('k', again.token, { status: 200, body: 'second' });
    expect(store.claim('k')).toEqual({ state: 'done', answer: { status: 200, body: 'second' } });
  });

  it('defaults to a 24 h TTL', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ now: time.now });
    store.complete('k', (store.claim('k') as { token: string }).token, answer);
    time.advance(86_400_000 - 1);
    expect(store.claim('k').state).toBe('done');
    time.advance(1);
    expect(store.claim('k').state).toBe('claimed');
  });

  it('stays bounded by maxEntries, evicting the oldest done events and never an in-flight claim', () => {
    const store = new MemoryIdempotencyStore({ maxEntries: 3 });
    store.claim('in-flight');
    for (const key of ['a', 'b', 'c', 'd']) store.complete(key, (store.claim(key) as { token: string }).token, answer);
    expect(store.size).toBe(3);
    expect(store.claim('in-flight')).toEqual({ state: 'in_flight' });
    expect(store.claim('d').state).toBe('done');
    expect(store.claim('a').state).toBe('claimed');
  });

  it('drops expired claims and superseded queue entries as time passes, keeping size exact', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ ttlSeconds: 10, leaseSeconds: 1, maxEntries: 5, now: time.now });
    for (let i = 0; i < 20; i++) {
      const claim = store.claim(`k${i}`) as { token: string };
      if (i % 2 === 0) store.complete(`k${i}`, claim.token, answer);
      else store.release(`k${i}`, claim.token);
    }
    // The last claim (k19) pushed a done event out before its release: 4 done events remain.
    expect(store.size).toBe(4);
    expect(store.claim('k12').state).toBe('done');
    expect(store.claim('k10').state).toBe('claimed');
    expect(store.claim('k0').state).toBe('claimed');
    time.advance(10_001);
    store.claim('fresh');
    expect(store.size).toBe(1);
  });

  it("keeps every answer, token and expiry right across its queues' compactions (thousands of events)", () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ ttlSeconds: 10, leaseSeconds: 1, maxEntries: 3000, now: time.now });
    const answerOf = (i: number) => ({ status: 200, body: `{"n":${i}}` });
    for (let i = 0; i < 5000; i++) {
      const claim = store.claim(`k${i}`) as { token: string };
      if (i % 5 === 4) store.release(`k${i}`, claim.token);
      else store.complete(`k${i}`, claim.token, answerOf(i));
      if (i % 1000 === 999) time.advance(1);
    }
    // 4,000 completed; the last claim (k4999) made room for itself, so the newest 2,999 are kept,
    // each with its own answer.
    expect(store.size).toBe(2999);
    expect(store.claim('k4998')).toEqual({ state: 'done', answer: answerOf(4998) });
    expect(store.claim('k1251')).toEqual({ state: 'done', answer: answerOf(1251) });
    expect(store.claim('k1250').state).toBe('claimed');
    expect(store.claim('k4999').state).toBe('claimed'); // released, so claimable again
    // In-flight claims, thousands of them pushed through their queue, still hold their lease.
    const tokens = Array.from({ length: 2500 }, (_, i) => (store.claim(`f${i}`) as { token: string }).token);
    expect(new Set(tokens).size).toBe(2500);
    expect(store.claim('f0')).toEqual({ state: 'in_flight' });
    store.complete('f10', tokens[10]!, answerOf(10));
    expect(store.claim('f10')).toEqual({ state: 'done', answer: answerOf(10) });
    time.advance(1001);
    expect(store.claim('f0').state).toBe('claimed');
  });

  it('complete and release of a key it does not hold are no-ops, never errors', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ leaseSeconds: 1, now: time.now });
    expect(() => store.complete('never-claimed', 'no-token', answer)).not.toThrow();
    expect(() => store.release('never-claimed', 'no-token')).not.toThrow();
    expect(store.claim('never-claimed').state).toBe('claimed');
    // A claim whose lease ran out and was pruned: the late handler's complete/release find nothing.
    const stale = store.claim('expired') as { token: string };
    time.advance(1000);
    store.claim('prunes-the-expired-ones');
    expect(store.size).toBe(1);
    expect(() => store.complete('expired', stale.token, answer)).not.toThrow();
    expect(() => store.release('expired', stale.token)).not.toThrow();
    expect(store.claim('expired').state).toBe('claimed');
  });

  it("never hands a key's new owner the token of its stale one, however far the queue has moved", () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ leaseSeconds: 1, now: time.now });
    const stale = store.claim('x') as { token: string };
    store.claim('y');
    time.advance(1000);
    store.claim('z');
    store.claim('w');
    const owner = store.claim('x') as { state: string; token: string };
    expect(owner.state).toBe('claimed');
    expect(owner.token).not.toBe(stale.token);
    store.complete('x', stale.token, { status: 200, body: 'stale' });
    expect(store.claim('x')).toEqual({ state: 'in_flight' });
  });

  it('a lease ends exactly leaseSeconds after the claim: in flight 1 ms before, claimable at it', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ leaseSeconds: 5, now: time.now });
    store.claim('k');
    time.advance(4999);
    expect(store.claim('k')).toEqual({ state: 'in_flight' });
    time.advance(1);
    expect(store.claim('k').state).toBe('claimed');
  });

  it('forgets an expired claim or record at its exact expiry, so size counts only live keys', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ ttlSeconds: 60, leaseSeconds: 5, now: time.now });
    store.claim('crashed');
    time.advance(5000); // the lease of 'crashed' ends now
    const other = store.claim('other') as { token: string };
    expect(store.size).toBe(1);
    store.complete('other', other.token, answer);
    time.advance(60_000); // the record of 'other' ends now
    store.claim('next');
    expect(store.size).toBe(1);
  });

  it('refuses nonsense options, naming the option', () => {
    for (const [options, name] of [
      [{ ttlSeconds: 0 }, 'ttlSeconds'],
      [{ ttlSeconds: Number.POSITIVE_INFINITY }, 'ttlSeconds'],
      [{ leaseSeconds: -1 }, 'leaseSeconds'],
      [{ leaseSeconds: '5' }, 'leaseSeconds'],
      [{ maxEntries: Number.NaN }, 'maxEntries'],
    ] as const) {
      expect(() => new MemoryIdempotencyStore(options as never)).toThrow(
        new WebhookError('invalid_options', `${name}: expected a positive number`),
      );
    }
  });

  it('keeps a lease in whole milliseconds, rounded up', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ leaseSeconds: 0.0015, now: time.now }); // 1.5 ms -> 2 ms
    store.claim('k');
    time.advance(1);
    expect(store.claim('k')).toEqual({ state: 'in_flight' });
    time.advance(1);
    expect(store.claim('k').state).toBe('claimed');
  });
});

describe('deliveryKey', () => {
  const base = {
    event_type: 'item.add',
    event_id: 'whevt_1',
    game_id: 'gm_1',
    sandbox: false,
    idempotency_key: 'idem-1',
  };
  it('uses idempotency_key, or event_id when it is null (ingame.popup)', () => {
    expect(deliveryKey(base)).toBe(deliveryKey({ ...base, event_id: 'whevt_2' }));
    expect(deliveryKey({ ...base, idempotency_key: null })).not.toBe(
      deliveryKey({ ...base, idempotency_key: null, event_id: 'whevt_2' }),
    );
    expect(deliveryKey({ ...base, idempotency_key: null })).not.toBe(
      deliveryKey({ ...base, idempotency_key: 'whevt_1' }),
    );
  });
  it('an empty idempotency_key counts as none', () => {
    expect(deliveryKey({ ...base, idempotency_key: '' })).toBe(deliveryKey({ ...base, idempotency_key: null }));
  });

  it('has a fixed format: stores shared across a deploy must recognise the keys written before it', () => {
    expect(deliveryKey(base)).toBe('["live","gm_1","item.add","key:idem-1"]');
    expect(deliveryKey({ ...base, sandbox: true, idempotency_key: null })).toBe(
      '["sandbox","gm_1","item.add","event:whevt_1"]',
    );
  });

  it('keeps event types, games and environments apart', () => {
    expect(deliveryKey(base)).not.toBe(deliveryKey({ ...base, event_type: 'item.remove' }));
    expect(deliveryKey(base)).not.toBe(deliveryKey({ ...base, game_id: 'gm_2' }));
    expect(deliveryKey(base)).not.toBe(deliveryKey({ ...base, sandbox: true }));
  });
});
