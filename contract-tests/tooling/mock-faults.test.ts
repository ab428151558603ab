/**
 * A mock that fails is the run's problem, never the client's: a refused or reset connection is
 * retried, then given up on with a MockConnectionError rather than taken for an answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MockConnectionError, sendToMock } from '../support/mock-connection.js';

const _documents = new URL('./documents/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'mock-faults-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GET = { method: 'GET', path: '/status', query: {}, headers: {} };

/** A server that destroys the first `drops` connections without answering, then answers 200. */
async function flakyServer(drops: number): Promise<{ url: string; server: Server; seen: () => number }> {
  let seen = 0;
  const server = createServer((request, response) => {
    seen++;
    if (seen <= drops) request.socket.destroy();
    else response.end('{"state":"up"}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen: () => seen };
}

describe('requests to the mock', () => {
  it('retries a reset connection until the mock answers', async () => {
    const flaky = await flakyServer(2);
    try {
      const answer = await sendToMock(flaky.url, GET, { delayMs: 10 });
      expect(answer.status).toBe(200);
      expect(flaky.seen()).toBe(3);
    } finally {
      flaky.server.close();
    }
  });

  it('gives up with a MockConnectionError, never an answer, when the connection keeps failing', async () => {
    const flaky = await flakyServer(100);
    try {
      const attempt = sendToMock(flaky.url, GET, { attempts: 3, delayMs: 10 });
      await expect(attempt).rejects.toThrow(MockConnectionError);
      await expect(attempt).rejects.toThrow(/dropped GET \/status 3 times \((ECONNRESET|UND_ERR_SOCKET)\)/);
    } finally {
      flaky.server.close();
    }
  });
});
