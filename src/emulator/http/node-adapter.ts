/**
 * The `node:http` adapter behind `emu.url`: turns an `IncomingMessage` into an `EmulatorRequest`,
 * and the core's answer into the response. It guards the server against clients: a body larger
 * than `maxBodyBytes` is answered 413 and one not fully sent within `bodyTimeoutMs` is answered 408,
 * both with the generic error body (§7) and the connection closed; a dropped answer (an injected
 * fault) destroys the socket without a byte. A `Host` the emulator does not answer is refused
 * before the body is read (host-check.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyTooLarge, errorBody } from './responses.js';
import type { EmulatorHandler, EmulatorRequest, EmulatorResponse } from './types.js';

export interface BodyLimits {
  maxBodyBytes: number;
  bodyTimeoutMs: number;
}

/** Header names are the client's: kept in an object without a prototype, so any name is just a name. */
function headersOf(message: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Path and query of the request target (origin form `/v1/x?a=1`, or absolute form). */
function target(url: string): { path: string; query: URLSearchParams } {
  if (!url.startsWith('/')) {
    try {
      const parsed = new URL(url);
      return { path: parsed.pathname, query: parsed.searchParams };
    } catch {
      return { path: url, query: new URLSearchParams() };
    }
  }
  const mark = url.indexOf('?');
  return mark < 0
    ? { path: url, query: new URLSearchParams() }
    : { path: url.slice(0, mark), query: new URLSearchParams(url.slice(mark + 1)) };
}

/** The body as text, or a refusal (413, 408) when it is too large or too slow. */
function readBody(message: IncomingMessage, limits: BodyLimits): Promise<string | EmulatorResponse> {
  const declared = Number(message.headers['content-length']);
  if (declared > limits.maxBodyBytes) return Promise.resolve(bodyTooLarge(limits.maxBodyBytes));
  if (
    declared === 0 ||
    (message.headers['content-length'] === undefined && message.headers['transfer-encoding'] === undefined)
  ) {
    return Promise.resolve('');
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: string | EmulatorResponse) => {
      clearTimeout(timer);
      message.removeAllListeners('data');
      resolve(result);
    };
    const timer = setTimeout(
      () => finish(errorBody(408, `The request body did not arrive within ${limits.bodyTimeoutMs} ms`)),
      limits.bodyTimeoutMs,
    );
    message.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBodyBytes) finish(bodyTooLarge(limits.maxBodyBytes));
      else chunks.push(chunk);
    });
    message.on('end', () => finish(Buffer.concat(chunks).toString('utf8')));
    message.on('error', () => finish(errorBody(400, 'The request body could not be read')));
  });
}

function send(response: ServerResponse, answer: EmulatorResponse, close: boolean): void {
  if (answer.drop) {
    response.socket?.destroy();
    return;
  }
  // A known length goes out in one write; without it Node would send every answer chunked. A copy:
  // a route may hand back the same headers object for every answer.
  const headers: Record<string, string> = { ...answer.headers };
  if (close) headers.connection = 'close';
  if (answer.body !== undefined) headers['content-length'] = String(Buffer.byteLength(answer.body));
  response.writeHead(answer.status, headers);
  response.end(answer.body);
  // The client may still be sending a body we refused: stop reading it once the answer is out.
  if (close) response.once('finish', () => response.socket?.destroy());
}

export function createNodeListener(
  handler: EmulatorHandler,
  limits: BodyLimits,
  /** The refusal for a Host the socket does not answer (host-check.ts). */
  checkHost: (host: string | undefined) => EmulatorResponse | undefined,
): (message: IncomingMessage, response: ServerResponse) => void {
  return (message, response) => {
    void (async () => {
      const refusal = checkHost(message.headers.host);
      if (refusal !== undefined) {
        send(response, refusal, true);
        return;
      }
      const body = await readBody(message, limits);
      if (typeof body !== 'string') {
        send(response, body, true);
        return;
      }
      const { path, query } = target(message.url ?? '/');
      const request: EmulatorRequest = {
        method: (message.method ?? 'GET').toUpperCase(),
        path,
        query,
        headers: headersOf(message),
        body: body === '' ? undefined : body,
      };
      send(response, await handler(request), false);
    })().catch(() => {
      if (!response.headersSent) send(response, errorBody(503, 'Service unavailable'), true);
    });
  };
}
