/**
 * What a client user calls: `client.<group>.<method>`, named from the operation's first tag, its
 * operationId and `x-sdk-method` by the same rule `npm run generate` applies
 * (src/internal/client-naming.ts). Endpoints are matched by HTTP method and path, so a changed
 * operationId or tag on the same endpoint is a renamed method: every call site breaks, though the
 * wire format did not change.
 */
import { groupName, methodName } from '../../internal/client-naming.js';
import type { Change, JsonObject } from './types.js';

/** `events.submit`, or `undefined` when the operation cannot be named (no tag or operationId). */
export function namedMethodOf(operation: JsonObject): string | undefined {
  const tag = Array.isArray(operation.tags) ? operation.tags[0] : undefined;
  if (typeof tag !== 'string' || typeof operation.operationId !== 'string') return undefined;
  try {
    return `${groupName(tag)}.${methodName(operation.operationId, tag, operation['x-sdk-method'])}`;
  } catch {
    // Unnameable here means generate refuses it too; the endpoint is still compared on the wire.
    return undefined;
  }
}

/** The named-method change between two versions of one endpoint (`location`), if any. */
export function compareNamedMethods(
  oldOperation: JsonObject,
  newOperation: JsonObject,
  location: string,
): Change | undefined {
  const before = namedMethodOf(oldOperation);
  const after = namedMethodOf(newOperation);
  if (before === after) return undefined;
  if (before !== undefined && after !== undefined) {
    return { kind: 'method-renamed', severity: 'breaking', location, message: `method renamed: ${before} -> ${after}` };
  }
  if (before !== undefined) {
    const message = `method ${before} removed: the operation can no longer be named (tag or operationId missing)`;
    return { kind: 'method-removed', severity: 'breaking', location, message };
  }
  return { kind: 'method-added', severity: 'non-breaking', location, message: `method ${after} added` };
}

/**
 * The report for an endpoint that is gone. When its method name lives on at another endpoint,
 * callers keep compiling but reach a different URL, so the message says where.
 */
export function removedEndpoint(operation: JsonObject, location: string, movedTo: ReadonlyMap<string, string>): Change {
  const method = namedMethodOf(operation);
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
export function addedEndpoint(operation: JsonObject, location: string, removedAt: ReadonlyMap<string, string>): Change {
  const method = namedMethodOf(operation);
  const from = method === undefined ? undefined : removedAt.get(method);
  let message = 'operation added';
  if (from !== undefined) message = `operation added; method ${method} moved here from ${from}`;
  else if (method !== undefined) message = `operation added (method ${method})`;
  return { kind: 'operation-added', severity: 'non-breaking', location, message };
}
