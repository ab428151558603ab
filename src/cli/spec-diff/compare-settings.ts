/**
 * What a caller configures rather than sends: servers and security, for the whole document and
 * where an operation sets its own security. A document-wide change is reported once, with the
 * operations it reaches; an operation's own `security` is compared where it is set. Servers of a
 * path or an operation are not: neither our document nor the provider's has them.
 */
import { compareLocations } from './change-order.js';
import { compareRequirement, compareSecuritySchemes, effectiveSecurity, schemesOf } from './compare-security.js';
import { compareServers } from './compare-servers.js';
import { type Endpoint, endpointsOf } from './endpoints.js';
import type { Change, JsonObject } from './types.js';
import { NotComparedError } from './not-compared.js';

/** Servers, the global security requirement and the security schemes. */
export function compareDocumentSettings(oldRoot: JsonObject, newRoot: JsonObject): Change[] {
  const changes = compareServers(oldRoot.servers, newRoot.servers, 'servers');
  const operations = (root: JsonObject) => [...endpointsOf(root, 'paths').values()];
  const labels = (endpoints: Endpoint[]) => [...new Set(endpoints.map((e) => e.label))].sort(compareLocations);

  // Operations with no `security` of their own in either version follow the global requirement.
  const ownInNew = new Set(
    operations(newRoot)
      .filter((e) => e.operation.security !== undefined)
      .map((e) => e.label),
  );
  const inheriting = operations(oldRoot).filter((e) => e.operation.security === undefined && !ownInNew.has(e.label));
  const global = compareRequirement(oldRoot.security, newRoot.security, 'security (global)');
  if (global) changes.push({ ...global, reaches: labels(inheriting) });

  const using = (root: JsonObject, scheme: string) =>
    operations(root).filter((e) => schemesOf(effectiveSecurity(root, e.operation)).includes(scheme));
  const reachOf = (scheme: string) => labels([...using(oldRoot, scheme), ...using(newRoot, scheme)]);
  changes.push(...compareSecuritySchemes(oldRoot, newRoot, reachOf));
  return changes;
}

/** An operation's own `security`, when either version sets it. */
export function compareOperationSettings(
  roots: { oldRoot: JsonObject; newRoot: JsonObject },
  before: Endpoint,
  after: Endpoint,
): Change[] {
  const changes: Change[] = [];
  const location = after.label;
  if (before.operation.security !== undefined || after.operation.security !== undefined) {
    const was = effectiveSecurity(roots.oldRoot, before.operation);
    const now = effectiveSecurity(roots.newRoot, after.operation);
    const change = compareRequirement(was, now, location);
    if (change) changes.push(change);
  }
  for (const { operation, pathItem } of [before, after]) {
    const servers = operation.servers ?? pathItem.servers;
    if (servers !== undefined) throw new NotComparedError('servers of a path or an operation', `${location} servers`);
  }
  return changes;
}
