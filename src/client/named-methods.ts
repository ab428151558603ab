/**
 * Builds `client.<group>.<method>()` at runtime from the generated table: positional arguments
 * become openapi-fetch's path parameters, then the query or the body, then the call's options;
 * a non-2xx answer becomes the error class the factory picks, and limit/offset lists get their
 * `listAll`-style iterator. Every call is sent as the path API sends it (send.ts).
 */
import { operationTable } from '../../generated/operations.js';
import type { Transport } from './transport/transport.js';
import { DEFAULTS } from './defaults.js';
import type { NamedGroups, OperationEntryShape } from './named-types.js';
import type { RequestOptions } from './options.js';
import { paginate } from './paginate.js';
import type { Send } from './send.js';
import { apiPromise } from './with-response.js';

type CallOptions = RequestOptions & { query?: unknown; select?: (page: unknown) => readonly unknown[] };

/** A call that never reached the transport has no answer to give `.withResponse()`. */
const NO_ANSWER = { response: undefined };

/** Throws the TypeError a missing id deserves, instead of sending the text "undefined" or "{id}". */
function checkPathArgs(entry: OperationEntryShape, args: readonly unknown[], where: string): void {
  for (let index = 0; index < entry.pathParams.length; index++) {
    const value = args[index];
    if ((typeof value !== 'string' || value === '') && typeof value !== 'number') {
      throw new TypeError(`${where}: path parameter ${entry.pathParams[index]} must be a non-empty string`);
    }
  }
}

/** openapi-fetch's options for one named call. */
function initOf(
  entry: OperationEntryShape,
  args: readonly unknown[],
  query: unknown,
  body: unknown,
  options: CallOptions | undefined,
): Record<string, unknown> {
  let path: Record<string, unknown> | undefined;
  if (entry.pathParams.length > 0) {
    path = {};
    for (let index = 0; index < entry.pathParams.length; index++) path[entry.pathParams[index] as string] = args[index];
  }
  return { params: { path, query }, body, headers: options?.headers, signal: options?.signal };
}

export function buildNamedGroups(send: Send, transport: Transport): NamedGroups {
  function method(entry: OperationEntryShape, where: string) {
    const paths = entry.pathParams.length;
    const takesBody = entry.arg === 'body';
    const extra = entry.arg === 'none' ? 0 : 1;
    return (...args: unknown[]) => {
      try {
        checkPathArgs(entry, args, where);
        const second = extra === 1 ? args[paths] : undefined;
        const options = args[paths + extra] as CallOptions | undefined;
        const init = takesBody
          ? initOf(entry, args, options?.query, second, options)
          : initOf(entry, args, second, undefined, options);
        const call = transport.call(options, entry.path);
        return apiPromise(send(call, entry.method, entry.path, init, 'named'), call);
      } catch (error) {
        return apiPromise(Promise.reject(error), NO_ANSWER);
      }
    };
  }

  function pageMethod(entry: OperationEntryShape, where: string) {
    const paths = entry.pathParams.length;
    return (...args: unknown[]) => {
      checkPathArgs(entry, args, where);
      // The page query takes the place of the list's query argument.
      const query = (args[paths] ?? {}) as { pageSize?: number };
      const options = args[paths + 1] as CallOptions | undefined;
      const { pageSize = DEFAULTS.pageSize, ...filters } = query;
      const fetchPage = (limit: number, offset: number): Promise<unknown> => {
        const init = initOf(entry, args, { ...filters, limit, offset }, undefined, options);
        return send(transport.call(options, entry.path), entry.method, entry.path, init, 'named');
      };
      return paginate(fetchPage, pageSize, options?.select, where);
    };
  }

  const groups: Record<string, Record<string, unknown>> = {};
  for (const [group, methods] of Object.entries(operationTable)) {
    const target: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries<OperationEntryShape>(methods)) {
      target[name] = method(entry, `client.${group}.${name}`);
      if (entry.pageMethod !== undefined) {
        target[entry.pageMethod] = pageMethod(entry, `client.${group}.${entry.pageMethod}`);
      }
    }
    groups[group] = Object.freeze(target);
  }
  return groups as unknown as NamedGroups;
}
