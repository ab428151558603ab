/**
 * The whole-document walk: servers and security, then every operation under `paths` and every
 * delivery under `webhooks`, matched between the two versions by HTTP method and path
 * (endpoints.ts) and compared by compare-operation.ts. Shared schemas are compared once
 * (component-comparisons.ts) and reported once, with every operation and webhook they reach.
 */
import { mergeChanges, sortChanges } from './change-order.js';
import { ComponentComparisons } from './component-comparisons.js';
import { compareOperation, type OperationPair } from './compare-operation.js';
import { compareDocumentSettings, compareOperationSettings } from './compare-settings.js';
import { type Endpoint, endpointsOf } from './endpoints.js';
import { addedEndpoint, compareNamedMethods, namedMethodsOf, removedEndpoint } from './named-methods.js';
import type { DiffContext } from './schema-walk.js';
import { isJsonObject, type Change, type JsonObject, type Role } from './types.js';

/** An operation or webhook label, and the keys of the shared schema pairs its walk used. */
type Walk = readonly [string, Set<string>];

function asDocument(value: unknown, which: string): JsonObject {
  if (!isJsonObject(value)) throw new Error(`the ${which} document is not an object`);
  return value;
}

/** Where a role's changes break, for a component change that breaks on one side of the wire only. */
const ROLE_NOTE: Record<Role, string> = { request: 'sent', response: 'received', 'webhook-payload': 'delivered' };

/** Each shared-schema change once, with the operations and webhooks whose walks reach it. */
function componentChanges(components: ComponentComparisons, walks: readonly Walk[]) {
  const reach = new Map<string, Set<string>>();
  for (const [label, uses] of walks) {
    for (const key of components.closure(uses)) {
      if (!reach.has(key)) reach.set(key, new Set());
      reach.get(key)?.add(label);
    }
  }
  return [...components.pairs].flatMap(([key, pair]) =>
    pair.changes.map((change) => ({
      ...change,
      reaches: [...(reach.get(key) ?? [])],
      note: ROLE_NOTE[pair.role],
    })),
  );
}

/** Named methods of endpoints, `users.delete` -> `DELETE /v1/users/{id}`. */
function methodsAt(endpoints: readonly Endpoint[], names: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const endpoint of endpoints) {
    const method = names.get(endpoint.label);
    if (method !== undefined) out.set(method, endpoint.label);
  }
  return out;
}

function pairOf(side: OperationPair['side'], old: Endpoint, current: Endpoint): OperationPair {
  return {
    side,
    location: current.label,
    oldLocation: old.label,
    oldPathItem: old.pathItem,
    newPathItem: current.pathItem,
    oldOperation: old.operation,
    newOperation: current.operation,
  };
}

function compareOperations(context: DiffContext, walks: Walk[]): void {
  const { oldRoot, newRoot, sink } = context;
  const before = endpointsOf(oldRoot, 'paths');
  const after = endpointsOf(newRoot, 'paths');
  const gone = [...before].filter(([key]) => !after.has(key)).map(([, endpoint]) => endpoint);
  const fresh = [...after].filter(([key]) => !before.has(key)).map(([, endpoint]) => endpoint);
  const oldNames = namedMethodsOf(oldRoot);
  const newNames = namedMethodsOf(newRoot);
  const addedAt = methodsAt(fresh, newNames);
  const removedAt = methodsAt(gone, oldNames);
  for (const endpoint of gone) sink.add(removedEndpoint(oldNames.get(endpoint.label), endpoint.label, addedAt));
  for (const [key, old] of before) {
    const current = after.get(key);
    if (!current) continue;
    const renamed = compareNamedMethods(oldNames.get(old.label), newNames.get(current.label), current.label);
    if (renamed) sink.add(renamed);
    for (const change of compareOperationSettings(context, old, current)) sink.add(change);
    walks.push([current.label, compareOperation(pairOf('operation', old, current), context)]);
  }
  for (const endpoint of fresh) sink.add(addedEndpoint(newNames.get(endpoint.label), endpoint.label, removedAt));
  // A method that moved to another path keeps its callers' code: compare what they send and read.
  const freshByLabel = new Map(fresh.map((endpoint) => [endpoint.label, endpoint]));
  for (const old of gone) {
    const method = oldNames.get(old.label);
    const current = method === undefined ? undefined : freshByLabel.get(addedAt.get(method) ?? '');
    if (current) walks.push([current.label, compareOperation(pairOf('operation', old, current), context)]);
  }
}

function compareWebhooks(context: DiffContext, walks: Walk[]): void {
  const { oldRoot, newRoot, sink } = context;
  const before = endpointsOf(oldRoot, 'webhooks');
  const after = endpointsOf(newRoot, 'webhooks');
  for (const [key, old] of before) {
    const current = after.get(key);
    if (!current) {
      sink.add({ kind: 'webhook-removed', severity: 'breaking', location: old.label, message: 'webhook removed' });
      continue;
    }
    walks.push([current.label, compareOperation(pairOf('webhook', old, current), context)]);
  }
  for (const [key, current] of after) {
    // A new event type is sent only to receivers that subscribe to it, so nobody breaks.
    if (before.has(key)) continue;
    sink.add({ kind: 'webhook-added', severity: 'non-breaking', location: current.label, message: 'webhook added' });
  }
}

/** Every change from `oldDocument` to `newDocument`, in report order. Pure: neither input is modified. */
export function diffDocuments(oldDocument: unknown, newDocument: unknown): Change[] {
  const oldRoot = asDocument(oldDocument, 'old');
  const newRoot = asDocument(newDocument, 'new');
  const changes: Change[] = compareDocumentSettings(oldRoot, newRoot);
  const components = new ComponentComparisons(oldRoot, newRoot);
  const context: DiffContext = { oldRoot, newRoot, components, sink: { add: (change) => void changes.push(change) } };
  const walks: Walk[] = [];
  compareOperations(context, walks);
  compareWebhooks(context, walks);
  return sortChanges(mergeChanges([...changes, ...componentChanges(components, walks)]));
}
