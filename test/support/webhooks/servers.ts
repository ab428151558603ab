/**
 * Test support: real servers on 127.0.0.1, port 0, always closed by their own handle.
 */
import { createServer, request as httpRequest, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a node:http server on 127.0.0.1 with a free port and returns its base URL and closer. */
export async function listen(listener: RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(listener);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * POSTs a body in several chunks with no Content-Length (chunked encoding), so a server has to
 * count bytes as they arrive. Resolves with the status, or 'reset' if the server cut the connection
 * before an answer could be read.
 */
export function postChunked(url: string, headers: Record<string, string>, chunks: Buffer[]): Promise<number | 'reset'> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve('reset'));
    req.setTimeout(5000, () => req.destroy());
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}
