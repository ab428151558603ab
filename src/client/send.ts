/**
 * The one request path. Every call, by name (`client.orders.create(...)`) or by path
 * (`client.POST('/v1/orders', ...)`), is an openapi-fetch call whose `fetch` is the transport:
 * openapi-fetch builds the URL, the headers and the body, and reads the answer; the transport adds
 * the rate limit, the deadline, the retries and the observers.
 */
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import { redactValue } from './key-safety/redact.js';
import { parseRetryAfter } from './retries/retry-after.js';
import type { Call } from './transport/transport.js';
import { createApiError } from './error-factory.js';
import type { ResponseCheck } from './response-validation.js';

/** What openapi-fetch resolves to. */
interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * `'named'` resolves to the 2xx body and throws the `ApiError` subclass for any other answer;
 * `'path'` resolves to openapi-fetch's `{ data, error, response }` and throws only for an answer
 * that is neither a success nor an error (a 3xx).
 */
export type CallStyle = 'named' | 'path';

/**
 * Sends one call.
 * @param route the document's path template, e.g. `/v1/orders/{order_id}`
 * @param init openapi-fetch's options of the call (`params`, `body`, `headers`, `signal`, ...)
 */
export type Send = (
  call: Call,
  method: string,
  route: string,
  init: Record<string, unknown>,
  style: CallStyle,
) => Promise<unknown>;

export function createSend(
  core: Client<paths, 'application/json'>,
  redact: (text: string) => string,
  check: ResponseCheck | undefined,
): Send {
  const request = core.request as unknown as (
    method: string,
    url: string,
    init: Record<string, unknown>,
  ) => Promise<FetchResult>;

  return async (call, method, route, init, style) => {
    const signal = (init['signal'] as AbortSignal | null | undefined) ?? null;
    // openapi-fetch hands over a Request; every attempt sends its parts again, and the body as the
    // text openapi-fetch serialised, read once, because a Request's body can be sent only once.
    const fetch = async (built: Request): Promise<Response> => {
      const body = built.body === null ? undefined : await built.text();
      return call.send(built.url, built.method, signal, { method: built.method, headers: built.headers, body });
    };
    try {
      let result: FetchResult;
      for (;;) {
        try {
          result = await request(method, route, { ...init, fetch });
          break;
        } catch (error) {
          // The body broke off while openapi-fetch read it: retried by the transport's rules.
          if (!(await call.retryRead(error))) throw error;
        }
      }
      const { response } = result;
      if (response.ok) {
        if (check !== undefined) await check(call, response.status, result.data);
        return style === 'named' ? result.data : result;
      }
      // A redirect is not followed, and has no typed body to hand back: it is thrown in both styles,
      // as the same `RedirectError`.
      if (style === 'named' || response.status < 400) {
        const { method, path } = call;
        const { status, headers } = response;
        const retryAfterMs = parseRetryAfter(headers.get('retry-after'), Date.now());
        throw createApiError({ status, method, path, headers, body: result.error, redact, retryAfterMs });
      }
      // The error body is the service's text, which may echo the key; data is left exactly as sent.
      return { ...result, error: redactValue(result.error, redact) };
    } catch (error) {
      throw call.translate(error);
    } finally {
      call.finish();
    }
  };
}
