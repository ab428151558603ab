/**
 * The typed error for an answer that is not a success (any status outside 2xx, a 3xx included),
 * from the body openapi-fetch read. One function for the named methods and the path API, so a
 * redirect is the same `RedirectError` from both.
 */
import type { ApiError } from '../errors/api-error.js';
import { parseRetryAfter } from './retries/retry-after.js';
import type { Call } from './transport/transport.js';
import { createApiError } from './error-factory.js';

/**
 * @param body the error body as openapi-fetch parsed it: JSON when it parses, else the text
 * @param redact the client's key redactor
 */
export function answerError(call: Call, response: Response, body: unknown, redact: (text: string) => string): ApiError {
  return createApiError({
    status: response.status,
    method: call.method,
    path: call.path,
    headers: response.headers,
    body,
    redact,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), Date.now()),
  });
}
