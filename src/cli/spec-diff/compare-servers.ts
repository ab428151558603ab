/**
 * Servers and their variables (OpenAPI 3.1 §4.8.5-§4.8.6), matched by URL template. A client is
 * configured with one server URL and fills its variables from the allowed values or takes the
 * defaults, so a removed server, a removed variable value or a changed default sends it somewhere
 * it did not go before: breaking. New servers and new values are not.
 */
import { shortList } from './short-list.js';
import { isJsonObject, type Change, type Severity } from './types.js';

/** Values shown in one message; the rest are counted. */
const VALUES_SHOWN = 12;

function values(list: readonly string[]): string {
  return shortList(list, VALUES_SHOWN);
}

function serversOf(value: unknown): Map<string, Record<string, unknown>> {
  // No `servers` means one server at `/` (§4.8.1).
  const list = Array.isArray(value) && value.length > 0 ? value.filter(isJsonObject) : [{ url: '/' }];
  const out = new Map<string, Record<string, unknown>>();
  for (const server of list) if (typeof server.url === 'string') out.set(server.url, server);
  return out;
}

function variablesOf(server: Record<string, unknown>): Record<string, unknown> {
  return isJsonObject(server.variables) ? server.variables : {};
}

function enumOf(variable: unknown): string[] | undefined {
  return isJsonObject(variable) && Array.isArray(variable.enum) ? variable.enum.map(String) : undefined;
}

/**
 * Changes between two `servers` lists, located under `location` (`servers` for the document's, or
 * e.g. `GET /v1/things servers` for an operation's own).
 */
export function compareServers(before: unknown, after: unknown, location: string): Change[] {
  const oldServers = serversOf(before);
  const newServers = serversOf(after);
  const changes: Change[] = [];
  const add = (kind: Change['kind'], severity: Severity, at: string, message: string) =>
    changes.push({ kind, severity, location: at, message });
  const variableChange = (severity: Severity, at: string, message: string) =>
    add('server-variable-changed', severity, at, message);
  for (const [url, server] of oldServers) {
    const now = newServers.get(url);
    if (!now) {
      add('server-removed', 'breaking', location, `server ${url} removed`);
      continue;
    }
    const oldVariables = variablesOf(server);
    const newVariables = variablesOf(now);
    for (const [name, variable] of Object.entries(oldVariables)) {
      const at = `${location} ${url} variable ${name}`;
      const current = newVariables[name];
      if (!isJsonObject(current)) {
        variableChange('non-breaking', at, 'variable removed');
        continue;
      }
      const wasDefault = isJsonObject(variable) ? variable.default : undefined;
      if (wasDefault !== current.default) {
        variableChange('breaking', at, `default changed: ${String(wasDefault)} -> ${String(current.default)}`);
      }
      const was = enumOf(variable);
      const is = enumOf(current);
      const removed = was ? (is ? was.filter((value) => !is.includes(value)) : []) : [];
      const added = is ? is.filter((value) => !(was ?? []).includes(value)) : [];
      if (was && !is) add('server-variable-changed', 'non-breaking', at, 'no longer restricted to enum values');
      if (!was && is) variableChange('breaking', at, `now restricted to enum values: ${values(is)}`);
      else if (removed.length > 0) variableChange('breaking', at, `enum values removed: ${values(removed)}`);
      if (was && added.length > 0) variableChange('non-breaking', at, `enum values added: ${values(added)}`);
    }
    for (const name of Object.keys(newVariables)) {
      if (name in oldVariables) continue;
      variableChange('non-breaking', `${location} ${url} variable ${name}`, 'variable added');
    }
  }
  for (const url of newServers.keys()) {
    if (!oldServers.has(url)) add('server-added', 'non-breaking', location, `server ${url} added`);
  }
  return changes;
}
