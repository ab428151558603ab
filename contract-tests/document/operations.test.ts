/**
 * The document against section 4 of the spec (as typed into spec-facts.ts): every row is an
 * operation at its path, with the success status, body, parameters and error responses it states.
 */
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument, resolveRef } from '../support/document.js';
import { ONLY_IN_SPEC, PROVIDER_ENUMERATIONS, PROVIDER_SUCCESS } from './provider-facts.js';
import {
  SPEC_ENDPOINTS,
  SPEC_ENUMERATIONS,
  SPEC_ERROR_STATUSES,
  SPEC_LIMITS,
  SPEC_ORDER_BY_DEFAULTS,
  SPEC_VERSION,
} from './spec-facts.js';

const document = loadDocument();
const operations = listOperations(document);
const find = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path);

describe('operations of section 4', () => {
  it('has every section-4 row at its path, and nothing the spec lacks', () => {
    expect(SPEC_ENDPOINTS).toHaveLength(43);
    const inDocument = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort();
    const inSpec = SPEC_ENDPOINTS.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
    expect(inDocument).toEqual(inSpec);
  });

  it("declares one success status: the spec's, else the provider's, else 200 marked not shown", () => {
    const provider = new Map(PROVIDER_SUCCESS.map(([method, path, status]) => [`${method} ${path}`, status]));
    const onlyInSpec = new Set(ONLY_IN_SPEC.map(([method, path]) => `${method} ${path}`));
    for (const row of SPEC_ENDPOINTS) {
      const key = `${row.method} ${row.path}`;
      const responses = find(row.method, row.path)!.operation.responses;
      const success = Object.keys(responses).filter((code) => code.startsWith('2'));
      if (row.success !== '2XX') {
        // Where both show it, they agree: nothing here had to choose.
        expect(success, key).toEqual([row.success]);
        if (provider.has(key)) expect(provider.get(key), key).toBe(row.success);
      } else if (provider.has(key)) {
        expect(success, key).toEqual([provider.get(key)]);
        expect(responses[success[0]!]['x-source'], key).toBe('provider 2026.07.14');
      } else {
        expect(onlyInSpec.has(key), key).toBe(true);
        expect(success, key).toEqual(['200']);
        expect(responses['200']['x-source'], key).toBe('not shown');
      }
    }
    expect(operations.flatMap((o) => Object.keys(o.operation.responses)).filter((c) => /X/.test(c))).toEqual([]);
  });

  it('takes a request body exactly where the spec row has one', () => {
    for (const row of SPEC_ENDPOINTS) {
      if (row.body === 'unspecified') continue; // the bulk delete's body is "not shown beyond its name"
      const { operation } = find(row.method, row.path)!;
      expect(Boolean(operation.requestBody), `${row.method} ${row.path}`).toBe(row.body === 'json');
    }
  });

  it('declares every query parameter the spec lists, and the path parameters of the template', () => {
    for (const row of SPEC_ENDPOINTS) {
      const { parameters } = find(row.method, row.path)!;
      const query = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      expect(query.sort(), `${row.method} ${row.path}`).toEqual([...row.query].sort());
      const templated = [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const path = parameters.filter((p) => p.in === 'path');
      expect(path.map((p) => p.name)).toEqual(templated);
      for (const p of path) expect(p.required && p.schema.type, `${row.path} ${p.name}`).toBe('string');
    }
  });

  it('answers only the statuses of section 7 besides the success codes', () => {
    const known = new Set(SPEC_ERROR_STATUSES.map(String));
    for (const { operationId, operation } of operations) {
      const errors = Object.keys(operation.responses).filter((code) => !code.startsWith('2'));
      expect(
        errors.filter((code) => !known.has(code)),
        operationId,
      ).toEqual([]);
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
      for (const code of ['401', '403', '429', '503'])
        expect(schemaOf(code), `${operationId} ${code}`).toBe('#/components/schemas/HTTPError');
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
    expect(document.info.version).toBe(SPEC_VERSION);
    expect(document.servers[0].url).toBe('{base_url}');
    expect(document.servers[0].variables.base_url.default).toMatch(/^https:\/\//);
  });
});

describe('parameters with stated types, enums, patterns and defaults', () => {
  const param = (method: string, path: string, name: string) => {
    const p = find(method, path)!.parameters.find((q) => q.name === name)!;
    return resolveRef(document, p.schema);
  };

  it('gives limit the default page size of section 8, no maximum, and offset an integer on every list', () => {
    for (const { path, method, parameters } of operations) {
      if (!parameters.some((p) => p.name === 'limit')) continue;
      expect(param(method, path, 'limit')).toMatchObject({ type: 'integer', default: SPEC_LIMITS.defaultPageSize });
      expect(param(method, path, 'limit')).not.toHaveProperty('maximum'); // "Maximum value of limit: not shown"
      expect(param(method, path, 'offset')).toMatchObject({ type: 'integer' });
    }
  });

  it('constrains the creators country filter to ^[A-Z]{2}$ and terms_accepted to boolean', () => {
    expect(param('get', '/v1/creators', 'country').pattern).toBe('^[A-Z]{2}$');
    expect(param('get', '/v1/creators', 'terms_accepted').type).toBe('boolean');
  });

  it("uses each enumeration of section 2 on its parameter, with the spec's values, else the provider's", () => {
    for (const { name, method, path, parameter, values } of SPEC_ENUMERATIONS) {
      const raw = find(method, path)!.parameters.find((p) => p.name === parameter)!.schema;
      expect(raw.$ref, `${path} ${parameter}`).toBe(`#/components/schemas/${name}`);
      const schema = resolveRef(document, raw);
      expect(schema.type, name).toBe('string');
      if (values === null) {
        expect(schema.enum, name).toEqual(PROVIDER_ENUMERATIONS[name]);
        expect(schema['x-source'], name).toBe('spec §2, provider 2026.07.14');
      } else {
        expect(schema.enum, name).toEqual(values);
        expect(schema['x-source'], name).toBe('spec §2');
      }
    }
  });

  it('takes start_at and end_at as Unix seconds on payments (provider), any text on disputes (neither shows)', () => {
    for (const name of ['start_at', 'end_at']) {
      expect(param('get', '/v1/payments', name)).toMatchObject({ type: 'integer' });
      expect(param('get', '/v1/disputes', name)).toMatchObject({ type: 'string' });
    }
  });

  it('gives order_by the defaults of the listing rules: none on payments, created_at on disputes', () => {
    for (const [path, value] of Object.entries(SPEC_ORDER_BY_DEFAULTS)) {
      const schema = param('get', path, 'order_by');
      if (value === null) expect(schema, path).not.toHaveProperty('default');
      else expect(schema.default, path).toBe(value);
    }
    // §4 rule 2 and §9: the former name `field` no longer exists.
    expect(find('get', '/v1/payments')!.parameters.map((p) => p.name)).not.toContain('field');
  });
});
