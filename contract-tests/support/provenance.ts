/**
 * The `x-source` provenance of the bundled document (openapi.yaml's description defines it): every
 * operation, parameter, response status, component schema and schema property says where it comes
 * from, the spec with its section, the provider's document of a given version, both, or neither.
 * `missingProvenance` lists every node without a valid value, by its location in the document.
 */
import { type JsonObject, resolveRef } from './document.js';

/** `spec §N`, `provider <version>`, `spec §N, provider <version>` or `not shown`. */
export function provenancePattern(providerVersion: string): RegExp {
  const provider = `provider ${providerVersion.replaceAll('.', '\\.')}`;
  return new RegExp(`^(spec §[1-9](, ${provider})?|${provider}|not shown)$`);
}

export interface ProvenanceProblem {
  /** JSON pointer of the node, e.g. `#/components/schemas/OrderCreate/properties/items`. */
  at: string;
  /** The value found, or undefined when the node has none. */
  value: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const pointer = (segments: (string | number)[]) =>
  `#/${segments.map((s) => String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/** Schema keywords whose values are schemas, or lists or maps of them. */
const SUBSCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

export function missingProvenance(document: JsonObject, providerVersion: string): ProvenanceProblem[] {
  const valid = provenancePattern(providerVersion);
  const problems: ProvenanceProblem[] = [];
  const check = (node: JsonObject | undefined, at: (string | number)[]) => {
    const value = node?.['x-source'];
    if (typeof value !== 'string' || !valid.test(value)) problems.push({ at: pointer(at), value });
  };
  const walkSchema = (schema: unknown, at: (string | number)[]) => {
    if (schema === null || typeof schema !== 'object') return;
    const node = schema as JsonObject;
    for (const [name, property] of Object.entries<JsonObject>(node.properties ?? {})) {
      check(property, [...at, 'properties', name]);
      walkSchema(property, [...at, 'properties', name]);
    }
    for (const key of SUBSCHEMA) walkSchema(node[key], [...at, key]);
    for (const key of SUBSCHEMA_LISTS) {
      for (const [index, part] of ((node[key] as unknown[] | undefined) ?? []).entries())
        walkSchema(part, [...at, key, index]);
    }
  };
  const walkMedia = (content: JsonObject | undefined, at: (string | number)[]) => {
    for (const [type, media] of Object.entries<JsonObject>(content ?? {}))
      walkSchema(media.schema, [...at, 'content', type, 'schema']);
  };
  for (const section of ['paths', 'webhooks'] as const) {
    for (const [path, item] of Object.entries<JsonObject>(document[section] ?? {})) {
      for (const method of METHODS) {
        const operation = item[method] as JsonObject | undefined;
        if (!operation) continue;
        const at = [section, path, method];
        check(operation, at);
        const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
        parameters.forEach((raw: JsonObject, index: number) => {
          const where = raw.$ref ? [...raw.$ref.slice(2).split('/')] : [...at, 'parameters', index];
          check(resolveRef(document, raw), where);
        });
        walkMedia(resolveRef(document, operation.requestBody ?? {}).content, [...at, 'requestBody']);
        for (const [status, raw] of Object.entries<JsonObject>(operation.responses ?? {})) {
          const where = raw.$ref ? [...raw.$ref.slice(2).split('/')] : [...at, 'responses', status];
          const response = resolveRef(document, raw);
          check(response, where);
          walkMedia(response.content, where);
        }
      }
    }
  }
  for (const [name, schema] of Object.entries<JsonObject>(document.components?.schemas ?? {})) {
    check(schema, ['components', 'schemas', name]);
    walkSchema(schema, ['components', 'schemas', name]);
  }
  // A node reached twice (a shared parameter or response) is reported once.
  const seen = new Set<string>();
  return problems.filter(({ at }) => !seen.has(at) && seen.add(at));
}
