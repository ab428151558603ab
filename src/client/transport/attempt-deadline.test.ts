/**
 * The per-attempt deadline on Node's built-in fetch, against real servers on 127.0.0.1 with real
 * timers: it must end the attempt on time in every phase (no connection yet, waiting for headers,
 * reading the body), close the socket where one exists, and pass the caller's abort through.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../create-client.js';
import type { ClientOptions } from '../options.js';
import { createFakeFetch } from '../../../test/support/client/fake-fetch.js';
import { startFaultServer, type FaultServer } from '../../../test/support/client/fault-server.js';
import { TimeoutError } from '../../errors/index.js';

let server: FaultServer;

function client(options: Partial<ClientOptions> = {}) {
  return createClient({
    apiKey: 'sk_test_DEADLINE',
    baseUrl: server.url,
    rateLimit: false,
    maxRetries: 0,
    timeoutMs: 150,
    ...options,
  });
}

/**
 * The connection that carried the request is closed. Not "one connection closed": after an abort,
 * undici may open a spare connection to the origin (Node 24 drops it at once, others keep it idle).
 */
async function requestConnectionClosed(): Promise<void> {
  await vi.waitFor(() => expect(server.closedRequestConnections).toBe(1));
}

/** A TCP server that accepts and never answers, so a TLS handshake to it never completes. */
async function startSilentServer(): Promise<{ url: string; sockets: Set<Socket>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const silent: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}`,
    sockets,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        silent.close(() => resolve());
      }),
  };
}

beforeEach(async () => {
  server = await startFaultServer();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

describe('the deadline on the built-in fetch', () => {
  it("passes fetch one AbortSignal per attempt that follows the caller's signal too", async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const controller = new AbortController();
    // A budget that a loaded machine cannot exceed: this test is about the signal, not the deadline.
    await client({ timeoutMs: 10_000 }).achievements.list();
    await client({ timeoutMs: 10_000 }).achievements.list({}, { signal: controller.signal });
    const [first, second] = spy.mock.calls.map((call) => (call[1] as RequestInit).signal);
    expect(first).toBeInstanceOf(AbortSignal);
    expect(second).toBeInstanceOf(AbortSignal);
    expect(second).not.toBe(controller.signal);
    controller.abort(new Error('late'));
    expect(second?.aborted).toBe(true);
    expect(first?.aborted).toBe(false);
  });

  it('ends a wait for headers with TimeoutError and closes the socket', async () => {
    server.fallback = { hang: true };
    const started = performance.now();
    await expect(client().achievements.list()).rejects.toBeInstanceOf(TimeoutError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await requestConnectionClosed();
  });

  it('ends a stalled body with TimeoutError and closes the socket', async () => {
    server.fallback = { stallBody: true };
    await expect(client().achievements.list()).rejects.toBeInstanceOf(TimeoutError);
    await requestConnectionClosed();
  });

  it("passes the caller's own signal through: its abort reason is thrown, not a TimeoutError", async () => {
    server.fallback = { hang: true };
    const controller = new AbortController();
    const outcome = client({ timeoutMs: 10_000 })
      .achievements.list({}, { signal: controller.signal })
      .catch((e: unknown) => e);
    await server.waitForRequests(1);
    const reason = new Error('player left');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    await requestConnectionClosed();
  });

  it('times out a request that never got a connection (TLS handshake never answered)', async () => {
    const silent = await startSilentServer();
    try {
      const started = performance.now();
      const outcome = client({ baseUrl: silent.url }).achievements.list();
      await expect(outcome).rejects.toBeInstanceOf(TimeoutError);
      // Well before undici's own 10 s connect timeout: the deadline, not undici, ended it.
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(silent.sockets.size).toBe(1);
    } finally {
      await silent.close();
    }
  });

  it('clears the timer once the attempt is over: a finished call is never aborted later', async () => {
    const fake = createFakeFetch({ status: 200, body: [] });
    await client({ fetch: fake, timeoutMs: 20 }).achievements.list();
    const signal = fake.calls[0]?.signal;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(signal?.aborted).toBe(false);
  });
});
