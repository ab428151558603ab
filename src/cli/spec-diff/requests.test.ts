/**
 * Rules for what clients send: each breaking edit is flagged, and its mirror image is reported as
 * non-breaking (or not at all).
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff-documents.js';
import { document, lines, object, withQuery, withRequestBody } from '../../../test/support/cli/spec-diff-documents.js';

const Q = 'GET /v1/things query name';
const BODY = 'POST /v1/things request body';

describe('operations', () => {
  const one = document({ paths: { '/v1/things': { get: { responses: {} } } } });
  const two = document({ paths: { '/v1/things': { get: { responses: {} }, post: { responses: {} } } } });

  it('flags a removed operation and reports an added one as non-breaking', () => {
    expect(lines(diffDocuments(two, one))).toEqual(['POST /v1/things: operation removed (breaking)']);
    expect(lines(diffDocuments(one, two))).toEqual(['POST /v1/things: operation added (non-breaking)']);
  });

  it('matches an operation across a renamed path parameter and flags the parameter', () => {
    const param = (name: string) => ({
      [`/v1/things/{${name}}`]: {
        get: { parameters: [{ name, in: 'path', required: true, schema: { type: 'string' } }], responses: {} },
      },
    });
    // One change naming both names and why it breaks (the path API is typed by the template).
    expect(lines(diffDocuments(document({ paths: param('id') }), document({ paths: param('thing_id') })))).toEqual([
      'GET /v1/things/{thing_id} path thing_id: path parameter renamed: id -> thing_id (breaks the path API: ' +
        'its template and params.path key change; named methods take it by position) (breaking)',
    ]);
  });
});

describe('parameters', () => {
  it('flags a removed parameter; an added optional one is non-breaking', () => {
    const without = withQuery({ type: 'string' });
    delete (without.paths as { '/v1/things': { get: { parameters?: unknown } } })['/v1/things'].get.parameters;
    expect(lines(diffDocuments(withQuery({ type: 'string' }), without))).toEqual([
      `${Q}: query parameter removed (breaking)`,
    ]);
    expect(lines(diffDocuments(without, withQuery({ type: 'string' })))).toEqual([
      `${Q}: optional query parameter added (non-breaking)`,
    ]);
  });

  it('flags a new required parameter', () => {
    const before = withQuery({ type: 'string' });
    const after = withQuery({ type: 'string' }, false, [
      { name: 'page', in: 'query', required: true, schema: { type: 'integer' } },
    ]);
    expect(lines(diffDocuments(before, after))).toEqual([
      'GET /v1/things query page: required query parameter added (breaking)',
    ]);
  });

  it('flags a parameter that became required; becoming optional is non-breaking', () => {
    expect(lines(diffDocuments(withQuery({ type: 'string' }), withQuery({ type: 'string' }, true)))).toEqual([
      `${Q}: became required (breaking)`,
    ]);
    expect(lines(diffDocuments(withQuery({ type: 'string' }, true), withQuery({ type: 'string' })))).toEqual([
      `${Q}: became optional (non-breaking)`,
    ]);
  });

  it('flags enum values removed from a parameter; added values are non-breaking', () => {
    const ab = withQuery({ type: 'string', enum: ['a', 'b'] });
    const abc = withQuery({ type: 'string', enum: ['a', 'b', 'c'] });
    expect(lines(diffDocuments(abc, ab))).toEqual([`${Q}: enum values removed: "c" (breaking)`]);
    expect(lines(diffDocuments(ab, abc))).toEqual([`${Q}: enum values added: "c" (non-breaking)`]);
  });

  it('reports a long enum change as the values added or removed, shortened with a count', () => {
    const values = Array.from({ length: 40 }, (_, i) => `v${i}`);
    const changes = diffDocuments(
      withQuery({ type: 'string', enum: values.slice(0, 10) }),
      withQuery({ type: 'string', enum: values }),
    );
    expect(lines(changes)).toEqual([
      `${Q}: enum values added: ${values
        .slice(10, 22)
        .map((v) => `"${v}"`)
        .join(', ')} and 18 more (non-breaking)`,
    ]);
  });

  it('flags a removed or changed default, which callers that omit the parameter relied on', () => {
    const withDefault = withQuery({ type: 'string', default: 'created_at' });
    const plain = withQuery({ type: 'string' });
    expect(lines(diffDocuments(withDefault, plain))).toEqual([`${Q}: default "created_at" removed (breaking)`]);
    expect(lines(diffDocuments(plain, withDefault))).toEqual([`${Q}: default "created_at" added (non-breaking)`]);
  });

  it('matches header parameters case-insensitively', () => {
    const header = (name: string) =>
      document({
        paths: { '/x': { get: { parameters: [{ name, in: 'header', schema: { type: 'string' } }], responses: {} } } },
      });
    expect(diffDocuments(header('X-Trace'), header('x-trace'))).toEqual([]);
  });
});

describe('narrowed and widened types', () => {
  it('flags a type removed from a union; adding null is non-breaking', () => {
    expect(lines(diffDocuments(withQuery({ type: ['string', 'integer'] }), withQuery({ type: 'string' })))).toEqual([
      `${Q}: type changed from integer|string to string (breaking)`,
    ]);
    expect(lines(diffDocuments(withQuery({ type: 'string' }), withQuery({ type: ['string', 'null'] })))).toEqual([
      `${Q}: type changed from string to null|string (non-breaking)`,
    ]);
  });

  it('treats integer as a kind of number', () => {
    expect(lines(diffDocuments(withQuery({ type: 'integer' }), withQuery({ type: 'number' })))).toEqual([
      `${Q}: type changed from integer to number (non-breaking)`,
    ]);
    expect(diffDocuments(withQuery({ type: 'number' }), withQuery({ type: 'integer' }))[0]?.severity).toBe('breaking');
  });

  it('flags stricter bounds, patterns and item counts; looser ones are non-breaking', () => {
    const cases: [object, object][] = [
      [
        { type: 'string', maxLength: 10 },
        { type: 'string', maxLength: 5 },
      ],
      [{ type: 'string' }, { type: 'string', pattern: '^[A-Z]{2}$' }],
      [
        { type: 'integer', minimum: 1 },
        { type: 'integer', minimum: 2 },
      ],
      [
        { type: 'array', items: { type: 'string' } },
        { type: 'array', items: { type: 'string' }, maxItems: 3 },
      ],
    ];
    for (const [loose, strict] of cases) {
      const narrowed = diffDocuments(withQuery(loose), withQuery(strict));
      expect(
        narrowed.map((c) => [c.kind, c.severity]),
        JSON.stringify(strict),
      ).toEqual([['constraint-changed', 'breaking']]);
      const widened = diffDocuments(withQuery(strict), withQuery(loose));
      expect(
        widened.map((c) => [c.kind, c.severity]),
        JSON.stringify(loose),
      ).toEqual([['constraint-changed', 'non-breaking']]);
    }
  });
});

describe('request bodies', () => {
  const base = object({ sku: { type: 'string' } });

  it('flags a new required field; a new optional field is non-breaking', () => {
    const required = object({ sku: { type: 'string' }, quantity: { type: 'integer' } });
    const optional = object({ sku: { type: 'string' }, quantity: { type: 'integer' } }, ['quantity']);
    expect(lines(diffDocuments(withRequestBody(base), withRequestBody(required)))).toEqual([
      `${BODY} quantity: required property added (breaking)`,
    ]);
    expect(lines(diffDocuments(withRequestBody(base), withRequestBody(optional)))).toEqual([
      `${BODY} quantity: optional property added (non-breaking)`,
    ]);
  });

  // A field removed from an object that stays open is still accepted as an additional property, so
  // only a closed object breaks senders (see open-objects.test.ts).
  it('flags a field that became required, and a field removed from a closed object', () => {
    const optional = object({ sku: { type: 'string' } }, ['sku']);
    expect(lines(diffDocuments(withRequestBody(optional), withRequestBody(base)))).toEqual([
      `${BODY} sku: became required (breaking)`,
    ]);
    expect(lines(diffDocuments(withRequestBody(base), withRequestBody(optional)))).toEqual([
      `${BODY} sku: became optional (non-breaking)`,
    ]);
    const closed = { ...base, additionalProperties: false };
    expect(
      lines(diffDocuments(withRequestBody(closed), withRequestBody({ type: 'object', additionalProperties: false }))),
    ).toEqual([`${BODY} sku: property removed (breaking)`]);
  });

  // A referenced schema is compared once, so its change is reported once, under the component.
  it('follows nested arrays and $refs; a referenced schema is reported under its own name', () => {
    const items = (sku: object) =>
      withRequestBody(object({ items: { type: 'array', items: { $ref: '#/components/schemas/Item' } } }), {
        Item: object({ sku }),
      });
    const changes = diffDocuments(items({ type: 'string' }), items({ type: 'string', maxLength: 8 }));
    expect(lines(changes)).toEqual(['#/components/schemas/Item sku: maxLength added: none -> 8 (breaking)']);
    expect(changes[0]?.reaches).toEqual(['POST /v1/things']);
  });

  it('flags a body that became required and an object that was closed', () => {
    expect(lines(diffDocuments(withRequestBody(base, {}, false), withRequestBody(base)))).toEqual([
      `${BODY}: body became required (breaking)`,
    ]);
    expect(
      lines(diffDocuments(withRequestBody(base), withRequestBody({ ...base, additionalProperties: false }))),
    ).toEqual([`${BODY}: additional properties are no longer allowed in full (breaking)`]);
    expect(
      diffDocuments(withRequestBody({ ...base, additionalProperties: false }), withRequestBody(base)).map(
        (c) => c.severity,
      ),
    ).toEqual(['non-breaking']);
  });
});
