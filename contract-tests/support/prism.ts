/**
 * The contract suite's Prism: the CLI's in-process mock server on generated/openapi.json, logging to
 * a file. In-process start-up takes well under a second and `close()` ends it by its own handle;
 * `npx prism` would leave its real process orphaned and listening.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { dirname } from 'node:path';
import { startMockServer, VIOLATIONS_HEADER } from '../mock-server/start-mock.js';
import { OPENAPI_JSON } from './document.js';

export { VIOLATIONS_HEADER };

/** A credential that escaped redaction, as it would appear in a log or fixture line. */
export const UNREDACTED_CREDENTIAL = /(Bearer|Basic) (?!\[REDACTED\])[A-Za-z0-9+/=_.-]+/;

export interface PrismOptions {
  /** Log file for everything Prism logs (requests, violations). */
  logFile: string;
  /** When set, Prism forwards to this upstream and validates both directions instead of mocking. */
  upstream?: string;
  /** The document Prism serves. @default generated/openapi.json */
  document?: Record<string, unknown>;
  /** `'a'` appends to the log (a run over several documents), `'w'` starts it afresh. @default 'w' */
  logFlags?: 'a' | 'w';
}

export interface RunningPrism {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  close(): Promise<void>;
}

/** Starts the in-process mock with its log file; a mock that fails to start leaves no open log. */
export async function startPrism(options: PrismOptions): Promise<RunningPrism> {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: options.logFlags ?? 'w' });
  const document = options.document ?? OPENAPI_JSON;
  const server = await startMockServer({ document, log, upstream: options.upstream }).catch((error: unknown) => {
    log.end();
    throw error;
  });
  return {
    url: server.url,
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
