import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFrontServer } from './front-server.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A stand-in for Prism that drops every kept-alive connection at its second request, answering nothing. */
async function droppingTarget() {
  const seen = new WeakMap<object, number>();
  const bodies: string[] = [];
  const target: Server = createServer(async (request, response) => {
    const count = (seen.get(request.socket) ?? 0) + 1;
    seen.set(request.socket, count);
    let body = '';
    for await (const chunk of request) body += chunk;
    if (count > 1) {
      request.socket.destroy();
      return;
    }
    bodies.push(body);
    response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ echoed: body }));
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        target.closeAllConnections();
        target.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(target.address() as AddressInfo).port}`, bodies };
}

describe('the front server', () => {
  it('sends a request again on a fresh connection when Prism drops the kept-alive one, body and all', async () => {
    const target = await droppingTarget();
    const front = await startFrontServer({ target: target.url, port: 0, host: '127.0.0.1', rewriteValidation: true });
    closers.push(front.close);
    for (const n of [1, 2, 3]) {
      const answer = await fetch(`${front.url}/v1/orders`, { method: 'POST', body: `{"n":${n}}` });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ echoed: `{"n":${n}}` });
    }
    expect(target.bodies).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
  });

  it('keeps an idle connection from the caller a minute (Keep-Alive: timeout=65), not Node’s 5 s', async () => {
    const target = await droppingTarget();
    const front = await startFrontServer({ target: target.url, port: 0, host: '127.0.0.1', rewriteValidation: true });
    closers.push(front.close);
    const answer = await fetch(`${front.url}/v1/orders`, { method: 'POST', body: '{}' });
    await answer.body?.cancel();
    expect(answer.headers.get('keep-alive')).toBe('timeout=65');
  });
});
