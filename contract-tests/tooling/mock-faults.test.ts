/**
 * A mock that fails is the run's problem, never the client's (issue 24): a refused or reset
 * connection is retried, then reported as a run problem and not as exercised; a fault inside Prism
 * stays in the mock's log (no stack trace reaches the run's output), and the mock goes on serving.
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listOperations } from '../support/document.js';
import { startMockServer } from '../../src/cli/mock/start-mock.js';
import { documentResults } from '../support/document-results.js';
import { readContractDocument, runDocumentContract } from '../support/document-run.js';
import { guardMock } from '../support/mock-guard.js';
import { MockConnectionError, sendToMock } from '../support/mock-connection.js';

const documents = new URL('./documents/', import.meta.url).pathname;
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

describe('the run when the mock fails', () => {
  it('reports a mock it cannot reach as run problems: nothing exercised, nothing blamed, exit 1 (checked nothing)', async () => {
    const closed = await flakyServer(0);
    const url = closed.url;
    await new Promise((done) => closed.server.close(done)); // every connection is now refused
    const document = await readContractDocument(join(documents, 'no-examples.yaml'));
    const result = await runDocumentContract({
      document,
      logFile: join(dir, 'refused.log'),
      startMock: async () => ({ url, close: async () => {} }),
    });
    expect(result.rows).toHaveLength(listOperations(document).length);
    for (const row of result.rows) {
      expect(row.exercised).toBe(false);
      expect(row.problems.map((p) => p.kind)).toEqual(['run']);
      expect(row.problems[0]!.message).toMatch(/the mock dropped .* 5 times \(ECONNREFUSED\)/);
    }
    expect(result).toMatchObject({ failed: false, incomplete: true, checked: 0 });
    // In the report: run problems, nothing blamed on the client, and a run that checked nothing fails.
    const results = documentResults(document, 'no-examples.yaml', result, 1);
    expect(results.verdict).toBe('failed');
    expect(results.cases.flatMap((c) => c.findings.map((f) => f.kind))).toEqual(result.rows.map(() => 'run'));
    expect(results.cases.map((c) => Object.keys(c.checks))).toEqual(result.rows.map(() => ['exercised']));
    expect(results.runChecks.map((c) => c.reason)).toEqual([expect.stringMatching(/^checked nothing/)]);
  }, 60_000);

  it('keeps a fault inside Prism in its log, out of the output, and the mock goes on serving', async () => {
    const logFile = join(dir, 'fault.log');
    const document = await readContractDocument(join(documents, 'mock-fault.yaml'));
    const guard = guardMock(logFile);
    const log = createWriteStream(logFile, { flags: 'a' });
    const mock = await startMockServer({ document, log });
    const printed = vi.spyOn(process.stderr, 'write');
    try {
      // Sent raw: the run never builds such a body, but Prism's fault is what any request may meet.
      const form = {
        method: 'POST',
        path: '/forms',
        query: {},
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: undefined,
      };
      const fault = sendToMock(mock.url, { ...form, body: '%%=%' } as never, { attempts: 1, timeoutMs: 3_000 });
      await expect(fault).rejects.toThrow(MockConnectionError);
      expect(guard.faults()).toBe(1);
      const answer = await sendToMock(mock.url, GET);
      expect(answer.status).toBe(200);
      const text = readFileSync(logFile, 'utf8');
      expect(text).toMatch(/URIError: URI malformed/);
      expect(text).toMatch(/at decodeURIComponent/);
      // Nothing of it reached this process's output.
      expect(printed.mock.calls.map(([chunk]) => String(chunk)).join('')).not.toMatch(/URIError|decodeURIComponent/);
    } finally {
      printed.mockRestore();
      await mock.close();
      log.end();
      await once(log, 'close');
      guard.restore();
    }
  }, 60_000);
});
