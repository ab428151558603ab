/**
 * A request an operation must accept, built from the document alone: the document's examples where
 * they are valid, otherwise values generated from the schemas (sample-values.ts). Every value is
 * checked with ajv before anything is sent: one the generator cannot make valid is listed in
 * `unsatisfied`, a problem of the run's own tooling, never blamed on the client or the mock.
 * Credentials follow the operation's first security requirement, with an obviously fake key.
 */
import type { DocumentAjv } from './ajv.js';
import { resolveRef, type JsonObject, type OperationEntry } from './document.js';
import { sampleValue } from './sample-values.js';

/** Obviously fake: the contract run never holds a real key. */
export const SAMPLE_API_KEY = 'sk_test_contract_sample_fake_key';

export interface SampleRequest {
  method: string;
  /** The path with its parameters filled in, before the query string. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON media type of the body, when the operation takes one. */
  mediaType?: string;
  body?: unknown;
  /**
   * Parts no valid value could be made for (`body: /items/0 must be string`): the request is not one
   * the operation must accept, so it must not be sent as one. Absent when every part is valid.
   */
  unsatisfied?: string[];
}

/** The first JSON media type (`application/json`, `application/problem+json`, ...) of a content map. */
export function jsonMediaType(content: JsonObject | undefined): string | undefined {
  return Object.keys(content ?? {}).find((type) => /^application\/([\w.-]+\+)?json\b/.test(type));
}

export interface FoundExample {
  found: boolean;
  value?: unknown;
}

/** The first example an object holding `example` / `examples` gives (media types, parameters). */
export function firstExample(document: JsonObject, holder: JsonObject | undefined): FoundExample {
  if (!holder) return { found: false };
  if ('example' in holder) return { found: true, value: structuredClone(holder.example) };
  const first = Object.values((holder.examples ?? {}) as JsonObject)[0];
  if (first) {
    const example = resolveRef(document, first as JsonObject);
    if ('value' in example) return { found: true, value: structuredClone(example.value) };
  }
  return { found: false };
}

/** A value for a schema, and the reason none of the candidates satisfied it (undefined: it does). */
export interface ValidValue {
  value: unknown;
  invalid?: string;
}

const DRAWS = 5;

/**
 * An example if one validates; else the first generated value that does, drawn with the schema's own
 * examples and defaults first and then without them (an example inside a schema can break it); else
 * the last value drawn, with what is wrong with it.
 */
export function validValue(
  document: JsonObject,
  ajv: DocumentAjv,
  schema: JsonObject,
  example: FoundExample,
): ValidValue {
  let validate: ((value: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
  try {
    validate = ajv.compileLocal(schema);
  } catch {
    // An uncompilable schema is reported by the answer checks; nothing here can judge a value.
    if (example.found) return { value: example.value };
    for (let seed = 1; seed <= DRAWS; seed++) {
      try {
        return { value: sampleValue(document, schema, seed) };
      } catch {}
    }
    return { value: undefined };
  }
  if (example.found && validate(example.value)) return { value: example.value };
  let value: unknown;
  let drawn = false;
  for (const examples of [true, false]) {
    for (let seed = 1; seed <= DRAWS; seed++) {
      try {
        value = sampleValue(document, schema, seed, { examples });
        drawn = true;
      } catch {
        continue; // json-schema-faker gives up on some schemas for some draws
      }
      if (validate(value)) return { value };
    }
  }
  if (!drawn) return { value: undefined, invalid: 'the generator could not draw any value for its schema' };
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  return { value, invalid: `no value drawn satisfies its schema (${errors.join('; ')})` };
}

/** Headers (and query values) that satisfy the operation's first security requirement. */
function credentials(document: JsonObject, entry: OperationEntry, request: SampleRequest): void {
  const requirements = (entry.operation.security ?? document.security ?? []) as JsonObject[];
  const schemes = (document.components?.securitySchemes ?? {}) as JsonObject;
  for (const name of Object.keys(requirements[0] ?? {})) {
    const scheme = resolveRef(document, schemes[name] ?? {});
    if (scheme.type === 'apiKey' && scheme.in === 'query') request.query[scheme.name] = SAMPLE_API_KEY;
    else if (scheme.type === 'apiKey' && scheme.in === 'cookie') {
      request.headers.cookie = `${scheme.name}=${SAMPLE_API_KEY}`;
    } else if (scheme.type === 'apiKey') request.headers[String(scheme.name).toLowerCase()] = SAMPLE_API_KEY;
    else if (scheme.type === 'http' && /^basic$/i.test(scheme.scheme)) {
      request.headers.authorization = `Basic ${Buffer.from(`${SAMPLE_API_KEY}:`).toString('base64')}`;
    } else request.headers.authorization = `Bearer ${SAMPLE_API_KEY}`; // bearer, oauth2, openIdConnect
  }
}

/** The media type of the first success answer (JSON preferred), so the mock has one to offer. */
function acceptFor(document: JsonObject, entry: OperationEntry): string {
  const success = Object.entries((entry.operation.responses ?? {}) as JsonObject).find(([code]) => /^2/.test(code));
  const content = success && (resolveRef(document, success[1] as JsonObject).content as JsonObject | undefined);
  return jsonMediaType(content) ?? Object.keys(content ?? {})[0] ?? 'application/json';
}

/** Text for a parameter value on the wire (simple style: arrays comma-separated). */
export function parameterText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** A request the operation must accept. Optional query parameters are sent only when they have an example. */
export function sampleRequest(document: JsonObject, ajv: DocumentAjv, entry: OperationEntry): SampleRequest {
  const headers = { accept: acceptFor(document, entry) };
  const request: SampleRequest = { method: entry.method.toUpperCase(), path: entry.path, query: {}, headers };
  const unsatisfied: string[] = [];
  for (const parameter of entry.parameters) {
    const example = firstExample(document, parameter);
    if (parameter.in === 'cookie' || (!parameter.required && !example.found)) continue;
    const { value, invalid } = validValue(document, ajv, parameter.schema ?? {}, example);
    if (invalid) unsatisfied.push(`${parameter.in} ${parameter.name}: ${invalid}`);
    const text = parameterText(value);
    if (parameter.in === 'path') request.path = request.path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query') request.query[parameter.name] = text;
    else if (parameter.in === 'header') request.headers[String(parameter.name).toLowerCase()] = text;
  }
  credentials(document, entry, request);
  const requestBody = entry.operation.requestBody && resolveRef(document, entry.operation.requestBody);
  const mediaType = jsonMediaType(requestBody?.content);
  if (requestBody?.required && !mediaType) {
    const types = Object.keys(requestBody.content ?? {}).join(', ');
    unsatisfied.push(`body: the run builds JSON bodies only; this operation takes ${types}`);
  }
  if (requestBody && mediaType) {
    const media = requestBody.content[mediaType] as JsonObject;
    request.mediaType = mediaType;
    request.headers['content-type'] = mediaType;
    const { value, invalid } = validValue(document, ajv, media.schema ?? {}, firstExample(document, media));
    request.body = value;
    if (invalid) unsatisfied.push(`body: ${invalid}`);
  }
  if (unsatisfied.length > 0) request.unsatisfied = unsatisfied;
  return request;
}

/** Send a sample (or broken) request to `baseUrl`; reads the whole answer. */
export async function sendRequest(baseUrl: string, request: SampleRequest, signal?: AbortSignal) {
  const query = new URLSearchParams(request.query).toString();
  const response = await fetch(`${baseUrl}${request.path}${query ? `?${query}` : ''}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, text, body };
}

export type SentAnswer = Awaited<ReturnType<typeof sendRequest>>;
