/**
 * The typed error for an answer that is not a success (any status outside 2xx, a 3xx included),
 * from the body the transport read. One function for the named methods and the path API, so a
 * redirect is the same `RedirectError` from both.
 */
import type { ApiError } from '../errors/api-error.js';
import { createApiError } from './error-factory.js';
import { parseRetryAfter } from '../internal/retry-after.js';
import type { Call } from '../internal/transport.js';

/** @param redact the client's key redactor */
export function answerError(call: Call, response: Response, redact: (text: string) => string): ApiError {
  return createApiError({
    status: response.status,
    method: call.method,
    path: call.path,
    headers: response.headers,
    body: errorBody(response, call.text),
    redact,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), Date.now()),
  });
}

/** As openapi-fetch reads an error: none for 204 or `Content-Length: 0`, else JSON when it parses, else the text. */
function errorBody(response: Response, text: string): unknown {
  const length = response.headers.get('content-length');
  const chunked = response.headers.get('transfer-encoding')?.includes('chunked') === true;
  if (response.status === 204 || (length === '0' && !chunked)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
