/**
 * Servers and their variables (OpenAPI 3.1 §4.8.5-§4.8.6), matched by URL template. A client is
 * configured with one server URL and takes the variables' defaults, so a removed server or a changed
 * default sends it somewhere it did not go before: breaking. New servers are not. Neither our document
 * nor the provider's restricts a variable with `enum`: a change to one stops the diff.
 */
import { valueKey } from './schema-keywords.js';
import { isJsonObject, type Change, type Severity } from './types.js';
import { NotComparedError } from './not-compared.js';

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
      const was = isJsonObject(variable) ? variable : {};
      if (valueKey(was.enum) !== valueKey(current.enum))
        throw new NotComparedError("a change to a variable's enum", at);
      const wasDefault = was.default;
      if (wasDefault !== current.default) {
        variableChange('breaking', at, `default changed: ${String(wasDefault)} -> ${String(current.default)}`);
      }
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
