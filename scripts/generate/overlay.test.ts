import { describe, expect, it } from 'vitest';
import { applyOverlay } from './overlay.js';

const document = {
  openapi: '3.1.0',
  info: { title: 'provider', version: '1' },
  tags: [{ name: 'Orders' }],
  paths: {
    '/orders': {
      get: {
        operationId: 'list_orders',
        tags: ['Orders'],
        summary: 'List',
        responses: { '200': { description: 'ok' } },
      },
      post: {
        operationId: 'create_order',
        tags: ['Orders'],
        'x-internal': true,
        responses: { '201': { description: 'ok' } },
      },
    },
  },
};

function overlay(actions: unknown[]): Record<string, unknown> {
  return { overlay: '1.0.0', info: { title: 'fixes', version: '1' }, actions };
}

describe('applyOverlay (OpenAPI Overlay 1.0)', () => {
  it('deep-merges update into every object the JSONPath selects, filters included, without changing the input', () => {
    const before = structuredClone(document);
    const { document: result, defects } = applyOverlay(
      document,
      overlay([
        {
          target: "$.paths['/orders'].post",
          update: { 'x-sdk-method': 'place', responses: { '201': { description: 'placed' } } },
        },
        { target: "$.paths.*[?(@.operationId == 'list_orders')]", update: { summary: 'List orders' } },
      ]),
    );
    expect(defects).toEqual([]);
    expect(result.paths['/orders'].post).toMatchObject({
      'x-sdk-method': 'place',
      operationId: 'create_order',
      responses: { '201': { description: 'placed' } },
    });
    expect(result.paths['/orders'].get.summary).toBe('List orders');
    expect(document).toEqual(before);
  });

  it('appends update to a selected array and replaces nested arrays', () => {
    const { document: result } = applyOverlay(
      document,
      overlay([
        { target: '$.tags', update: { name: 'Legacy' } },
        { target: "$.paths['/orders'].get", update: { tags: ['Legacy'] } },
      ]),
    );
    expect(result.tags).toEqual([{ name: 'Orders' }, { name: 'Legacy' }]);
    expect(result.paths['/orders'].get.tags).toEqual(['Legacy']);
  });

  it('removes every selected node, object keys and array elements alike', () => {
    const { document: result, defects } = applyOverlay(
      document,
      overlay([
        { target: "$.paths.*[?(@['x-internal'] == true)]", remove: true },
        { target: '$.tags[0]', remove: true },
      ]),
    );
    expect(defects).toEqual([]);
    expect(Object.keys(result.paths['/orders'])).toEqual(['get']);
    expect(result.tags).toEqual([]);
  });

  it('reports each action that selects nothing or is malformed, with its index, and still applies the rest', () => {
    const { document: result, defects } = applyOverlay(
      document,
      overlay([
        { target: "$.paths['/carts'].post", update: { 'x-sdk-method': 'x' } },
        { target: 'paths', update: {} },
        { target: '$.info' },
        { target: '$.info.title', update: { a: 1 } },
        { target: '$.info', update: { title: 'renamed' } },
      ]),
    );
    expect(defects).toEqual([
      { location: 'overlay.actions[0]', message: "$.paths['/carts'].post selects nothing in the document" },
      { location: 'overlay.actions[1]', message: 'target must be a JSONPath string starting with $' },
      { location: 'overlay.actions[2]', message: '$.info: needs update or remove: true' },
      {
        location: 'overlay.actions[3]',
        message: expect.stringContaining('update must be an object merged into objects'),
      },
    ]);
    expect(result.info.title).toBe('renamed');
  });

  it('refuses a file that is not an Overlay 1.0 document', () => {
    expect(applyOverlay(document, { actions: [] }).defects).toEqual([
      { location: 'overlay', message: 'not an Overlay 1.0 document (no "overlay: 1.0.x" field)' },
    ]);
  });
});
