/**
 * The whole-document walk: servers and security schemes, then every operation under `paths` and
 * every delivery under `webhooks`, matched between the two versions by HTTP method and path (path
 * parameter names aside) and compared by compare-operation.ts. Shared schemas are compared once
 * (component-comparisons.ts) and reported once, with every operation and webhook they reach.
 */
import { compareLocations, mergeChanges, sortChanges } from './change-order.js';
import { ComponentComparisons } from './component-comparisons.js';
import { compareOperation, type DiffContext } from './compare-operation.js';
import { compareRequirement, compareSecuritySchemes, effectiveSecurity, schemesOf } from './compare-security.js';
import { compareServers } from './compare-servers.js';
import { addedEndpoint, compareNamedMethods, namedMethodOf, removedEndpoint } from './named-methods.js';
import { derefObject } from './refs.js';
import { isJsonObject, type Change, type JsonObject, type Role } from './types.js';

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

/** Where a role's changes break, for a component change that breaks on one side of the wire only. */
const ROLE_NOTE: Record<Role, string> = { request: 'sent', response: 'received', 'webhook-payload': 'delivered' };

/** Each shared-schema change once, with the operations and webhooks whose walks reach it. */
function componentChanges(components: ComponentComparisons, walks: ReadonlyArray<readonly [string, Set<string>]>) {
  const reach = new Map<string, Set<string>>();
  for (const [label, uses] of walks) {
    for (const key of components.closure(uses)) {
      if (!reach.has(key)) reach.set(key, new Set());
      reach.get(key)?.add(label);
    }
  }
  return [...components.pairs].flatMap(([key, pair]) => pair.changes.map((change) => ({
    ...change, reaches: [...(reach.get(key) ?? [])], note: ROLE_NOTE[pair.role],
  })));
}

function compareEndpoints(context: DiffContext, side: 'operation' | 'webhook', walks: Array<readonly [string, Set<string>]>): void {
  const { oldRoot, newRoot, sink } = context;
  const before = endpointsOf(oldRoot, side === 'operation' ? 'paths' : 'webhooks');
  const after = endpointsOf(newRoot, side === 'operation' ? 'paths' : 'webhooks');
  const gone = [...before].filter(([key]) => !after.has(key)).map(([, endpoint]) => endpoint);
  const fresh = [...after].filter(([key]) => !before.has(key)).map(([, endpoint]) => endpoint);
  const methodsAt = (endpoints: Endpoint[]) => new Map(side === 'webhook' ? [] : endpoints
    .map((e) => [namedMethodOf(e.operation), e.label] as const).filter((entry): entry is [string, string] => entry[0] !== undefined));
  const removedAt = methodsAt(gone);
  const addedAt = methodsAt(fresh);

  for (const endpoint of gone) {
    if (side === 'webhook') sink.add({ kind: 'webhook-removed', severity: 'breaking', location: endpoint.label, message: 'webhook removed' });
    else sink.add(removedEndpoint(endpoint.operation, endpoint.label, addedAt));
  }
  for (const [key, old] of before) {
    const current = after.get(key);
    if (!current) continue;
    const location = current.label;
    if (side === 'operation') {
      const renamed = compareNamedMethods(old.operation, current.operation, location);
      if (renamed) sink.add(renamed);
      if (old.operation.security !== undefined || current.operation.security !== undefined) {
        const security = compareRequirement(effectiveSecurity(oldRoot, old.operation), effectiveSecurity(newRoot, current.operation), location);
        if (security) sink.add(security);
      }
      const ownServers = (e: Endpoint, root: JsonObject) => e.operation.servers ?? e.pathItem.servers ?? root.servers;
      if (old.operation.servers ?? old.pathItem.servers ?? current.operation.servers ?? current.pathItem.servers) {
        for (const change of compareServers(ownServers(old, oldRoot), ownServers(current, newRoot), `${location} servers`)) sink.add(change);
      }
    }
    walks.push([location, compareOperation({
      side, location,
      oldPathItem: old.pathItem, newPathItem: current.pathItem,
      oldOperation: old.operation, newOperation: current.operation,
    }, context)]);
  }
  for (const endpoint of fresh) {
    // A new event type is sent only to receivers that subscribe to it, so nobody breaks.
    if (side === 'webhook') sink.add({ kind: 'webhook-added', severity: 'non-breaking', location: endpoint.label, message: 'webhook added' });
    else sink.add(addedEndpoint(endpoint.operation, endpoint.label, removedAt));
  }
}

/** Document-wide: servers, the global security requirement, and the security schemes. */
function compareDocumentLevel(oldRoot: JsonObject, newRoot: JsonObject): Change[] {
  const changes = compareServers(oldRoot.servers, newRoot.servers, 'servers');
  const operations = (root: JsonObject) => [...endpointsOf(root, 'paths').values()];
  // Operations with no `security` of their own in either version follow the global requirement.
  const newOwn = new Set(operations(newRoot).filter((e) => e.operation.security !== undefined).map((e) => e.label));
  const inheriting = operations(oldRoot).filter((e) => e.operation.security === undefined && !newOwn.has(e.label)).map((e) => e.label);
  const global = compareRequirement(oldRoot.security, newRoot.security, 'security (global)');
  if (global) changes.push({ ...global, reaches: inheriting.sort(compareLocations) });
  const reachOf = (scheme: string) => [...new Set([oldRoot, newRoot].flatMap((root) => operations(root)
    .filter((e) => schemesOf(effectiveSecurity(root, e.operation)).includes(scheme)).map((e) => e.label)))].sort(compareLocations);
  changes.push(...compareSecuritySchemes(oldRoot, newRoot, reachOf));
  return changes;
}

/** Every change from `oldDocument` to `newDocument`, in report order. Pure: neither input is modified. */
export function diffDocuments(oldDocument: unknown, newDocument: unknown): Change[] {
  const oldRoot = asDocument(oldDocument, 'old');
  const newRoot = asDocument(newDocument, 'new');
  const changes: Change[] = compareDocumentLevel(oldRoot, newRoot);
  const context: DiffContext = { oldRoot, newRoot, components: new ComponentComparisons(oldRoot, newRoot), sink: { add: (c) => void changes.push(c) } };
  const walks: Array<readonly [string, Set<string>]> = [];
  compareEndpoints(context, 'operation', walks);
  compareEndpoints(context, 'webhook', walks);
  return sortChanges(mergeChanges([...changes, ...componentChanges(context.components, walks)]));
}
