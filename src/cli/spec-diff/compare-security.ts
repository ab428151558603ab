/**
 * Security (OpenAPI 3.1 §4.8.27-§4.8.30): the schemes a document declares and the requirements an
 * operation must meet. A requirement is a list of alternatives (any one will do), each a set of
 * schemes used together, each with the scopes it needs. A caller meets the old requirement with
 * one of its alternatives; the change breaks that caller when no new alternative asks for the same
 * schemes and scopes or fewer. Dropping basic auth from `bearer or basic` is exactly that.
 */
import { valueKey } from './schema-keywords.js';
import { isJsonObject, type Change, type JsonObject, type Severity } from './types.js';
import { NotComparedError } from './not-compared.js';

/** Alternatives; each maps a scheme name to its scopes. `[]` (no security) becomes one empty alternative. */
type Requirement = Array<Map<string, Set<string>>>;

function requirementOf(value: unknown): Requirement {
  const list = Array.isArray(value) ? value.filter(isJsonObject) : [];
  if (list.length === 0) return [new Map()];
  return list.map(
    (alternative) =>
      new Map(
        Object.entries(alternative).map(
          ([scheme, scopes]) => [scheme, new Set(Array.isArray(scopes) ? scopes.map(String) : [])] as const,
        ),
      ),
  );
}

/** A caller holding `held` also meets `needed`: same schemes or fewer, same scopes or fewer. */
function covers(held: Map<string, Set<string>>, needed: Map<string, Set<string>>): boolean {
  return [...needed].every(([scheme, scopes]) => {
    const have = held.get(scheme);
    return have !== undefined && [...scopes].every((scope) => have.has(scope));
  });
}

function needsMore(before: Requirement, after: Requirement): boolean {
  return before.some((held) => !after.some((needed) => covers(held, needed)));
}

function describe(requirement: Requirement): string {
  return requirement
    .map((alternative) => {
      if (alternative.size === 0) return 'none';
      const withScopes = ([scheme, scopes]: [string, Set<string>]) =>
        scopes.size > 0 ? `${scheme}[${[...scopes].join(',')}]` : scheme;
      return [...alternative].map(withScopes).join(' + ');
    })
    .join(' or ');
}

/** The requirement an operation must meet: its own `security`, else the document's. */
export function effectiveSecurity(root: JsonObject, operation: JsonObject): unknown {
  return operation.security ?? root.security;
}

/** Schemes an effective requirement names, e.g. `basicAuth`. */
export function schemesOf(security: unknown): string[] {
  return requirementOf(security).flatMap((alternative) => [...alternative.keys()]);
}

/** The change from one requirement to another at `location`, or `undefined` when callers see none. */
export function compareRequirement(before: unknown, after: unknown, location: string): Change | undefined {
  const was = requirementOf(before);
  const now = requirementOf(after);
  const narrowed = needsMore(was, now);
  if (!narrowed && !needsMore(now, was)) return undefined;
  const message = `security ${narrowed ? 'now needs more' : 'relaxed'}: was ${describe(was)}, now ${describe(now)}`;
  return { kind: 'security-requirement-changed', severity: narrowed ? 'breaking' : 'non-breaking', location, message };
}

/** Fields a caller's credentials are built from; any change to one breaks them. */
const SCHEME_FIELDS = ['type', 'in', 'name', 'scheme'] as const;
/** Neither our document nor the provider's has OAuth flows or OpenID Connect: a change to them stops the diff. */
const NOT_COMPARED = ['flows', 'openIdConnectUrl'] as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'none');
}

/** `components.securitySchemes`, compared by name; `reachOf(name)` lists the operations that use one. */
export function compareSecuritySchemes(
  oldRoot: JsonObject,
  newRoot: JsonObject,
  reachOf: (scheme: string) => string[],
): Change[] {
  const schemes = (root: JsonObject) =>
    isJsonObject(root.components) && isJsonObject(root.components.securitySchemes)
      ? root.components.securitySchemes
      : {};
  const before = schemes(oldRoot);
  const after = schemes(newRoot);
  const changes: Change[] = [];
  for (const [name, scheme] of Object.entries(before)) {
    const location = `#/components/securitySchemes/${name}`;
    const reaches = reachOf(name);
    const add = (severity: Severity, message: string, kind: Change['kind'] = 'security-scheme-changed') =>
      changes.push({ kind, severity, location, message, ...(reaches.length > 0 ? { reaches } : {}) });
    const now = after[name];
    if (!isJsonObject(now) || !isJsonObject(scheme)) {
      add('breaking', 'security scheme removed', 'security-scheme-removed');
      continue;
    }
    for (const key of SCHEME_FIELDS) {
      // HTTP auth scheme names are case-insensitive (RFC 9110 §11.1).
      const same =
        key === 'scheme' ? text(scheme[key]).toLowerCase() === text(now[key]).toLowerCase() : scheme[key] === now[key];
      if (!same) add('breaking', `${key} changed: ${text(scheme[key])} -> ${text(now[key])}`);
    }
    for (const key of NOT_COMPARED) {
      if (valueKey(scheme[key]) !== valueKey(now[key])) throw new NotComparedError(`a change to ${key}`, location);
    }
  }
  for (const name of Object.keys(after)) {
    if (name in before) continue;
    const location = `#/components/securitySchemes/${name}`;
    const message = 'security scheme added';
    changes.push({ kind: 'security-scheme-added', severity: 'non-breaking', location, message });
  }
  return changes;
}
