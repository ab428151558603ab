/**
 * Builds `client.<group>.<method>()` at runtime from the generated table: positional arguments
 * become path parameters, query and body (sent by named-request.ts), a non-2xx answer becomes the
 * error class the factory picks, and limit/offset lists get their `listAll`-style iterator.
 */
import { operationTable } from '../../generated/operations.js';
import { createApiError } from '../errors/error-factory.js';
import { parseRetryAfter } from '../internal/retry-after.js';
import type { Call, Transport } from '../internal/transport.js';
import type { RequestOptions } from './options.js';
import { DEFAULTS } from './defaults.js';
import type { NamedRequester } from './named-request.js';
import type { NamedGroups, OperationEntryShape } from './named-types.js';
import { paginate } from './paginate.js';
import { apiPromise, type WithResponse } from './with-response.js';

type CallOptions = RequestOptions & { query?: unknown; select?: (page: unknown) => readonly unknown[] };

interface Invocation {
  path: Record<string, unknown>;
  query: unknown;
  body: unknown;
  options: CallOptions | undefined;
}

function label(group: string, name: string): string {
  return `client.${group}.${name}`;
}

function splitArgs(entry: OperationEntryShape, args: unknown[], where: string, extra: number): Invocation {
  const path: Record<string, unknown> = {};
  entry.pathParams.forEach((name, index) => {
    const value = args[index];
    // A missing id would otherwise be sent as the literal text "undefined" or "{id}".
    if ((typeof value !== 'string' || value === '') && typeof value !== 'number') {
      throw new TypeError(`${where}: path parameter ${name} must be a non-empty string`);
    }
    path[name] = value;
  });
  const rest = args.slice(entry.pathParams.length);
  const second = extra > 0 ? rest[0] : undefined;
  const options = rest[extra] as CallOptions | undefined;
  if (entry.arg === 'body') return { path, body: second, query: options?.query, options };
  return { path, body: undefined, query: second, options };
}

export function buildNamedGroups(send: NamedRequester, transport: Transport): NamedGroups {
  async function invoke(entry: OperationEntryShape, call: Call, inv: Invocation): Promise<WithResponse<unknown>> {
    try {
      const result = await send(call, {
        method: entry.method,
        path: entry.path,
        pathParams: entry.pathParams.length > 0 ? inv.path : undefined,
        query: inv.query,
        body: inv.body,
        headers: inv.options?.headers,
        signal: inv.options?.signal,
      });
      const { response } = result;
      if (result.ok) return { data: result.data, response };
      throw createApiError({
        status: response.status,
        method: call.method,
        path: call.path,
        headers: response.headers,
        body: result.error,
        redact: transport.redact,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), Date.now()),
      });
    } catch (error) {
      throw call.translate(error);
    } finally {
      call.finish();
    }
  }

  const groups: Record<string, Record<string, unknown>> = {};
  for (const [group, methods] of Object.entries(operationTable)) {
    const target: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries<OperationEntryShape>(methods)) {
      const extra = entry.arg === 'none' ? 0 : 1;
      target[name] = (...args: unknown[]) => {
        let full: Promise<WithResponse<unknown>>;
        try {
          const inv = splitArgs(entry, args, label(group, name), extra);
          full = invoke(entry, transport.call(inv.options, entry.path), inv);
        } catch (error) {
          full = Promise.reject(error);
        }
        return apiPromise(full);
      };
      if (entry.pageMethod === undefined) continue;
      const where = label(group, entry.pageMethod);
      target[entry.pageMethod] = (...args: unknown[]) => {
        // The page query takes the place of the list's query argument.
        const inv = splitArgs({ ...entry, arg: 'query' }, args, where, 1);
        const { pageSize = DEFAULTS.pageSize, ...filters } = (inv.query ?? {}) as { pageSize?: number };
        const fetchPage = async (limit: number, offset: number): Promise<unknown> => {
          const page = { ...inv, query: { ...filters, limit, offset } };
          return (await invoke(entry, transport.call(inv.options, entry.path), page)).data;
        };
        return paginate(fetchPage, pageSize, inv.options?.select, where);
      };
    }
    groups[group] = Object.freeze(target);
  }
  return groups as unknown as NamedGroups;
}
