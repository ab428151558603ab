/**
 * The document against section 4 of the spec: every row is an operation at its path, with the
 * success status, parameters and error responses the spec and the issue require.
 */
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument, resolveRef } from '../support/document.js';
import { specEndpoints, specQueryParameters, specSuccessStatus, specText } from '../support/spec.js';

const document = loadDocument();
const operations = listOperations(document);
const spec = specText();
const find = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path);

describe('operations of section 4', () => {
  it.skipIf(!spec)('has every section-4 row at its path, and nothing the spec lacks', () => {
    const rows = specEndpoints(spec!);
    expect(rows).toHaveLength(43);
    const inDocument = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort();
    const inSpec = rows.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
    expect(inDocument).toEqual(inSpec);
  });

  it.skipIf(!spec)('declares each success status exactly as the spec gives it, 2XX where not shown', () => {
    for (const row of specEndpoints(spec!)) {
      const responses = find(row.method, row.path)!.operation.responses;
      const success = Object.keys(responses).filter((code) => code.startsWith('2'));
      expect(success, `${row.method} ${row.path}`).toEqual([specSuccessStatus(row)]);
    }
  });

  it.skipIf(!spec)('declares every query parameter the spec lists, and the path parameters of the template', () => {
    for (const row of specEndpoints(spec!)) {
      const { parameters } = find(row.method, row.path)!;
      const query = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      expect(query.sort(), `${row.method} ${row.path}`).toEqual(specQueryParameters(row).sort());
      const templated = [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const path = parameters.filter((p) => p.in === 'path');
      expect(path.map((p) => p.name)).toEqual(templated);
      for (const p of path) expect(p.required && p.schema.type, `${row.path} ${p.name}`).toBe('string');
    }
  });

  it('has a unique camelCase operationId, a defined tag and a summary on every operation', () => {
    const tags = new Set((document.tags as { name: string }[]).map((t) => t.name));
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operationId, operation } of operations) {
      expect(operationId).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(operation.tags).toHaveLength(1);
      expect(tags.has(operation.tags[0]), operationId).toBe(true);
      expect(operation.summary, operationId).toBeTruthy();
    }
  });

  it('answers 422 with HTTPValidationError and 401/403/429/503 with the generic error body everywhere', () => {
    for (const { operationId, operation } of operations) {
      const schemaOf = (code: string) => {
        const response = resolveRef(document, operation.responses[code]);
        return response?.content?.['application/json']?.schema?.$ref;
      };
      expect(schemaOf('422'), operationId).toBe('#/components/schemas/HTTPValidationError');
      for (const code of ['401', '403', '429', '503']) expect(schemaOf(code), `${operationId} ${code}`).toBe('#/components/schemas/HTTPError');
    }
  });

  it('declares 400 where a body is taken and 404 where a path identifier is used', () => {
    for (const { operationId, operation, parameters } of operations) {
      expect('400' in operation.responses, operationId).toBe(Boolean(operation.requestBody));
      expect('404' in operation.responses, operationId).toBe(parameters.some((p) => p.in === 'path'));
    }
  });

  it('accepts either HTTP bearer or HTTP basic on every operation, with no operation opting out', () => {
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      basicAuth: expect.objectContaining({ type: 'http', scheme: 'basic' }),
    });
    expect(document.security).toEqual([{ bearerAuth: [] }, { basicAuth: [] }]);
    for (const { operationId, operation } of operations) expect(operation.security, operationId).toBeUndefined();
  });

  it('carries the spec version and a {base_url} server', () => {
    expect(document.info.version).toBe('2026.08.27');
    expect(document.servers[0].url).toBe('{base_url}');
    expect(document.servers[0].variables.base_url.default).toMatch(/^https:\/\//);
  });
});

describe('parameters with stated types, enums, patterns and defaults', () => {
  const param = (method: string, path: string, name: string) => {
    const p = find(method, path)!.parameters.find((q) => q.name === name)!;
    return resolveRef(document, p.schema);
  };

  it('gives limit a default of 10 and offset an integer on every list operation', () => {
    for (const { path, method, parameters } of operations) {
      if (!parameters.some((p) => p.name === 'limit')) continue;
      expect(param(method, path, 'limit')).toMatchObject({ type: 'integer', default: 10 });
      expect(param(method, path, 'offset')).toMatchObject({ type: 'integer' });
    }
  });

  it('constrains the creators country filter to ^[A-Z]{2}$ and terms_accepted to boolean', () => {
    expect(param('get', '/v1/creators', 'country').pattern).toBe('^[A-Z]{2}$');
    expect(param('get', '/v1/creators', 'terms_accepted').type).toBe('boolean');
  });

  it('gives payments order_by its three values and no default', () => {
    const schema = param('get', '/v1/payments', 'order_by');
    expect(schema.enum).toEqual(['created_at', 'modified_at', 'status_updated_at']);
    expect(schema).not.toHaveProperty('default');
    expect(find('get', '/v1/payments')!.parameters.map((p) => p.name)).not.toContain('field');
  });

  it('gives disputes order_by created_at or updated_at, defaulting to created_at', () => {
    const schema = param('get', '/v1/disputes', 'order_by');
    expect(schema.enum).toEqual(['created_at', 'updated_at']);
    expect(schema.default).toBe('created_at');
  });

  it('models the enumerations whose values are not shown as plain strings', () => {
    for (const name of ['CouponType', 'CouponGeneratedType', 'CreatorSocialPlatform', 'DailyRewardType']) {
      const schema = document.components.schemas[name];
      expect(schema.type, name).toBe('string');
      expect(schema, name).not.toHaveProperty('enum');
      expect(schema.description, name).toMatch(/not shown/);
    }
  });
});
