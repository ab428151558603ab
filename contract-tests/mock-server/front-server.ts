/**
 * The mock's own listening socket, in front of Prism (which listens on a private port): every
 * request and answer passes through unchanged, except a 422 Prism made up from the document's
 * example, whose body is replaced by the faults Prism really found (validation-answer.ts). Being
 * the one that listens also gives the caller a real `Error` (`EADDRINUSE`) for a busy port, where
 * Prism rejects with a bare string.
 *
 * Connections to Prism are kept alive. Prism may close an idle one just as a request is sent on it
 * (a busy Prism, compiling a large schema, makes that race likely): a request that fails on a
 * reused connection before any answer is sent once more on a fresh one, as Node's documentation
 * advises (`request.reusedSocket`), so the caller sees Prism's answer rather than a 502.
 */
import { Agent, createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidationBody, validationIssues } from './validation-answer.js';

export interface FrontServerOptions {
  /** Prism's private address, e.g. `http://127.0.0.1:41234`. */
  target: string;
  port: number;
  host: string;
  /** Replace made-up 422 bodies (mock mode); a proxy's 422 is the real server's, kept as is. */
  rewriteValidation: boolean;
}

export interface FrontServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Prism's answer headers without those that describe Prism's connection to this server (hop-by-hop,
 * RFC 9110 §7.6.1): the caller's connection is this server's, kept alive as long as it says.
 */
function ownHeaders(answer: IncomingMessage): IncomingMessage['headers'] {
  const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers;
  return headers;
}

async function answerValidation(answer: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  let text = Buffer.concat(chunks).toString('utf8');
  const issues = validationIssues(answer.headers['sl-violations'] as string | undefined);
  try {
    if (issues.length > 0 && isValidationBody(JSON.parse(text))) text = JSON.stringify({ detail: issues });
  } catch {
    // not JSON: not the §7 shape, passed on unchanged
  }
  const { 'content-length': _length, 'transfer-encoding': _encoding, ...headers } = ownHeaders(answer);
  response.writeHead(422, { ...headers, 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

export function startFrontServer(options: FrontServerOptions): Promise<FrontServer> {
  const target = new URL(options.target);
  const agent = new Agent({ keepAlive: true });
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
    } catch {
      response.destroy(); // the caller went away mid-body: nothing to forward
      return;
    }
    const body = Buffer.concat(chunks);
    const send = (retried: boolean) => {
      const forward = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          if (options.rewriteValidation && answer.statusCode === 422) {
            answerValidation(answer, response).catch(() => response.destroy());
            return;
          }
          response.writeHead(answer.statusCode ?? 502, ownHeaders(answer));
          answer.pipe(response);
        },
      );
      forward.on('error', (error: NodeJS.ErrnoException) => {
        if (!retried && forward.reusedSocket && error.code === 'ECONNRESET' && !response.headersSent) send(true);
        else if (response.headersSent) response.destroy(error);
        else response.writeHead(502, { 'content-type': 'text/plain' }).end(`the mock failed: ${error.message}`);
      });
      forward.end(body);
    };
    send(false);
  });
  // Longer than Node's 5 s default, so a client whose event loop stalls (a loaded CI machine) does
  // not send on an idle connection just as the server closes it (ECONNRESET):
  // the client stops reusing a connection shortly before the timeout the server announces.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const { address, port } = server.address() as AddressInfo;
      const host = address.includes(':') ? `[${address}]` : address;
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
            agent.destroy();
          }),
      });
    });
  });
}
