/**
 * What a client user calls: `client.<group>.<method>`, named from the operation's first tag, its
 * operationId, its endpoint and `x-sdk-method` by the same rule `npm run generate` applies
 * (client-naming.ts). Endpoints are matched by HTTP method and path, so a changed
 * operationId or tag on the same endpoint is a renamed method: every call site breaks, though the
 * wire format did not change.
 */
import { nameOperations } from './client-naming.js';
import type { Change, JsonObject } from './types.js';

/**
 * `GET /v1/users` → `users.list`, for every nameable operation of the document, named as generate names
 * it. An operation missing from the map cannot be named (no operationId or no tag).
 */
export function namedMethodsOf(root: JsonObject): Map<string, string> {
  return new Map(nameOperations(root).map((o) => [`${o.httpMethod} ${o.path}`, `${o.group}.${o.method}`]));
}

/** The named-method change between two versions of one endpoint (`location`), if any. */
export function compareNamedMethods(
  before: string | undefined,
  after: string | undefined,
  location: string,
): Change | undefined {
  if (before === after) return undefined;
  if (before !== undefined && after !== undefined) {
    return { kind: 'method-renamed', severity: 'breaking', location, message: `method renamed: ${before} -> ${after}` };
  }
  if (before !== undefined) {
    const message = `method ${before} removed: the operation can no longer be named (no operationId or tag)`;
    return { kind: 'method-removed', severity: 'breaking', location, message };
  }
  return { kind: 'method-added', severity: 'non-breaking', location, message: `method ${after} added` };
}

/**
 * The report for an endpoint that is gone. When its method name lives on at another endpoint,
 * callers keep compiling but reach a different URL, so the message says where.
 */
export function removedEndpoint(
  method: string | undefined,
  location: string,
  movedTo: ReadonlyMap<string, string>,
): Change {
  const removed = (kind: 'operation-removed' | 'method-removed', message: string): Change => ({
    kind,
    severity: 'breaking',
    location,
    message,
  });
  if (method === undefined) return removed('operation-removed', 'operation removed');
  const now = movedTo.get(method);
  if (now !== undefined) return removed('operation-removed', `operation removed; method ${method} now calls ${now}`);
  return removed('method-removed', `operation removed, and with it method ${method}`);
}

/** `operation added`, naming the method it adds (or the method it took over from a removed endpoint). */
export function addedEndpoint(
  method: string | undefined,
  location: string,
  removedAt: ReadonlyMap<string, string>,
): Change {
  const from = method === undefined ? undefined : removedAt.get(method);
  let message = 'operation added';
  if (from !== undefined) message = `operation added; method ${method} moved here from ${from}`;
  else if (method !== undefined) message = `operation added (method ${method})`;
  return { kind: 'operation-added', severity: 'non-breaking', location, message };
}
