/**
 * Builds `client.<group>.<method>()` at runtime from the generated table: positional arguments
 * become path parameters, query and body (sent by named-request.ts), a non-2xx answer becomes the
 * error class the factory picks, and limit/offset lists get their `listAll`-style iterator.
 *
 * Each method reads its arguments by position, with no intermediate objects: the per-call work
 * here is measured by scripts/bench/client-overhead.ts against raw fetch.
 */
import { operationTable } from '../../generated/operations.js';
import type { Transport } from '../internal/transport.js';
import { DEFAULTS } from './defaults.js';
import type { NamedSender } from './named-request.js';
import type { NamedGroups, OperationEntryShape } from './named-types.js';
import { createNamedUrl, type NamedUrl } from './named-url.js';
import type { RequestOptions } from './options.js';
import { paginate } from './paginate.js';
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

/** Everything about one operation that does not change from call to call. */
interface Operation {
  entry: OperationEntryShape;
  where: string;
  url: NamedUrl;
  /** 1 when the argument after the path values is a body or a query, 0 when there is none. */
  extra: number;
}

export function buildNamedGroups(baseUrl: string, send: NamedSender, transport: Transport): NamedGroups {
  function method(op: Operation) {
    const { entry, where, url, extra } = op;
    const paths = entry.pathParams.length;
    const takesBody = entry.arg === 'body';
    return (...args: unknown[]) => {
      try {
        checkPathArgs(entry, args, where);
        const second = extra === 1 ? args[paths] : undefined;
        const options = args[paths + extra] as CallOptions | undefined;
        const target = url(args, takesBody ? options?.query : second);
        const call = transport.call(options, entry.path);
        return apiPromise(send(call, entry.method, target, takesBody ? second : undefined, options), call);
      } catch (error) {
        return apiPromise(Promise.reject(error), NO_ANSWER);
      }
    };
  }

  function pageMethod(op: Operation, where: string) {
    const { entry, url } = op;
    const paths = entry.pathParams.length;
    return (...args: unknown[]) => {
      checkPathArgs(entry, args, where);
      // The page query takes the place of the list's query argument.
      const query = (args[paths] ?? {}) as { pageSize?: number };
      const options = args[paths + 1] as CallOptions | undefined;
      const { pageSize = DEFAULTS.pageSize, ...filters } = query;
      const fetchPage = (limit: number, offset: number): Promise<unknown> => {
        const target = url(args, { ...filters, limit, offset });
        return send(transport.call(options, entry.path), entry.method, target, undefined, options);
      };
      return paginate(fetchPage, pageSize, options?.select, where);
    };
  }

  const groups: Record<string, Record<string, unknown>> = {};
  for (const [group, methods] of Object.entries(operationTable)) {
    const target: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries<OperationEntryShape>(methods)) {
      const op: Operation = {
        entry,
        where: `client.${group}.${name}`,
        url: createNamedUrl(baseUrl, entry.path, entry.pathParams),
        extra: entry.arg === 'none' ? 0 : 1,
      };
      target[name] = method(op);
      if (entry.pageMethod !== undefined) {
        target[entry.pageMethod] = pageMethod(op, `client.${group}.${entry.pageMethod}`);
      }
    }
    groups[group] = Object.freeze(target);
  }
  return groups as unknown as NamedGroups;
}
