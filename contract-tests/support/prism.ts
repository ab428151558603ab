/**
 * Prism, in this process: mock (or validating proxy) for the bundled document on 127.0.0.1.
 *
 * In-process start-up takes well under a second and `close()` ends it by its own handle; `npx prism`
 * would leave its real process orphaned and listening. Every request Prism sees is validated against
 * the document: violations come back in the `sl-violations` header and are written to the log file.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { once } from 'node:events';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec, type IHttpConfig } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';
import { OPENAPI_JSON } from './document.js';

/** The response header in which Prism lists the request and response violations it found. */
export const VIOLATIONS_HEADER = 'sl-violations';

/**
 * Prism logs each request it receives, headers included; the key must never reach the log file
 * (in live mode it is a real sandbox key), so pino censors these paths before writing.
 */
const REDACTED_LOG_PATHS = ['input.headers.authorization', 'request.headers.authorization', '*.headers.authorization'];

/** A credential that escaped redaction, as it would appear in a log or fixture line. */
export const UNREDACTED_CREDENTIAL = /(Bearer|Basic) (?!\[REDACTED\])[A-Za-z0-9+/=_.-]+/;

export interface PrismOptions {
  /** Log file for everything Prism logs (requests, violations). */
  logFile: string;
  /** Document to serve. @default generated/openapi.json */
  document?: string;
  /** When set, Prism forwards to this upstream and validates both directions instead of mocking. */
  upstream?: string;
  /** @default 0 (a free port) */
  port?: number;
}

export interface RunningPrism {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  close(): Promise<void>;
}

export async function startPrism(options: PrismOptions): Promise<RunningPrism> {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'w' });
  const logger = createLogger('PRISM', { level: 'info', redact: { paths: REDACTED_LOG_PATHS, censor: '[REDACTED]' } }, log);
  const operations = await getHttpOperationsFromSpec(options.document ?? OPENAPI_JSON);
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
  const server = createServer(operations, { cors: false, config, components: { logger } });
  const url = await server.listen(options.port ?? 0, '127.0.0.1');
  return {
    url,
    async close() {
      await server.close();
      log.end();
      await once(log, 'close');
    },
  };
}

/** Parse the violation header into messages; empty when Prism found nothing wrong. */
export function violationsOf(headers: Headers): string[] {
  const raw = headers.get(VIOLATIONS_HEADER);
  if (!raw) return [];
  try {
    return (JSON.parse(raw) as { location?: string[]; message: string }[]).map(
      (v) => `${(v.location ?? []).join('.')}: ${v.message}`,
    );
  } catch {
    return [raw];
  }
}
