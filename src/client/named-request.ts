/**
 * How a named method (`client.orders.create(...)`) builds, sends and reads its request.
 *
 * The URL, path parameters and query are serialised by openapi-fetch's own exported serializers
 * (createFinalURL, createQuerySerializer, defaultPathSerializer), and the body by JSON.stringify as
 * openapi-fetch's default body serializer does, so a named call sends the same bytes as the same
 * call through the path API; named-parity.test.ts checks that for every operation.
 *
 * What it leaves out is openapi-fetch's per-call machinery for features the named methods do not
 * offer (middleware, custom serializers, `parseAs`, a `Request` per call, a `Headers` merge):
 * together those cost about 5 % of a local round trip (scripts/bench/client-overhead.ts). The
 * response is read by openapi-fetch's rules: no body for 204 or `Content-Length: 0`; a 2xx body
 * as JSON (empty text is `undefined`); an error body as JSON when it parses, else as text.
 */
import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { Call, OutgoingRequest } from '../internal/transport.js';

export interface NamedRequestInput {
  method: string;
  /** The document's path template, e.g. `/v1/achievements/{achievement_id}`. */
  path: string;
  /** Absent for paths without parameters, so openapi-fetch does not scan the template for any. */
  pathParams: Record<string, unknown> | undefined;
  query: unknown;
  body: unknown;
  headers: Record<string, string> | undefined;
  signal: AbortSignal | undefined;
}

/** A 2xx answer's data, or a non-2xx answer's parsed error body. */
export type NamedResult =
  | { ok: true; data: unknown; response: Response }
  | { ok: false; error: unknown; response: Response };

export type NamedRequester = (call: Call, input: NamedRequestInput) => Promise<NamedResult>;

/**
 * @param baseUrl without a trailing slash, as openapi-fetch keeps it
 * @param baseHeaders Authorization and User-Agent, sent on every call
 */
export function createNamedRequester(baseUrl: string, baseHeaders: Record<string, string>): NamedRequester {
  const querySerializer = createQuerySerializer();
  // Lower-case names, so a per-call header replaces ours instead of being sent next to it.
  const plain = mergeHeaders({}, baseHeaders);
  const withJson = { ...plain, 'content-type': 'application/json' };

  return async (call, input) => {
    const url = createFinalURL(input.path, {
      baseUrl,
      params: { path: input.pathParams, query: input.query as Record<string, unknown> | undefined },
      querySerializer,
      pathSerializer: defaultPathSerializer,
    });
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    let headers = body === undefined ? plain : withJson;
    if (input.headers !== undefined) headers = mergeHeaders(headers, input.headers);
    const init: RequestInit = { method: input.method, headers };
    if (body !== undefined) init.body = body;
    if (input.signal !== undefined) init.signal = input.signal;
    const request: OutgoingRequest = { url, method: input.method, signal: input.signal ?? null, init };

    const response = await call.send(request);
    const length = response.headers.get('content-length');
    if (
      response.status === 204 ||
      (length === '0' && !response.headers.get('transfer-encoding')?.includes('chunked'))
    ) {
      return response.ok ? { ok: true, data: undefined, response } : { ok: false, error: undefined, response };
    }
    if (response.ok) {
      const data = length ? await response.json() : await readJsonOrUndefined(response);
      return { ok: true, data, response };
    }
    const text = await response.text();
    return { ok: false, error: parseOrKeep(text), response };
  };
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

async function readJsonOrUndefined(response: Response): Promise<unknown> {
  const raw = await response.text();
  return raw ? JSON.parse(raw) : undefined;
}

function parseOrKeep(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
