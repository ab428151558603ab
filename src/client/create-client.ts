/**
 * `createClient`: openapi-fetch underneath, with the SDK's transport (auth, rate limit, timeouts,
 * retries) as its fetch, the path API (`client.GET('/v1/achievements')`) and the named methods
 * (`client.achievements.list()`) on one object.
 *
 * Two styles, on purpose:
 * - named methods return the data and throw a typed error (`NotFoundError`, ...) on non-2xx;
 * - the path API keeps openapi-fetch's `{ data, error, response }`, with `error` typed per
 *   operation, and throws only `ConnectionError` / `TimeoutError` (no HTTP answer) and
 *   `RedirectError` (an answer it will not follow).
 * Both keep the key out of what they hand back: a thrown error's body and the path API's `error`
 * have the key replaced inside their string values.
 */
import createOpenApiClient, { createQuerySerializer, type Client } from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import { authorizationHeader } from './key-safety/auth-header.js';
import { Transport } from './transport/transport.js';
import { buildNamedGroups } from './named-methods.js';
import type { NamedGroups } from './named-types.js';
import type { ClientOptions } from './options.js';
import { resolveOptions } from './resolve-options.js';
import { createResponseCheck } from './response-validation.js';
import { createSend } from './send.js';

const PATH_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const;

/** openapi-fetch's path API for this document. */
export type PathApi = Pick<Client<paths, 'application/json'>, (typeof PATH_METHODS)[number] | 'request'>;

/** The client: the path API and every operation by name. */
export type GameCommerceClient = PathApi & NamedGroups;

export function createClient(options: ClientOptions): GameCommerceClient {
  // Every option is checked and defaulted here, before anything is built (resolve-options.ts).
  const resolved = resolveOptions(options);
  // The resolved options hold every setting the transport reads, under the same names.
  const transport = new Transport(resolved);
  const check = createResponseCheck(resolved.validateResponses, resolved.responseLog, resolved.redact);
  const core = createOpenApiClient<paths, 'application/json'>({
    baseUrl: resolved.baseUrl,
    headers: {
      Authorization: authorizationHeader(resolved.apiKey, resolved.auth),
      'User-Agent': resolved.userAgent,
    },
    // The same serializer openapi-fetch would build, built once instead of on every call.
    querySerializer: createQuerySerializer(),
  });
  const send = createSend(core, resolved.redact, check);

  const pathApi: Record<string, unknown> = {};
  for (const method of PATH_METHODS) {
    pathApi[method] = (url: string, init?: Record<string, unknown>) =>
      send(transport.call(undefined, url), method, url, init ?? {}, 'path');
  }
  pathApi['request'] = (method: string, url: string, init?: Record<string, unknown>) =>
    send(transport.call(undefined, url), method.toUpperCase(), url, init ?? {}, 'path');

  const named = buildNamedGroups(send, transport);
  return Object.freeze({ ...pathApi, ...named }) as unknown as GameCommerceClient;
}
