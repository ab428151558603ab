/**
 * Parameters of one operation (or the headers of one webhook delivery), matched by location and
 * name. Path-level parameters apply to every operation under the path unless the operation
 * overrides them, so both levels are merged before comparing.
 */
import { compareSchemas, type SchemaWalk } from './compare-schema.js';
import { type Edit, severityOf } from './policy.js';
import { derefObject } from './refs.js';
import { isJsonObject, type ChangeKind, type JsonObject } from './types.js';

/** Parameters keyed `in name`, e.g. `query order_by`; header names are case-insensitive. */
export function collectParameters(root: JsonObject, pathItem: JsonObject, operation: JsonObject): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const parameter = derefObject(root, entry);
      if (typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
      out.set(`${parameter.in} ${name}`, parameter);
    }
  }
  return out;
}

function isRequired(parameter: JsonObject): boolean {
  // Path parameters are required whatever they say (OpenAPI 3 §4.8.12.1).
  return parameter.in === 'path' || parameter.required === true;
}

/** The schema of a parameter, from `schema` or (the rarer form) its single `content` entry. */
function schemaOf(parameter: JsonObject): unknown {
  if (parameter.schema !== undefined) return parameter.schema;
  if (isJsonObject(parameter.content)) {
    const [first] = Object.values(parameter.content);
    if (isJsonObject(first)) return first.schema;
  }
  return undefined;
}

export function compareParameters(walk: SchemaWalk, before: Map<string, JsonObject>, after: Map<string, JsonObject>, base: string): void {
  const report = (kind: ChangeKind, edit: Edit, location: string, message: string) => {
    walk.sink.add({ kind, severity: severityOf(edit, walk.role), location, message });
  };
  for (const [key, parameter] of before) {
    const location = `${base} ${key}`;
    const counterpart = after.get(key);
    if (!counterpart) {
      report('parameter-removed', 'field-removed', location, `${parameter.in} parameter removed`);
      continue;
    }
    if (!isRequired(parameter) && isRequired(counterpart)) report('parameter-required-changed', 'became-required', location, 'became required');
    if (isRequired(parameter) && !isRequired(counterpart)) report('parameter-required-changed', 'became-optional', location, 'became optional');
    compareSchemas(walk, schemaOf(parameter), schemaOf(counterpart), location);
  }
  for (const [key, parameter] of after) {
    if (before.has(key)) continue;
    const required = isRequired(parameter);
    report('parameter-added', required ? 'field-added-required' : 'field-added-optional', `${base} ${key}`,
      `${required ? 'required' : 'optional'} ${parameter.in} parameter added`);
  }
}
