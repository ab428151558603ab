import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { TEST_KEY } from '../../../test/support/emulator/emulator-client.js';
import { achievement } from '../../../test/support/emulator/sample-bodies.js';

const AUTH = { authorization: `Bearer ${TEST_KEY}` };
let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ maxBodyBytes: 1000, bodyTimeoutMs: 300 });
});
afterAll(() => emu.close());

async function call(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${emu.url}${path}`, { method, ...init, headers: { ...AUTH, ...init.headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}

/** Raw bytes on a socket, for what fetch will not send (a body that never finishes). */
function raw(request: string): Promise<string> {
  const { port, hostname } = new URL(emu.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('emu.url: a real server on loopback that bad input never breaks', () => {
  it('listens on 127.0.0.1 by default', () => {
    expect(new URL(emu.url).hostname).toBe('127.0.0.1');
  });

  it('sends each answer with its length, not chunked (one write per answer)', async () => {
    const answer = await raw(
      `GET /v1/creators/countries HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${TEST_KEY}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/\r\ncontent-length: 2\r\n/i);
    expect(answer).not.toMatch(/transfer-encoding/i);
    expect(answer.endsWith('\r\n\r\n[]')).toBe(true);
  });

  it('keeps an idle connection a minute (Keep-Alive: timeout=65), not Node’s 5 s', async () => {
    const { headers } = await call('GET', '/v1/creators/countries');
    expect(headers.get('keep-alive')).toBe('timeout=65');
  });

  it.each([
    ['malformed JSON', 'POST', '/v1/orders', '{"player_id":', 'application/json', 400, 'Malformed JSON body.'],
    [
      'a wrong content type',
      'POST',
      '/v1/orders',
      'player_id=p1',
      'application/x-www-form-urlencoded',
      400,
      /^Content-Type must be application\/json/,
    ],
    ['an unknown path', 'GET', '/v2/orders', undefined, undefined, 404, 'Not Found'],
    ['an unknown method', 'PATCH', '/v1/orders', '{}', 'application/json', 405, 'Method Not Allowed'],
    [
      'a body over maxBodyBytes',
      'POST',
      '/v1/achievements',
      JSON.stringify({ pad: 'x'.repeat(2000) }),
      'application/json',
      413,
      /larger than 1000 bytes/,
    ],
  ])('%s gets the generic error body (%s %s)', async (_, method, path, body, type, status, detail) => {
    const answer = await call(method, path, {
      ...(body === undefined ? {} : { body }),
      headers: type ? { 'content-type': type } : {},
    });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ detail: typeof detail === 'string' ? detail : expect.stringMatching(detail) });
    if (status === 405) expect(answer.headers.get('allow')).toBe('POST');
  });

  it('a streamed body over the limit (no Content-Length) is refused as it arrives', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(100)));
        controller.close();
      },
    });
    const answer = await fetch(`${emu.url}/v1/achievements`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
  });

  it('a client that never finishes its body is answered 408 and disconnected', async () => {
    const answer = await raw(
      `POST /v1/achievements HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${TEST_KEY}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"detail":"The request body did not arrive within 300 ms"');
  });

  it('keeps serving after all of that', async () => {
    expect(
      await call('POST', '/v1/achievements', {
        body: JSON.stringify(achievement('still here')),
        headers: { 'content-type': 'application/json' },
      }),
    ).toMatchObject({
      status: 201,
      body: { name: 'still here' },
    });
  });

  it('drops the connection for an injected drop: fetch rejects, nothing was answered', async () => {
    emu.inject({ operation: 'listAchievements', drop: true });
    await expect(fetch(`${emu.url}/v1/achievements`, { headers: AUTH })).rejects.toThrow(TypeError);
    expect((await call('GET', '/v1/achievements')).status).toBe(200);
  });
});

describe('emu.close', () => {
  it('stops listening and closes kept-alive connections', async () => {
    const other = await startEmulator();
    expect((await fetch(`${other.url}/v1/achievements`, { headers: AUTH })).status).toBe(200);
    await other.close();
    await other.close();
    await expect(fetch(`${other.url}/v1/achievements`, { headers: AUTH })).rejects.toThrow();
  });
});
