/**
 * An in-process HTTP server on 127.0.0.1 (port 0) for tests: each request takes the next scripted
 * behaviour, so a test can say "503, then 200" or "reset the connection" and then check what the
 * client sent. `close()` also drops open connections, so a hanging test cannot keep it alive.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type Behaviour =
  | { status: number; headers?: Record<string, string>; body?: unknown }
  /** Destroy the socket after the request has been read: an ambiguous failure. */
  | { reset: true }
  /** Never answer (until the server closes): for timeouts. */
  | { hang: true }
  /** Send 200 headers and the start of a JSON body, then stall: for timeouts while reading. */
  | { stallBody: true }
  /** Send 200 headers and the start of a JSON body, then cut the connection: a body cut off mid-way. */
  | { cutBody: true };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FaultServer {
  /** e.g. `http://127.0.0.1:43121` */
  url: string;
  requests: RecordedRequest[];
  /** Behaviours for the next requests, in order; when empty, `fallback` answers. */
  script(...behaviours: Behaviour[]): void;
  fallback: Behaviour;
  /** Resolves once `count` requests have been fully received. */
  waitForRequests(count: number): Promise<void>;
  /** Connections closed so far, by either side (a client timeout shows up here). */
  readonly closedConnections: number;
  /** Of those, the ones that carried a request (an HTTP client may also open spare connections). */
  readonly closedRequestConnections: number;
  close(): Promise<void>;
}

function respond(res: ServerResponse, behaviour: Extract<Behaviour, { status: number }>): void {
  const body =
    behaviour.body === undefined
      ? ''
      : typeof behaviour.body === 'string'
        ? behaviour.body
        : JSON.stringify(behaviour.body);
  const headers = { 'content-type': 'application/json', ...behaviour.headers };
  res.writeHead(behaviour.status, headers);
  res.end(body);
}

export async function startFaultServer(): Promise<FaultServer> {
  const queue: Behaviour[] = [];
  const sockets = new Set<Socket>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let closedConnections = 0;
  let closedRequestConnections = 0;
  const carriedRequest = new WeakSet<Socket>();
  const state: FaultServer = {
    get closedConnections() {
      return closedConnections;
    },
    get closedRequestConnections() {
      return closedRequestConnections;
    },
    url: '',
    requests: [],
    fallback: { status: 200, body: {} },
    script: (...behaviours) => queue.push(...behaviours),
    waitForRequests: (count) =>
      state.requests.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    carriedRequest.add(req.socket);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      state.requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      for (const waiter of waiters.filter((w) => state.requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      const behaviour = queue.shift() ?? state.fallback;
      if ('reset' in behaviour) req.socket.destroy();
      else if ('status' in behaviour) respond(res, behaviour);
      else if (!('hang' in behaviour)) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('[{"id":');
        if ('cutBody' in behaviour) setTimeout(() => req.socket.destroy(), 20);
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      closedConnections++;
      if (carriedRequest.has(socket)) closedRequestConnections++;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  state.url = `http://127.0.0.1:${address.port}`;
  return state;
}

/** A port on 127.0.0.1 with nothing listening: connecting to it is refused (request never sent). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
