/**
 * The idempotency store contract (src/webhooks/idempotency/store.ts, guarantees 1-5), as one
 * suite every store runs: memory, Redis, PostgreSQL and PGlite. A harness hands out stores over
 * separate connections that share one namespace, so "concurrent" means what it means in production.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookHandler } from '../../../src/webhooks/handler.js';
import type { ClaimResult, IdempotencyStore } from '../../../src/webhooks/idempotency/store.js';
import { examples, FAKE_SECRET, referenceDelivery } from './fixtures.js';

/** Stores over one shared namespace; each `connect` opens its own connection. */
export interface StoreHarness {
  connect(): Promise<IdempotencyStore>;
  /** A store whose connection is broken: every call must throw. Absent for in-process stores. */
  broken?: () => Promise<IdempotencyStore>;
  close(): Promise<void>;
}

/**
 * Lease and TTL used by the contract: short, so expiry is observed in real time, yet long enough
 * that 50 claims on a loaded 2-core machine all land inside one lease. At 0.4 s the race case saw
 * two owners under load (PGlite serialises the 50 claims, and the first lease ran out before the
 * last claim): the store was right, the test's clock too short.
 */
export const CONTRACT_TIMES = { leaseSeconds: 1.5, ttlSeconds: 3 } as const;

const answer = { status: 200, body: '{"ok":true}' };
function token(claim: ClaimResult): string {
  if (claim.state !== 'claimed') throw new Error(`expected a claim, got ${claim.state}`);
  return claim.token;
}

/** `inProcess`: the store has no connection to break (memory, PGlite). @default false */
export interface StoreContractOptions {
  inProcess?: boolean;
}

export function describeStoreContract(
  name: string,
  open: (times: typeof CONTRACT_TIMES) => Promise<StoreHarness>,
  { inProcess = false }: StoreContractOptions = {},
): void {
  describe(`${name}: idempotency store contract`, () => {
    let harness: StoreHarness;
    let stores: IdempotencyStore[] = [];
    let serial = 0;
    const key = (label: string) => `contract-${label}-${++serial}`;
    beforeAll(async () => {
      harness = await open(CONTRACT_TIMES);
      stores = await Promise.all(Array.from({ length: 50 }, () => harness.connect()));
    });
    afterAll(() => harness?.close());

    it('50 concurrent claims of one key from separate connections give exactly one owner', async () => {
      const k = key('race');
      const claims = await Promise.all(stores.map((store) => store.claim(k)));
      expect(claims.filter((c) => c.state === 'claimed')).toHaveLength(1);
      expect(claims.filter((c) => c.state === 'in_flight')).toHaveLength(49);
      const owner = claims.findIndex((c) => c.state === 'claimed');
      await stores[owner]!.complete(k, token(claims[owner]!), answer);
      const after = await Promise.all(stores.map((store) => store.claim(k)));
      expect(after.every((c) => c.state === 'done' && c.answer.body === answer.body)).toBe(true);
    });

    // Concurrent calls on one store are what a busy receiver makes: each must get its own answer.
    it('200 concurrent claims and completions of distinct keys on one connection each get their own result', async () => {
      const keys = Array.from({ length: 200 }, (_, index) => key(`busy-${index}`));
      const store = stores[0]!;
      const claims = await Promise.all(keys.map((k) => store.claim(k)));
      expect(claims.every((c) => c.state === 'claimed')).toBe(true);
      expect(new Set(claims.map(token)).size).toBe(keys.length);
      const answers = keys.map((_, index) => ({ status: 200, body: `{"n":${index}}` }));
      await Promise.all(keys.map((k, index) => store.complete(k, token(claims[index]!), answers[index]!)));
      const again = await Promise.all(keys.map((k) => stores[1]!.claim(k)));
      expect(again).toEqual(answers.map((a) => ({ state: 'done', answer: a })));
    });

    it('the same key claimed 20 times at once on one connection, among other keys, has one owner', async () => {
      const k = key('repeat');
      const others = Array.from({ length: 20 }, (_, index) => key(`other-${index}`));
      const store = stores[0]!;
      const mixed = await Promise.all([...others, ...others.map(() => k)].map((each) => store.claim(each)));
      expect(mixed.slice(0, 20).every((c) => c.state === 'claimed')).toBe(true);
      const repeats = mixed.slice(20);
      expect(repeats.filter((c) => c.state === 'claimed')).toHaveLength(1);
      expect(repeats.filter((c) => c.state === 'in_flight')).toHaveLength(19);
    });

    it('release by the owner lets another connection claim again', async () => {
      const k = key('release');
      const first = await stores[0]!.claim(k);
      await stores[0]!.release(k, token(first));
      expect((await stores[1]!.claim(k)).state).toBe('claimed');
    });

    it('an expired lease is taken over, and the stale owner can neither complete nor release', async () => {
      const k = key('lease');
      const stale = await stores[0]!.claim(k);
      expect(await stores[1]!.claim(k)).toEqual({ state: 'in_flight' });
      await sleep(CONTRACT_TIMES.leaseSeconds * 1000 + 150);
      const owner = await stores[1]!.claim(k);
      expect(owner.state).toBe('claimed');
      expect(token(owner)).not.toBe(token(stale));
      await stores[0]!.complete(k, token(stale), { status: 200, body: 'stale' });
      await stores[0]!.release(k, token(stale));
      expect(await stores[2]!.claim(k)).toEqual({ state: 'in_flight' });
      await stores[1]!.complete(k, token(owner), answer);
      expect(await stores[2]!.claim(k)).toEqual({ state: 'done', answer });
    });

    it('a processed record is kept for the TTL and forgotten after it', async () => {
      const k = key('ttl');
      await stores[0]!.complete(k, token(await stores[0]!.claim(k)), answer);
      await sleep(CONTRACT_TIMES.leaseSeconds * 1000 + 150);
      expect((await stores[1]!.claim(k)).state).toBe('done');
      await sleep((CONTRACT_TIMES.ttlSeconds - CONTRACT_TIMES.leaseSeconds) * 1000 + 150);
      expect((await stores[1]!.claim(k)).state).toBe('claimed');
    });

    // An in-process store has no connection to break: the case is not registered for it, rather
    // than reported as skipped. A store with a connection must say how to break it.
    if (!inProcess)
      it('a broken connection throws, and the receiver answers 503 without running the handler', async () => {
        if (!harness.broken)
          throw new Error(`${name}: the harness has no broken() although the store has a connection`);
        const broken = await harness.broken();
        await expect(Promise.resolve().then(() => broken.claim(key('broken')))).rejects.toThrow();
        let ran = 0;
        const handler = createWebhookHandler({
          secret: FAKE_SECRET,
          store: broken,
          onError: () => {},
          on: { 'item.add': () => void ran++ },
        });
        const delivery = referenceDelivery(examples['item.add']);
        const response = await handler.handle({ method: 'POST', headers: delivery.headers, rawBody: delivery.body });
        expect(response.status).toBe(503);
        expect(ran).toBe(0);
      });
  });
}
