/**
 * A property removed from a request object: senders that still include it break only when the
 * object is closed (or its additional properties no longer admit the value). Readers of a
 * response always lose the field.
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff-documents.js';
import { lines, object, withRequestBody, withResponse } from '../../../test/support/cli/spec-diff-documents.js';

const BODY = 'POST /v1/things request body';
const withNote = object({ sku: { type: 'string' }, note: { type: 'string' } }, ['note']);

describe('removed request properties', () => {
  it('does not break senders when the object stays open (additionalProperties absent or true)', () => {
    for (const additionalProperties of [undefined, true]) {
      const after = {
        ...object({ sku: { type: 'string' } }),
        ...(additionalProperties === undefined ? {} : { additionalProperties }),
      };
      expect(lines(diffDocuments(withRequestBody(withNote), withRequestBody(after)))).toEqual([
        `${BODY} note: property removed (still accepted as an additional property) (non-breaking)`,
      ]);
    }
  });

  it('does not break senders when additional properties are a schema that admits the old value', () => {
    const after = { ...object({ sku: { type: 'string' } }), additionalProperties: { type: 'string' } };
    // Restricting extra keys to strings is its own (breaking) change; the removal is not.
    expect(lines(diffDocuments(withRequestBody(withNote), withRequestBody(after)))).toEqual([
      `${BODY}: additional properties are no longer allowed in full (breaking)`,
      `${BODY} note: property removed (still accepted as an additional property) (non-breaking)`,
    ]);
    const numbersOnly = { ...object({ sku: { type: 'string' } }), additionalProperties: { type: 'number' } };
    expect(lines(diffDocuments(withRequestBody(withNote), withRequestBody(numbersOnly)))).toContain(
      `${BODY} note: property removed (breaking)`,
    );
  });

  it('breaks senders when the object is closed', () => {
    const before = { ...withNote, additionalProperties: false };
    const after = { ...object({ sku: { type: 'string' } }), additionalProperties: false };
    expect(lines(diffDocuments(withRequestBody(before), withRequestBody(after)))).toEqual([
      `${BODY} note: property removed (breaking)`,
    ]);
  });

  it('still breaks readers of a response, open or not', () => {
    expect(lines(diffDocuments(withResponse(withNote), withResponse(object({ sku: { type: 'string' } }))))).toEqual([
      'GET /v1/things response 200 body note: property removed (breaking)',
    ]);
  });
});
