/**
 * Parameters of one operation (or the headers of one webhook delivery), matched by location and
 * name. Path-level parameters apply to every operation under the path unless the operation
 * overrides them, so both levels are merged before comparing. A parameter both versions take
 * from the same `#/components/parameters/...` entry is reported under that entry, once for all the
 * operations that share it (see `reachingSink`).
 */
import { compareSchemas } from './compare-schema.js';
import type { SchemaWalk } from './schema-walk.js';
import { type Edit, severityOf } from './policy.js';
import { derefObject } from './document-refs.js';
import { type Change, isJsonObject, type ChangeKind, type ChangeSink, type JsonObject } from './types.js';
import { NotComparedError } from './not-compared.js';

export interface Parameter {
  value: JsonObject;
  /** The `$ref` it was written as, if any. */
  ref: string | undefined;
}

/** Parameters keyed `in name`, e.g. `query order_by`; header names are case-insensitive. */
export function collectParameters(
  root: JsonObject,
  pathItem: JsonObject,
  operation: JsonObject,
): Map<string, Parameter> {
  const out = new Map<string, Parameter>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const parameter = derefObject(root, entry);
      if (typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
      const ref = isJsonObject(entry) && typeof entry.$ref === 'string' ? entry.$ref : undefined;
      out.set(`${parameter.in} ${name}`, { value: parameter, ref });
    }
  }
  return out;
}

/** A sink that marks every change as reaching `label`; diff-documents.ts merges identical ones. */
export function reachingSink(sink: ChangeSink, label: string): ChangeSink {
  return { add: (change) => sink.add({ ...change, reaches: [label] }) };
}

function isRequired(parameter: JsonObject): boolean {
  // Path parameters are required whatever they say (OpenAPI 3 §4.8.12.1).
  return parameter.in === 'path' || parameter.required === true;
}

/** The schema of a parameter; the other form, a `content` map (OpenAPI 3.1 §4.8.12.4), is not compared. */
function schemaOf(parameter: JsonObject, location: string): unknown {
  if (parameter.content !== undefined) throw new NotComparedError('parameters given as content', location);
  return parameter.schema;
}

/**
 * A path parameter renamed at the same place of the template (`/things/{id}` → `/things/{thing_id}`):
 * one change naming both. The URL a call builds is the same, and named methods take path values by
 * position, but the path API is typed by the template: `client.GET('/things/{id}', { params: { path:
 * { id } } })` no longer compiles, so every such caller must change.
 */
function renameChange(oldName: string, newName: string, base: string): Change {
  const message =
    `path parameter renamed: ${oldName} -> ${newName} (breaks the path API: its template and params.path key ` +
    'change; named methods take it by position)';
  return { kind: 'parameter-renamed', severity: 'breaking', location: `${base} path ${newName}`, message };
}

export function compareParameters(
  walk: SchemaWalk,
  before: Map<string, Parameter>,
  after: Map<string, Parameter>,
  base: string,
  renames: ReadonlyMap<string, string> = new Map(),
): void {
  const report = (kind: ChangeKind, edit: Edit, location: string, message: string, sink = walk.sink) => {
    sink.add({ kind, severity: severityOf(edit, walk.role), location, message });
  };
  // Renamed ones are compared with each other under their new name; the rename itself is one change.
  const renamedTo = new Map<string, string>();
  for (const [oldName, newName] of renames) {
    if (!before.has(`path ${oldName}`) || !after.has(`path ${newName}`)) continue;
    walk.sink.add(renameChange(oldName, newName, base));
    renamedTo.set(`path ${oldName}`, `path ${newName}`);
  }
  const renamedFrom = new Set(renamedTo.values());
  for (const [key, { value: parameter, ref }] of before) {
    const counterpart = after.get(renamedTo.get(key) ?? key);
    if (!counterpart) {
      report('parameter-removed', 'field-removed', `${base} ${key}`, `${parameter.in} parameter removed`);
      continue;
    }
    const shared = ref !== undefined && ref === counterpart.ref;
    const location = shared ? ref : `${base} ${renamedTo.get(key) ?? key}`;
    const inner = shared ? { ...walk, sink: reachingSink(walk.sink, base) } : walk;
    const now = counterpart.value;
    const [was, is] = [isRequired(parameter), isRequired(now)];
    if (!was && is) report('parameter-required-changed', 'became-required', location, 'became required', inner.sink);
    if (was && !is) report('parameter-required-changed', 'became-optional', location, 'became optional', inner.sink);
    compareSchemas(inner, schemaOf(parameter, location), schemaOf(now, location), location);
  }
  for (const [key, { value: parameter }] of after) {
    if (before.has(key) || renamedFrom.has(key)) continue;
    const required = isRequired(parameter);
    report(
      'parameter-added',
      required ? 'field-added-required' : 'field-added-optional',
      `${base} ${key}`,
      `${required ? 'required' : 'optional'} ${parameter.in} parameter added`,
    );
  }
}
