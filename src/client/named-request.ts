/**
 * How a named method (`client.orders.create(...)`) sends its request and reads the answer.
 *
 * The URL comes from named-url.ts and the body from JSON.stringify, as openapi-fetch's default
 * body serializer makes it, so a named call sends the same bytes as the same call through the
 * path API; named-parity.test.ts checks that for every operation.
 *
 * What it leaves out is openapi-fetch's per-call machinery for features the named methods do not
 * offer (middleware, custom serializers, `parseAs`, a `Request` per call, a `Headers` merge), and
 * every object a call does not need: on the client bench each allocation on this path shows up
 * as garbage collection (scripts/bench/client-overhead.ts). The response is read by openapi-fetch's
 * rules: no body for 204 or `Content-Length: 0`; a 2xx body as JSON (empty text is `undefined`); an
 * error body as JSON when it parses, else as text.
 */
import type { Call } from '../internal/transport.js';
import { answerError } from './answer-error.js';
import type { RequestOptions } from './options.js';
import type { ResponseCheck } from './response-validation.js';

/**
 * Sends one named call through `call` and resolves to the 2xx body; any other answer is thrown
 * as the `ApiError` subclass the factory picks, and every failure as the transport translates it.
 */
export type NamedSender = (
  call: Call,
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions | undefined,
) => Promise<unknown>;

/** @param baseHeaders Authorization and User-Agent, sent on every call */
/** @param check the `validateResponses` check of 2xx bodies, when it is on */
export function createNamedSender(
  baseHeaders: Record<string, string>,
  redact: (text: string) => string,
  check?: ResponseCheck,
): NamedSender {
  // Lower-case names, so a per-call header replaces ours instead of being sent next to it.
  const plain = mergeHeaders({}, baseHeaders);
  const withJson = { ...plain, 'content-type': 'application/json' };

  return async (call, method, url, body, options) => {
    try {
      const json = body === undefined ? undefined : JSON.stringify(body);
      let headers = json === undefined ? plain : withJson;
      if (options?.headers !== undefined) headers = mergeHeaders(headers, options.headers);
      // One shape for every named call's init, whatever the method, body and signal: the
      // transport sets `signal` on it per attempt, so the slot is there from the start.
      // Members left `undefined` count as absent to fetch (WebIDL), so a GET sends no method
      // and fetch skips validating one.
      const signal = options?.signal ?? null;
      const init: RequestInit = {
        method: method === 'GET' ? undefined : method,
        headers,
        body: json,
        signal,
        redirect: 'manual',
      };
      // The transport reads the body within the attempt (a body cut off is retried like a failed
      // connection), so the deadline, released by `finish`, covers reading it.
      const response = await call.send(url, method, signal, init);
      // A 2xx body that is empty (204, `Content-Length: 0`, or none sent) is `undefined`, as
      // openapi-fetch makes it; the text covers all three without a header lookup.
      if (response.ok) {
        const data = jsonOrUndefined(call.text);
        if (check !== undefined) await check(call, response.status, data);
        return data;
      }
      throw answerError(call, response, redact);
    } catch (error) {
      throw call.translate(error);
    } finally {
      call.finish();
    }
  };
}

/** A 2xx body without a length: empty text is `undefined`, anything else must be JSON. */
function jsonOrUndefined(text: string): unknown {
  return text ? JSON.parse(text) : undefined;
}

/** As openapi-fetch's mergeHeaders, on lower-cased names: a later value replaces, `null` removes, `undefined` is skipped. */
function mergeHeaders(
  base: Record<string, string>,
  extra: Record<string, string | null | undefined>,
): Record<string, string> {
  const out = { ...base };
  for (const [name, value] of Object.entries(extra)) {
    const key = name.toLowerCase();
    if (value === null) delete out[key];
    else if (value !== undefined) out[key] = value;
  }
  return out;
}
