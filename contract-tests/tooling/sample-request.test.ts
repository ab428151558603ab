/**
 * Requests the contract run sends as ones an operation must accept: every part is valid
 * against the document, for the shapes json-schema-faker gets wrong on its own, and a part no valid
 * value can be made for is named as the run's own problem instead of being sent.
 */
import { describe, expect, it } from 'vitest';
import { createDocumentAjv } from '../support/ajv.js';
import { type JsonObject, listOperations } from '../support/document.js';
import { sampleRequest } from '../support/sample-request.js';

function documentWith(body: JsonObject, schemas: JsonObject = {}, parameters: JsonObject[] = []): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'samples', version: '1' },
    paths: {
      '/things': {
        post: {
          operationId: 'create_thing',
          parameters,
          requestBody: { required: true, content: { 'application/json': { schema: body } } },
          responses: { '201': { description: 'created' } },
        },
      },
    },
    components: { schemas },
  };
}

function sample(document: JsonObject) {
  const ajv = createDocumentAjv(document, { lenient: true });
  const [entry] = listOperations(document);
  const request = sampleRequest(document, ajv, entry!);
  const schema = entry!.operation.requestBody.content['application/json'].schema as JsonObject;
  return { request, valid: ajv.compileLocal(schema)(request.body) };
}

describe('sample requests are valid requests', () => {
  it('keeps a string example of an array item a string, through merged array schemas', () => {
    const FileIds = { type: 'array', items: { type: 'string', example: '123' }, example: ['123'] };
    const body = {
      type: 'object',
      required: ['file_ids'],
      properties: { file_ids: { allOf: [{ $ref: '#/components/schemas/FileIds' }, { type: 'array' }] } },
    };
    const { request, valid } = sample(documentWith(body, { FileIds }));
    expect(valid).toBe(true);
    expect(request.unsatisfied).toBeUndefined();
    const ids = (request.body as { file_ids: unknown[] }).file_ids;
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
  });

  it('draws an enum value where a pattern sits beside the enum', () => {
    const body = {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string', pattern: '^[a-z]+_[0-9]+$', enum: ['alpha_1', 'beta_2', 'Gamma'] } },
    };
    const { request, valid } = sample(documentWith(body));
    expect(valid).toBe(true);
    expect(['alpha_1', 'beta_2']).toContain((request.body as { kind: string }).kind);
  });

  it('holds 3.1 numeric exclusiveMinimum and exclusiveMaximum, for numbers and integers', () => {
    const body = {
      type: 'object',
      required: ['ratio', 'count', 'price'],
      properties: {
        ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        count: { type: 'integer', exclusiveMinimum: 5, exclusiveMaximum: 7 },
        price: { type: 'number', exclusiveMinimum: 0 },
      },
    };
    const { request, valid } = sample(documentWith(body));
    expect(valid).toBe(true);
    expect((request.body as { count: number }).count).toBe(6);
  });

  it('sends every required property, even one the schema example leaves out or properties do not describe', () => {
    const body = {
      type: 'object',
      required: ['a', 'b', 'c'],
      properties: { a: { type: 'string' }, b: { type: 'integer' } },
      example: { a: 'only a' },
    };
    const { request, valid } = sample(documentWith(body));
    expect(valid).toBe(true);
    expect(Object.keys(request.body as object)).toEqual(expect.arrayContaining(['a', 'b', 'c']));
  });

  it('names a part no valid value can be made for, instead of passing it off as valid', () => {
    const body = {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string', pattern: '^x$', enum: ['y'] } },
    };
    const header = {
      name: 'x-count',
      in: 'header',
      required: true,
      schema: { type: 'integer', minimum: 5, maximum: 1 },
    };
    const { request, valid } = sample(documentWith(body, {}, [header]));
    expect(valid).toBe(false);
    expect(request.unsatisfied).toEqual([
      expect.stringMatching(/^header x-count: no value drawn satisfies its schema/),
      expect.stringMatching(
        /^body: no value drawn satisfies its schema \(\/kind must be equal to one of the allowed values/,
      ),
    ]);
  });

  it('names a required body that is not JSON as something the run cannot build', () => {
    const document = documentWith({});
    const post = (document.paths as JsonObject)['/things'].post;
    post.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } };
    const ajv = createDocumentAjv(document, { lenient: true });
    const request = sampleRequest(document, ajv, listOperations(document)[0]!);
    expect(request.unsatisfied).toEqual([
      'body: the run builds JSON bodies only; this operation takes multipart/form-data',
    ]);
  });
});
