/**
 * Small OpenAPI documents for the spec-diff tests: each builder puts one schema in one place, so a
 * test can change exactly that schema and nothing else.
 */
import type { Change, JsonObject } from '../../../src/cli/spec-diff/types.js';

export function document(parts: { paths?: JsonObject; webhooks?: JsonObject; schemas?: JsonObject }): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'test', version: '1' },
    paths: parts.paths ?? {},
    ...(parts.webhooks ? { webhooks: parts.webhooks } : {}),
    components: { schemas: parts.schemas ?? {} },
  };
}

const ok = { '200': { description: 'ok' } };

/** `GET /v1/things` with one query parameter `name`. */
export function withQuery(schema: unknown, required = false, extra: JsonObject[] = []): JsonObject {
  return document({
    paths: {
      '/v1/things': { get: { parameters: [{ name: 'name', in: 'query', required, schema }, ...extra], responses: ok } },
    },
  });
}

/** `POST /v1/things` with a JSON request body. */
export function withRequestBody(schema: unknown, schemas: JsonObject = {}, required = true): JsonObject {
  return document({
    paths: {
      '/v1/things': { post: { requestBody: { required, content: { 'application/json': { schema } } }, responses: ok } },
    },
    schemas,
  });
}

/** `GET /v1/things` answering 200 with a JSON body (and a 404 without one). */
export function withResponse(schema: unknown, schemas: JsonObject = {}): JsonObject {
  return document({
    paths: {
      '/v1/things': {
        get: {
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema } } },
            '404': { description: 'missing' },
          },
        },
      },
    },
    schemas,
  });
}

/** Webhook `thing.done` delivering `payload` and answered 200 with `answer`. */
export function withWebhook(payload: unknown, answer: unknown = {}, schemas: JsonObject = {}): JsonObject {
  return document({
    webhooks: {
      'thing.done': {
        post: {
          parameters: [{ name: 'x-signature', in: 'header', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: payload } } },
          responses: { '200': { description: 'answer', content: { 'application/json': { schema: answer } } } },
        },
      },
    },
    schemas,
  });
}

/** Objects with these properties, all required unless listed in `optional`. */
export function object(properties: JsonObject, optional: string[] = []): JsonObject {
  return { type: 'object', required: Object.keys(properties).filter((k) => !optional.includes(k)), properties };
}

/** `location: message (severity)` lines, for assertions that read like the report. */
export function lines(changes: readonly Change[]): string[] {
  return changes.map((c) => `${c.location}: ${c.message} (${c.severity})`);
}
