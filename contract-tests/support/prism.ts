/**
 * The contract suite's Prism: the CLI's in-process mock server on generated/openapi.json, logging to
 * a file. In-process start-up takes well under a second and `close()` ends it by its own handle;
 * `npx prism` would leave its real process orphaned and listening.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { dirname } from 'node:path';
import { startMockServer, VIOLATIONS_HEADER } from '../../src/cli/mock/start-mock.js';
import { OPENAPI_JSON } from './document.js';

export { VIOLATIONS_HEADER };

/** A credential that escaped redaction, as it would appear in a log or fixture line. */
export const UNREDACTED_CREDENTIAL = /(Bearer|Basic) (?!\[REDACTED\])[A-Za-z0-9+/=_.-]+/;

export interface PrismOptions {
  /** Log file for everything Prism logs (requests, violations). */
  logFile: string;
  /** When set, Prism forwards to this upstream and validates both directions instead of mocking. */
  upstream?: string;
}

export interface RunningPrism {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  close(): Promise<void>;
}

export async function startPrism(options: PrismOptions): Promise<RunningPrism> {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'w' });
  const server = await startMockServer({ document: OPENAPI_JSON, log, upstream: options.upstream });
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
