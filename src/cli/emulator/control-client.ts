/**
 * The running emulator's control API (`/_emulator/v1/`, described by its own document), called
 * with the game's key as the S2S API is (spec §5). A non-2xx answer is a `CliError` naming the
 * method, the URL, the status and the emulator's `detail`; the key is never in it.
 */
import { CliError } from '../cli-error.js';

export const CONTROL_BASE = '/_emulator/v1';

export interface ControlClient {
  /** The parsed JSON answer (undefined for 204). */
  call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/** The emulator's error body's words, whichever of its fields carries them. */
function detailOf(text: string): string {
  try {
    const body = JSON.parse(text) as { detail?: unknown; message?: unknown };
    const detail = body.detail ?? body.message;
    if (typeof detail === 'string') return detail;
    if (Array.isArray(detail)) {
      return detail
        .map((item: { loc?: unknown[]; msg?: string }) => `${(item.loc ?? []).join('.')}: ${item.msg ?? ''}`)
        .join('; ');
    }
  } catch {
    // Not JSON: the text itself, cut short.
  }
  return text.slice(0, 200);
}

export function controlClient(options: {
  url: string;
  apiKey: string;
  /** How long one call may take before it is given up. */
  timeoutMs: number;
  fetch?: typeof fetch;
}): ControlClient {
  const send = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const url = `${base}${CONTROL_BASE}${path}`;
      let response: Response;
      try {
        response = await send(url, {
          method,
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const reason =
          (error as Error).name === 'TimeoutError'
            ? `no answer within ${options.timeoutMs} ms`
            : String((error as Error).cause ?? (error as Error).message);
        throw new CliError(`${method} ${url} failed: ${reason}`);
      }
      const text = await response.text();
      if (!response.ok) {
        const hint = response.status === 404 && text === '' ? ' (is this an emulator with the control API?)' : '';
        throw new CliError(`${method} ${url} answered ${response.status}: ${detailOf(text)}${hint}`, 1);
      }
      return (text === '' ? undefined : JSON.parse(text)) as T;
    },
  };
}
