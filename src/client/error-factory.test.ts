import { describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  GameCommerceError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  RedirectError,
  ServiceUnavailableError,
  ValidationError,
} from '../errors/index.js';
import { createApiError } from './error-factory.js';

const base = {
  method: 'POST',
  path: '/v1/orders',
  headers: new Headers({ 'x-request-id': 'r1' }),
  redact: (t: string) => t,
};

describe('createApiError picks the class from the status', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [422, ValidationError],
    [429, RateLimitError],
    [503, ServiceUnavailableError],
  ] as const)('%i → %o', (status, ErrorClass) => {
    const error = createApiError({ ...base, status, body: { detail: 'why' } });
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(GameCommerceError);
    expect(error.name).toBe(ErrorClass.name);
    expect(error).toMatchObject({ status, method: 'POST', path: '/v1/orders' });
  });

  it.each([402, 405, 418, 500, 502, 504])('%i → ApiError itself', (status) => {
    const error = createApiError({ ...base, status, body: undefined });
    expect(error.constructor).toBe(ApiError);
    expect(error.message).toBe(`${status} from POST /v1/orders`);
  });

  it('carries detail, headers and the body; message names method and path', () => {
    const error = createApiError({ ...base, status: 409, body: { detail: 'Order already exists' } });
    expect(error.detail).toBe('Order already exists');
    expect(error.headers.get('x-request-id')).toBe('r1');
    expect(error.body).toEqual({ detail: 'Order already exists' });
    expect(error.message).toBe('409 from POST /v1/orders: Order already exists');
    expect(String(error)).toBe('ConflictError: 409 from POST /v1/orders: Order already exists');
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'ConflictError',
      message: '409 from POST /v1/orders: Order already exists',
      method: 'POST',
      path: '/v1/orders',
      status: 409,
      detail: 'Order already exists',
      headers: { 'x-request-id': 'r1' },
    });
  });

  it('parses the 422 list (spec §7) and skips malformed entries', () => {
    const body = {
      detail: [{ loc: ['body', 'items', 0], msg: 'too short', type: 'value_error' }, 'junk', { loc: 'x', msg: 3 }],
    };
    const error = createApiError({ ...base, status: 422, body }) as ValidationError;
    expect(error.issues).toEqual([
      { loc: ['body', 'items', 0], msg: 'too short', type: 'value_error' },
      { loc: [], msg: '3', type: '' },
    ]);
    expect(error.detail).toBe('body.items.0: too short; : 3');
  });

  it('a 422 with a plain detail has no issues but keeps the detail', () => {
    const error = createApiError({ ...base, status: 422, body: { detail: 'bad' } }) as ValidationError;
    expect(error.issues).toEqual([]);
    expect(error.detail).toBe('bad');
  });

  it('RateLimitError.retryAfter is whole seconds rounded up, undefined when not sent or not finite', () => {
    const retryAfter = (retryAfterMs: number | undefined) =>
      (createApiError({ ...base, status: 429, body: undefined, retryAfterMs }) as RateLimitError).retryAfter;
    expect(retryAfter(1500)).toBe(2);
    expect(retryAfter(2000)).toBe(2);
    expect(retryAfter(undefined)).toBeUndefined();
    expect(retryAfter(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it.each([300, 301, 302, 303, 304, 307, 308])('%i → RedirectError with the Location', (status) => {
    const headers = new Headers({ location: 'https://elsewhere.example/v1/orders' });
    const error = createApiError({ ...base, headers, status, body: undefined }) as RedirectError;
    expect(error).toBeInstanceOf(RedirectError);
    expect(error.location).toBe('https://elsewhere.example/v1/orders');
    expect(error.message).toBe(
      `${status} from POST /v1/orders: redirect to https://elsewhere.example/v1/orders not followed (the client follows no redirects)`,
    );
    expect(error.toJSON()).toMatchObject({ status, location: 'https://elsewhere.example/v1/orders' });
  });

  it('the message holds the detail as one line of at most 200 characters', () => {
    const error = createApiError({ ...base, status: 500, body: `line one\n\n\tline two ${'y'.repeat(300)}` });
    expect(error.message).toBe(`500 from POST /v1/orders: line one line two ${'y'.repeat(182)}…`);
    expect(error.detail).toContain('\n');
  });

  it('summarises a text body and caps a long detail', () => {
    expect(createApiError({ ...base, status: 502, body: '  Bad gateway  ' }).detail).toBe('Bad gateway');
    expect(createApiError({ ...base, status: 500, body: { detail: 'x'.repeat(600) } }).detail).toHaveLength(501);
  });

  it('applies the redactor to detail, body, headers and path', () => {
    const redact = (t: string) => t.replaceAll('SECRET', '[REDACTED]');
    const error = createApiError({
      status: 401,
      method: 'GET',
      path: '/v1/SECRET',
      headers: new Headers({ 'www-authenticate': 'Bearer SECRET' }),
      body: { detail: 'key SECRET is wrong', nested: ['SECRET'] },
      redact,
    });
    expect(JSON.stringify(error)).not.toContain('SECRET');
    expect(JSON.stringify(error.body)).not.toContain('SECRET');
    expect(error.path).toBe('/v1/[REDACTED]');
  });
});
