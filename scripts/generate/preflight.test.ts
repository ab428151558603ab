import { describe, expect, it } from 'vitest';
import type { BundledDocument } from './emitter.js';
import { findDefects } from './preflight.js';

const ok = { responses: { '200': { description: 'ok' } } };

function documentWith(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): BundledDocument {
  return { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas: {} }, ...extra };
}

describe('findDefects: everything that would break generation, at once, with locations', () => {
  it('finds nothing in a sound document, recursive schemas included', () => {
    const document = documentWith(
      {
        '/nodes/{node_id}': {
          get: {
            operationId: 'get_node',
            tags: ['Nodes'],
            parameters: [{ name: 'node_id', in: 'path', required: true }],
            ...ok,
          },
        },
      },
      {
        components: {
          schemas: {
            Node: {
              type: 'object',
              properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
            },
          },
        },
      },
    );
    expect(findDefects(document)).toEqual([]);
  });

  it('reports a duplicate operationId with both locations, webhooks included', () => {
    const document = documentWith(
      {
        '/v1/orders': { post: { operationId: 'createOrder', tags: ['Orders'], ...ok } },
        '/v1/carts': { post: { operationId: 'createOrder', tags: ['Carts'], ...ok } },
      },
      { webhooks: { 'order.paid': { post: { operationId: 'createOrder', ...ok } } } },
    );
    expect(findDefects(document)).toEqual([
      { location: 'paths./v1/carts.post', message: 'duplicate operationId createOrder (also paths./v1/orders.post)' },
      {
        location: 'webhooks.order.paid.post',
        message: 'duplicate operationId createOrder (also paths./v1/orders.post)',
      },
    ]);
  });

  it('reports path parameters used but not declared, and declared but not in the path', () => {
    const document = documentWith({
      '/users/{user_id}/items/{item_id}': {
        parameters: [{ name: 'user_id', in: 'path', required: true }],
        get: {
          operationId: 'getItem',
          tags: ['Items'],
          parameters: [{ name: 'sku', in: 'path', required: true }],
          ...ok,
        },
      },
    });
    expect(findDefects(document)).toEqual([
      {
        location: 'paths./users/{user_id}/items/{item_id}.get',
        message: 'path parameter item_id is used in the path but not declared (in: path)',
      },
      {
        location: 'paths./users/{user_id}/items/{item_id}.get',
        message: 'declares path parameter sku, which the path does not contain',
      },
    ]);
  });

  it('reports unresolvable refs, external ones and ref-only cycles, but not $ref keys inside examples', () => {
    const schema = (ref: string) => ({ content: { 'application/json': { schema: { $ref: ref } } } });
    const document = documentWith(
      {
        '/a': {
          get: {
            operationId: 'getA',
            tags: ['A'],
            responses: { '200': { description: 'ok', ...schema('#/components/schemas/Missing') } },
          },
          post: { operationId: 'postA', tags: ['A'], requestBody: schema('other.yaml#/X'), ...ok },
          put: { operationId: 'putA', tags: ['A'], requestBody: schema('#/components/schemas/Loop'), ...ok },
        },
      },
      {
        components: {
          schemas: {
            Loop: { $ref: '#/components/schemas/Loop' },
            Doc: { type: 'object', example: { $ref: 'not a ref' } },
          },
        },
      },
    );
    expect(findDefects(document)).toEqual([
      {
        location: 'paths./a.get.responses.200.content.application/json.schema',
        message: 'unresolvable $ref #/components/schemas/Missing',
      },
      {
        location: 'paths./a.post.requestBody.content.application/json.schema',
        message: 'unresolvable $ref other.yaml#/X (external file missing or not bundled)',
      },
      {
        location: 'paths./a.put.requestBody.content.application/json.schema',
        message: expect.stringMatching(/#\/components\/schemas\/Loop is a cycle of refs/),
      },
      { location: 'components.schemas.Loop', message: expect.stringMatching(/cycle of refs/) },
    ]);
  });

  it('reports unnameable operations, and two given one name, together with the other defects', () => {
    const document = documentWith({
      '/a/{id}': { get: { operationId: 'list_things', tags: ['Things'], 'x-sdk-method': 'find', ...ok } },
      '/b': {
        get: { operationId: 'ListThing', tags: ['Things'], 'x-sdk-method': 'find', ...ok },
        put: { operationId: 'put_thing', tags: ['Things'], ...ok },
        patch: { operationId: 'PatchThing', tags: ['Things'], 'x-sdk-method': 'update', ...ok },
        post: { tags: ['Things'], ...ok },
      },
    });
    expect(findDefects(document).map((d) => `${d.location}: ${d.message}`)).toEqual([
      'paths./a/{id}.get: path parameter id is used in the path but not declared (in: path)',
      'paths./b.post: no operationId (the method name needs one)',
      'paths./b.get: things.find is also the name of GET /a/{id}; give one of them x-sdk-method',
    ]);
  });
  it('reports an operationId or webhook name that cannot name a fixture file, and accepts any other', () => {
    const document = documentWith(
      {
        '/v1/a': { get: { operationId: '../../../tmp/x', tags: ['A'], ...ok } },
        '/v1/b': { get: { operationId: 'find b by id', tags: ['B'], ...ok } },
        '/v1/c': { get: { operationId: 'get_c.v2', tags: ['C'], ...ok } },
      },
      { webhooks: { 'item.add': { post: ok }, 'a\\b': { post: ok } } },
    );
    const why = '; fixtures:record and spec bump name a fixture file after it (rename it)';
    expect(findDefects(document)).toEqual([
      {
        location: 'webhooks.a\\b',
        message: `webhook name cannot name a file: it contains a path separator, / or \\${why}`,
      },
      {
        location: 'paths./v1/a.get.operationId',
        message: `operationId "../../../tmp/x" cannot name a file: it contains a path separator, / or \\${why}`,
      },
    ]);
  });
});
