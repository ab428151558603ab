/**
 * Requests that break an operation's declared constraints, to prove the mock really validates it
 * (Prism silently skips validation of a schema it cannot compile). Each is derived from a valid
 * sample request: a body mutation (mutations.ts), a parameter of the wrong type, outside its enum
 * or breaking its pattern, or a required query/header parameter dropped. Every one is confirmed
 * invalid by ajv where ajv can compile the schema, so a rejection is really owed.
 */
import type { DocumentAjv } from './ajv.js';
import { resolveRef, type JsonObject, type OperationEntry } from './document.js';
import { breakPattern, mutationsFor, OTHER_TYPE } from './mutations.js';
import type { SampleRequest } from './sample-request.js';

export interface BrokenRequest {
  /** What was broken, e.g. `required player_id dropped` or `query limit: wrong type`. */
  name: string;
  request: SampleRequest;
}

/** Whether ajv rejects `value` for `schema`; true when ajv cannot tell (the structure says so). */
function rejects(ajv: DocumentAjv, schema: JsonObject, value: unknown): boolean {
  try {
    return !ajv.compileLocal(schema)(value);
  } catch {
    return true;
  }
}

/** Wire text that breaks a parameter schema, with why; coercion of query text is taken into account. */
interface BrokenValue {
  why: string;
  text: string;
  value: unknown;
}

function brokenParameterValues(document: JsonObject, schema: JsonObject): BrokenValue[] {
  const resolved = resolveRef(document, schema);
  const out: BrokenValue[] = [];
  if (['integer', 'number', 'boolean'].includes(resolved.type)) {
    out.push({ why: 'wrong type', text: String(OTHER_TYPE[resolved.type]), value: OTHER_TYPE[resolved.type] });
  }
  if (Array.isArray(resolved.enum) && resolved.enum.every((v: unknown) => typeof v === 'string')) {
    out.push({ why: 'outside the enum', text: 'not-an-allowed-value', value: 'not-an-allowed-value' });
  }
  const patterned = resolved.type === 'string' && typeof resolved.pattern === 'string';
  const unmatched = patterned ? breakPattern(resolved.pattern) : undefined;
  // An empty path segment would miss the route instead of breaking the parameter.
  if (unmatched !== undefined && unmatched !== '') {
    out.push({ why: `pattern ${resolved.pattern} broken`, text: unmatched, value: unmatched });
  }
  return out;
}

function withParameter(
  request: SampleRequest,
  entry: OperationEntry,
  parameter: JsonObject,
  text: string | undefined,
): SampleRequest {
  const copy = structuredClone(request);
  if (parameter.in === 'path') {
    const current = copy.path.split('/');
    const template = entry.path.split('/');
    const index = template.indexOf(`{${parameter.name}}`);
    current[index] = encodeURIComponent(text ?? '');
    copy.path = current.join('/');
  } else {
    const target = parameter.in === 'query' ? copy.query : copy.headers;
    const key = parameter.in === 'query' ? parameter.name : String(parameter.name).toLowerCase();
    if (text === undefined) delete target[key];
    else target[key] = text;
  }
  return copy;
}

/** Every broken variant of `request` (empty: nothing to break). Body mutations are capped at `maxBody`. */
export function brokenRequests(
  document: JsonObject,
  ajv: DocumentAjv,
  entry: OperationEntry,
  request: SampleRequest,
  maxBody = 3,
): BrokenRequest[] {
  const broken: BrokenRequest[] = [];
  for (const parameter of entry.parameters) {
    if (!['path', 'query', 'header'].includes(parameter.in) || !parameter.schema) continue;
    const label = `${parameter.in} ${parameter.name}`;
    for (const { why, text, value } of brokenParameterValues(document, parameter.schema)) {
      if (!rejects(ajv, parameter.schema, value)) continue;
      broken.push({ name: `${label}: ${why}`, request: withParameter(request, entry, parameter, text) });
    }
    if (parameter.required && parameter.in !== 'path') {
      broken.push({ name: `required ${label} dropped`, request: withParameter(request, entry, parameter, undefined) });
    }
  }
  const requestBody = entry.operation.requestBody && resolveRef(document, entry.operation.requestBody);
  const media = request.mediaType ? (requestBody?.content?.[request.mediaType] as JsonObject | undefined) : undefined;
  const schema = media?.schema as JsonObject | undefined;
  if (schema && request.body !== undefined) {
    const mutations = mutationsFor(schema, request.body, (node) => resolveRef(document, node));
    // One of each kind first (dropped, wrong type, enum, pattern), so a few requests cover the most ground.
    const kinds = new Map<string, (typeof mutations)[number]>();
    // The whole body of the wrong type is the bluntest break: used only when nothing finer exists.
    const blunt = (name: string) => Number(name.endsWith(' at /'));
    const finestFirst = [...mutations].sort((a, b) => blunt(a.name) - blunt(b.name));
    for (const mutation of finestFirst) {
      const kind = mutation.name.split(' ')[0]!;
      const body = mutation.apply(request.body);
      if (!kinds.has(kind) && rejects(ajv, schema, body)) kinds.set(kind, mutation);
    }
    for (const mutation of [...kinds.values()].slice(0, maxBody)) {
      const body = mutation.apply(request.body);
      broken.push({ name: `body: ${mutation.name}`, request: { ...structuredClone(request), body } });
    }
  }
  return broken;
}
