/**
 * Prism in this process, serving the bundled document: a mock by default, or a validating proxy to
 * `upstream`. Used by `game-commerce-s2s mock` and by the contract suite. A 422 the mock answers
 * names the fault it really found, not the document's example (front-server.ts).
 *
 * Prism is imported lazily so the package's other entries never load it, and it is an optional
 * peer dependency: installing it is the price of the mock, not of the client.
 */
import type { Writable } from 'node:stream';
import type { IHttpConfig } from '@stoplight/prism-http';
import { startFrontServer } from './front-server.js';

/** The response header in which Prism lists the request and response violations it found. */
export const VIOLATIONS_HEADER = 'sl-violations';

/** Prism logs each request with its headers; pino censors the key before anything is written. */
const REDACTED_LOG_PATHS = ['input.headers.authorization', 'request.headers.authorization', '*.headers.authorization'];

export interface MockServerOptions {
  /** The OpenAPI document: a file path or the parsed object. */
  document: string | object;
  /** Where Prism's JSON log lines go. */
  log: Writable;
  /** When set, forward to this base URL and validate both directions instead of mocking. */
  upstream?: string;
  /** @default 0 (a free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
}

export interface MockServer {
  /** e.g. `http://127.0.0.1:4010` */
  url: string;
  close(): Promise<void>;
}

async function loadPrism() {
  try {
    const [core, http, server] = await Promise.all([
      import('@stoplight/prism-core'),
      import('@stoplight/prism-http'),
      import('@stoplight/prism-http-server'),
    ]);
    return {
      createLogger: core.createLogger,
      getHttpOperationsFromSpec: http.getHttpOperationsFromSpec,
      createServer: server.createServer,
    };
  } catch {
    throw new Error(
      'Prism is not installed: npm install --save-dev @stoplight/prism-http-server@5 @stoplight/prism-http@5 @stoplight/prism-core@5',
    );
  }
}

export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const prism = await loadPrism();
  const logger = prism.createLogger(
    'PRISM',
    { level: 'info', redact: { paths: REDACTED_LOG_PATHS, censor: '[REDACTED]' } },
    options.log,
  );
  const operations = await prism.getHttpOperationsFromSpec(options.document);
  const shared = {
    validateRequest: true,
    validateResponse: true,
    checkSecurity: true,
    errors: false,
    upstreamProxy: undefined,
    mock: { dynamic: false },
  };
  const config: IHttpConfig = options.upstream
    ? { ...shared, isProxy: true, upstream: new URL(options.upstream) }
    : { ...shared, isProxy: false };
  const server = prism.createServer(operations, { cors: false, config, components: { logger } });
  // Prism listens privately; the front server takes the caller's port (front-server.ts).
  const target = await server.listen(0, '127.0.0.1').catch((reason: unknown) => {
    throw reason instanceof Error ? reason : new Error(String(reason)); // Prism rejects with a string
  });
  const front = await startFrontServer({
    target,
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    rewriteValidation: options.upstream === undefined,
  }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return {
    url: front.url,
    async close() {
      await front.close();
      await server.close();
    },
  };
}
