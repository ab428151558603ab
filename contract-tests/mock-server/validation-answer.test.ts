/**
 * The mock's 422 names the fault Prism really found (its `sl-violations` header), in the §7 shape,
 * instead of the document's example.
 */
import { describe, expect, it } from 'vitest';
import { isValidationBody, validationIssues } from './validation-answer.js';

const header = (violations: object[]) => JSON.stringify(violations);

describe('validationIssues', () => {
  it('names a missing property on its own path, and a bad value where it is', () => {
    expect(
      validationIssues(
        header([
          {
            location: ['request', 'body'],
            severity: 'Error',
            code: 'required',
            message: "Request body must have required property 'items'",
          },
          {
            location: ['request', 'body', 'items', '0'],
            severity: 'Error',
            code: 'required',
            message: "Request body property items.0 must have required property 'sku'",
          },
          {
            location: ['request', 'query', 'limit'],
            severity: 'Error',
            code: 'type',
            message: 'Request query parameter limit must be integer',
          },
        ]),
      ),
    ).toEqual([
      { loc: ['body', 'items'], msg: 'Field required', type: 'missing' },
      { loc: ['body', 'items', 0, 'sku'], msg: 'Field required', type: 'missing' },
      { loc: ['query', 'limit'], msg: 'must be integer', type: 'type' },
    ]);
  });

  it('leaves out response violations and warnings, and reads nothing from a truncated header', () => {
    const response = { location: ['response', 'body'], severity: 'Error', code: 'type', message: 'x must be object' };
    const warning = { location: ['request', 'header'], severity: 'Warning', code: 'x', message: 'y' };
    expect(validationIssues(header([response, warning]))).toEqual([]);
    expect(validationIssues('Too many violations! [{"location":')).toEqual([]);
    expect(validationIssues(undefined)).toEqual([]);
  });
});

describe('isValidationBody', () => {
  it('recognises the §7 shape only', () => {
    expect(isValidationBody({ detail: [{ loc: ['body'], msg: 'x', type: 'y' }] })).toBe(true);
    expect(isValidationBody({ detail: 'Not found' })).toBe(false);
    expect(isValidationBody({ type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY' })).toBe(false);
  });
});
