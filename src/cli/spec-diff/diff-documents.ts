/**
 * The whole-document walk: every operation under `paths` and every delivery under `webhooks`,
 * matched between the two versions and compared by compare-operation.ts. Components are not
 * compared on their own: a schema matters where it is used, and that is where its changes are
 * reported (once per use, so each affected operation is named).
 */
import { compareOperation } from './compare-operation.js';
import { derefObject } from './refs.js';
import { isJsonObject, type Change, type JsonObject } from './types.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Endpoint {
  /** As written in the document it comes from. */
  label: string;
  pathItem: JsonObject;
  operation: JsonObject;
}

/**
 * Endpoints keyed so that renaming a path parameter (`/a/{id}` -> `/a/{a_id}`) still matches the
 * same endpoint; the rename itself shows up as a parameter change.
 */
function endpointsOf(root: JsonObject, section: 'paths' | 'webhooks'): Map<string, Endpoint> {
  const out = new Map<string, Endpoint>();
  const items = isJsonObject(root[section]) ? root[section] : {};
  for (const [name, rawItem] of Object.entries(items)) {
    const pathItem = derefObject(root, rawItem);
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isJsonObject(operation)) continue;
      const label = section === 'paths'
        ? `${method.toUpperCase()} ${name}`
        // A webhook is almost always a POST; name the method only when it is something else.
        : `webhook ${name}${method === 'post' ? '' : ` ${method.toUpperCase()}`}`;
      const key = section === 'paths' ? `${method} ${name.replace(/\{[^}]*\}/g, '{}')}` : `${method} ${name}`;
      out.set(key, { label, pathItem, operation });
    }
  }
  return out;
}

function asDocument(value: unknown, which: string): JsonObject {
  if (!isJsonObject(value)) throw new Error(`the ${which} document is not an object`);
  return value;
}

/** Every change from `oldDocument` to `newDocument`, in document order. Pure: neither input is modified. */
export function diffDocuments(oldDocument: unknown, newDocument: unknown): Change[] {
  const oldRoot = asDocument(oldDocument, 'old');
  const newRoot = asDocument(newDocument, 'new');
  const changes: Change[] = [];
  const sink = { add: (change: Change) => void changes.push(change) };

  for (const side of ['operation', 'webhook'] as const) {
    const section = side === 'operation' ? 'paths' : 'webhooks';
    const before = endpointsOf(oldRoot, section);
    const after = endpointsOf(newRoot, section);
    for (const [key, old] of before) {
      const current = after.get(key);
      if (!current) {
        changes.push({ kind: `${side}-removed`, severity: 'breaking', location: old.label, message: `${side} removed` });
        continue;
      }
      compareOperation({
        oldRoot, newRoot, side,
        oldPathItem: old.pathItem, newPathItem: current.pathItem,
        oldOperation: old.operation, newOperation: current.operation,
        location: current.label,
      }, sink);
    }
    for (const [key, current] of after) {
      if (before.has(key)) continue;
      // A new event type is sent only to receivers that subscribe to it, so nobody breaks.
      changes.push({ kind: `${side}-added`, severity: 'non-breaking', location: current.label, message: `${side} added` });
    }
  }
  return changes;
}
