/**
 * A request an operation must accept, built from the document alone: the document's examples where
 * it has them, otherwise values generated from the schemas (sample-values.ts), each checked with
 * ajv so a generator slip is caught here rather than blamed on the mock. Credentials follow the
 * operation's first security requirement, with an obviously fake key.
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

/** An example if one validates, else the first generated value that does (or the last one drawn). */
export function validValue(document: JsonObject, ajv: DocumentAjv, schema: JsonObject, example: FoundExample): unknown {
  let validate: ((value: unknown) => boolean) | undefined;
  try {
    validate = ajv.compileLocal(schema);
  } catch {
    validate = undefined; // an uncompilable schema is reported by the answer checks, not here
  }
  if (example.found && (!validate || validate(example.value))) return example.value;
  let value: unknown;
  for (let seed = 1; seed <= 5; seed++) {
    try {
      value = sampleValue(document, schema, seed);
    } catch {
      continue; // json-schema-faker gives up on some schemas for some draws
    }
    if (!validate || validate(value)) return value;
  }
  return value;
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
  for (const parameter of entry.parameters) {
    const example = firstExample(document, parameter);
    if (parameter.in === 'cookie' || (!parameter.required && !example.found)) continue;
    const text = parameterText(validValue(document, ajv, parameter.schema ?? {}, example));
    if (parameter.in === 'path') request.path = request.path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query') request.query[parameter.name] = text;
    else if (parameter.in === 'header') request.headers[String(parameter.name).toLowerCase()] = text;
  }
  credentials(document, entry, request);
  const requestBody = entry.operation.requestBody && resolveRef(document, entry.operation.requestBody);
  const mediaType = jsonMediaType(requestBody?.content);
  if (requestBody && mediaType) {
    const media = requestBody.content[mediaType] as JsonObject;
    request.mediaType = mediaType;
    request.headers['content-type'] = mediaType;
    request.body = validValue(document, ajv, media.schema ?? {}, firstExample(document, media));
  }
  return request;
}

/** Send a sample (or broken) request to `baseUrl`; reads the whole answer. */
export async function sendRequest(baseUrl: string, request: SampleRequest) {
  const query = new URLSearchParams(request.query).toString();
  const response = await fetch(`${baseUrl}${request.path}${query ? `?${query}` : ''}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
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
