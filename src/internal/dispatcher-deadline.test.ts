/**
 * The per-attempt deadline on Node's built-in fetch, against a real server on 127.0.0.1 with real
 * timers: it must end the attempt on time in every phase and close the socket, without passing
 * fetch an AbortSignal (dispatcher-deadline.ts says why).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/create-client.js';
import type { ClientOptions } from '../client/options.js';
import { createFakeFetch } from '../client/testing/fake-fetch.js';
import { startFaultServer, type FaultServer } from '../client/testing/fault-server.js';
import { TimeoutError } from '../errors/index.js';
import { DeadlineTimer } from './deadline-timer.js';
import { DispatcherDeadline, type Dispatcher } from './dispatcher-deadline.js';

const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');
const globals = globalThis as unknown as Record<symbol, Dispatcher>;
let server: FaultServer;

function client(options: Partial<ClientOptions> = {}) {
  return createClient({ apiKey: 'sk_test_FAKE_deadline_key', baseUrl: server.url, rateLimit: false, maxRetries: 0, timeoutMs: 150, ...options });
}

/** Replaces undici's global dispatcher for one test, as `setGlobalDispatcher` would. */
function swapGlobalDispatcher(make: (real: Dispatcher) => Dispatcher): () => void {
  const real = globals[GLOBAL_DISPATCHER] as Dispatcher;
  globals[GLOBAL_DISPATCHER] = make(real);
  return () => {
    globals[GLOBAL_DISPATCHER] = real;
  };
}

beforeEach(async () => {
  server = await startFaultServer();
  await fetch(server.url); // makes undici install its global dispatcher
  server.requests.length = 0;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

describe('the deadline on the built-in fetch', () => {
  it('passes fetch a dispatcher and no AbortSignal; an injected fetch gets a signal', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await client().achievements.list();
    const init = spy.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(init['signal']).toBeUndefined();
    expect(init['dispatcher']).toBeDefined();

    const fake = createFakeFetch({ status: 200, body: [] });
    await client({ fetch: fake }).achievements.list();
    expect(fake.calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('ends a wait for headers with TimeoutError and closes the socket', async () => {
    server.fallback = { hang: true };
    const started = performance.now();
    await expect(client().achievements.list()).rejects.toBeInstanceOf(TimeoutError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await vi.waitFor(() => expect(server.closedConnections).toBe(1));
  });

  it('ends a stalled body with TimeoutError and closes the socket', async () => {
    server.fallback = { stallBody: true };
    await expect(client().achievements.list()).rejects.toBeInstanceOf(TimeoutError);
    await vi.waitFor(() => expect(server.closedConnections).toBe(1));
  });

  it("passes the caller's own signal through: its abort reason is thrown, not a TimeoutError", async () => {
    server.fallback = { hang: true };
    const controller = new AbortController();
    const outcome = client({ timeoutMs: 10_000 }).achievements.list({}, { signal: controller.signal }).catch((e: unknown) => e);
    await server.waitForRequests(1);
    const reason = new Error('player left');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    await vi.waitFor(() => expect(server.closedConnections).toBe(1));
  });

  it('times out a request that never got a connection', async () => {
    const held: unknown[] = [];
    const restore = swapGlobalDispatcher(() => ({ dispatch: (options) => (held.push(options), true) }));
    try {
      await expect(client().achievements.list()).rejects.toBeInstanceOf(TimeoutError);
      expect(held).toHaveLength(1);
      expect(server.requests).toHaveLength(0);
    } finally {
      restore();
    }
  });

  it('sends through the global dispatcher in effect at call time (e.g. a ProxyAgent)', async () => {
    let forwarded = 0;
    const restore = swapGlobalDispatcher((real) => ({
      dispatch: (options, handler) => (forwarded++, real.dispatch(options, handler)),
    }));
    try {
      server.script({ status: 200, body: [{ id: 'a' }] });
      await expect(client().achievements.list()).resolves.toEqual([{ id: 'a' }]);
      expect(forwarded).toBe(1);
    } finally {
      restore();
    }
  });
});

describe('the abort it keeps, for either hook style of undici', () => {
  // undici 6 (Node 20) hands the abort to onConnect; undici 7's handler API to onRequestStart.
  const styles = {
    onConnect: (seen: unknown[]) => ({
      handler: { onConnect: (abort: (reason: unknown) => void) => seen.push(abort) },
      start: (handler: Record<string, (...args: unknown[]) => unknown>, abort: (reason: unknown) => void) => handler['onConnect']?.(abort),
    }),
    onRequestStart: (seen: unknown[]) => ({
      handler: { onRequestStart: (controller: unknown) => seen.push(controller) },
      start: (handler: Record<string, (...args: unknown[]) => unknown>, abort: (reason: unknown) => void) =>
        handler['onRequestStart']?.({ abort }),
    }),
  };

  it.each(Object.keys(styles) as (keyof typeof styles)[])('%s: still reaches the handler, and is called at the deadline', async (style) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const seen: unknown[] = [];
    const { handler, start } = styles[style](seen);
    const aborted: unknown[] = [];
    const restore = swapGlobalDispatcher(() => ({
      dispatch: (_options, wrapped) => (start(wrapped as never, (reason) => aborted.push(reason)), true),
    }));
    try {
      const deadline = new DispatcherDeadline(new DeadlineTimer(1000), null);
      deadline.dispatch({}, handler as never);
      expect(seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(aborted).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(deadline.timedOut).toBe(true);
      expect(aborted).toEqual([expect.objectContaining({ name: 'TimeoutError' })]);
    } finally {
      restore();
      vi.useRealTimers();
    }
  });
});
