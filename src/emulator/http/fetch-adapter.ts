/**
 * The Fetch adapter behind `emu.fetch`: a `fetch` that answers from the emulator in-process, with no
 * socket, so it can be passed as the client's `fetch` and a test needs no port (as msw does for
 * browsers). Any origin is accepted; only the path and query route. A dropped connection (an injected fault)
 * rejects the way Node's fetch does when the other side closes (`TypeError: fetch failed`, cause
 * code `UND_ERR_SOCKET`), and an aborted `signal` rejects with its reason.
 */
import { bodyTooLarge } from './responses.js';
import type { EmulatorHandler, EmulatorResponse } from './types.js';

export type EmulatorFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

function networkError(): TypeError {
  const cause = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
  return new TypeError('fetch failed', { cause });
}

function aborted(signal: AbortSignal | null | undefined): Promise<never> | undefined {
  if (!signal) return undefined;
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function createFetchAdapter(handler: EmulatorHandler, limits: { maxBodyBytes: number }): EmulatorFetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const abort = aborted(request.signal);
    const answer = async (): Promise<EmulatorResponse> => {
      const bytes = request.body === null ? undefined : new Uint8Array(await request.arrayBuffer());
      if (bytes !== undefined && bytes.byteLength > limits.maxBodyBytes) {
        return bodyTooLarge(limits.maxBodyBytes);
      }
      const url = new URL(request.url);
      // Names are the caller's: no prototype, so any name is just a name (as in node-adapter.ts).
      const headers: Record<string, string> = Object.create(null);
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const body = bytes === undefined || bytes.byteLength === 0 ? undefined : new TextDecoder().decode(bytes);
      return handler({
        method: request.method.toUpperCase(),
        path: url.pathname,
        query: url.searchParams,
        headers,
        body,
      });
    };
    const result = await (abort ? Promise.race([answer(), abort]) : answer());
    if (result.drop) throw networkError();
    return new Response(result.body ?? null, { status: result.status, headers: result.headers });
  };
}
