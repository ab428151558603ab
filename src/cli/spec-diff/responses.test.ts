/**
 * Rules for what clients receive: fewer guarantees or more possibilities break them.
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff-documents.js';
import { document, lines, object, withResponse } from '../../../test/support/cli/spec-diff-documents.js';
import type { JsonObject } from './types.js';

const R = 'GET /v1/things response 200 body';

describe('response bodies', () => {
  const base = object({ id: { type: 'string' }, status: { type: 'string', enum: ['open', 'paid'] } });

  it('flags a removed field; an added field is non-breaking', () => {
    const withoutStatus = object({ id: { type: 'string' } });
    const withExtra = object({ ...(base.properties as object), note: { type: 'string' } }, ['note']);
    expect(lines(diffDocuments(withResponse(base), withResponse(withoutStatus)))).toEqual([
      `${R} status: property removed (breaking)`,
    ]);
    expect(lines(diffDocuments(withResponse(base), withResponse(withExtra)))).toEqual([
      `${R} note: optional property added (non-breaking)`,
    ]);
  });

  it('flags a field that is no longer required; becoming required is non-breaking', () => {
    const optional = object(base.properties as JsonObject, ['id']);
    expect(lines(diffDocuments(withResponse(base), withResponse(optional)))).toEqual([
      `${R} id: became optional (breaking)`,
    ]);
    expect(lines(diffDocuments(withResponse(optional), withResponse(base)))).toEqual([
      `${R} id: became required (non-breaking)`,
    ]);
  });

  it('flags an enum value added (clients switch on them); a removed value is non-breaking', () => {
    const more = object({ id: { type: 'string' }, status: { type: 'string', enum: ['open', 'paid', 'refunded'] } });
    expect(lines(diffDocuments(withResponse(base), withResponse(more)))).toEqual([
      `${R} status: enum values added: "refunded" (breaking)`,
    ]);
    expect(lines(diffDocuments(withResponse(more), withResponse(base)))).toEqual([
      `${R} status: enum values removed: "refunded" (non-breaking)`,
    ]);
  });

  it('flags a changed type; only narrowing what is received is non-breaking', () => {
    const typed = (type: unknown) => withResponse(object({ id: { type } }));
    expect(lines(diffDocuments(typed('string'), typed('integer')))).toEqual([
      `${R} id: type changed from string to integer (breaking)`,
    ]);
    expect(diffDocuments(typed('string'), typed(['string', 'null']))[0]?.severity).toBe('breaking');
    expect(lines(diffDocuments(typed(['string', 'null']), typed('string')))).toEqual([
      `${R} id: type changed from null|string to string (non-breaking)`,
    ]);
    // Documenting the shape of a body that was any JSON (e.g. PaymentListing) takes nothing away.
    expect(lines(diffDocuments(withResponse({}), withResponse(base)))).toEqual([
      `${R}: type changed from any to object (non-breaking)`,
    ]);
  });

  it('flags a removed success response; a removed error response is non-breaking', () => {
    const only404 = document({
      paths: { '/v1/things': { get: { responses: { '404': { description: 'missing' } } } } },
    });
    const only200 = withResponse(base);
    delete (only200.paths as Record<string, { get: { responses: Record<string, unknown> } }>)['/v1/things']!.get
      .responses['404'];
    expect(lines(diffDocuments(withResponse(base), only404))).toEqual([
      'GET /v1/things response 200: response removed (breaking)',
    ]);
    expect(lines(diffDocuments(withResponse(base), only200))).toEqual([
      'GET /v1/things response 404: response removed (non-breaking)',
    ]);
  });
});

describe('composition', () => {
  const schemas = {
    Base: object({ id: { type: 'string' } }),
    Kind: { type: 'string', enum: ['a', 'b'] },
  };

  it('merges allOf members, so a field removed from a shared base is found', () => {
    const merged = (base: object) =>
      withResponse(
        { allOf: [{ $ref: '#/components/schemas/Base' }, object({ name: { type: 'string' } })] },
        { Base: base },
      );
    expect(lines(diffDocuments(merged(schemas.Base), merged({ type: 'object' })))).toEqual([
      `${R} id: property removed (breaking)`,
    ]);
    expect(diffDocuments(merged(schemas.Base), merged(schemas.Base))).toEqual([]);
  });

  it('treats oneOf [X, null], type [x, null] and nullable as the same thing', () => {
    const viaOneOf = withResponse(
      object({ kind: { oneOf: [{ $ref: '#/components/schemas/Kind' }, { type: 'null' }] } }),
      schemas,
    );
    const viaType = withResponse(object({ kind: { type: ['string', 'null'], enum: ['a', 'b', null] } }), schemas);
    const viaNullable = withResponse(
      object({ kind: { type: 'string', nullable: true, enum: ['a', 'b', null] } }),
      schemas,
    );
    expect(diffDocuments(viaOneOf, viaType)).toEqual([]);
    expect(diffDocuments(viaType, viaNullable)).toEqual([]);
    const moreKinds = withResponse(
      object({ kind: { oneOf: [{ $ref: '#/components/schemas/Kind' }, { type: 'null' }] } }),
      { Kind: { type: 'string', enum: ['a', 'b', 'c'] } },
    );
    expect(lines(diffDocuments(viaOneOf, moreKinds))).toEqual([`${R} kind: enum values added: "c" (breaking)`]);
  });

  it('joins oneOf alternatives: a property kept only by one branch is no longer required', () => {
    const both = withResponse({
      oneOf: [object({ id: { type: 'string' } }), object({ id: { type: 'string' }, url: { type: 'string' } })],
    });
    const second = withResponse({
      oneOf: [object({ name: { type: 'string' } }), object({ id: { type: 'string' }, url: { type: 'string' } })],
    });
    expect(lines(diffDocuments(both, second))).toEqual([
      // The members themselves, matched one by one; a new shape in a response breaks readers.
      `${R}: oneOf members removed: {"properties":{"id":{"type":"string"}},"required":["id"],"t… (non-breaking)`,
      `${R}: oneOf members added: {"properties":{"name":{"type":"string"}},"required":["name"… (breaking)`,
      `${R} id: became optional (breaking)`,
      `${R} name: optional property added (non-breaking)`,
    ]);
  });

  it('does not crash on open objects, {} schemas, true/false schemas or recursive schemas', () => {
    const tree = (extra: object) =>
      withResponse(
        { $ref: '#/components/schemas/Node' },
        {
          Node: {
            type: 'object',
            additionalProperties: true,
            properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } }, ...extra },
          },
        },
      );
    // Reported once under the (recursive) component, not at each level of the recursion.
    expect(lines(diffDocuments(tree({}), tree({ label: {} })))).toEqual([
      '#/components/schemas/Node label: optional property added (non-breaking)',
    ]);
    expect(diffDocuments(withResponse(true), withResponse({}))).toEqual([]);
    expect(lines(diffDocuments(withResponse({}), withResponse(false)))).toEqual([
      `${R}: type changed from any to nothing (non-breaking)`,
    ]);
  });
});
