/**
 * Answers in the spec's bodies (§7): the generic error body `{ detail: string }`, the validation
 * error body `{ detail: [{ loc, msg, type }] }`, and JSON success bodies.
 */
import type { EmulatorResponse } from './types.js';

const JSON_TYPE = { 'content-type': 'application/json' } as const;

/** A JSON answer. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): EmulatorResponse {
  return { status, headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify(body) };
}

/** An answer without a body (204). */
export function empty(status = 204): EmulatorResponse {
  return { status, headers: {} };
}

/** The generic error body (§7): `{ "detail": "..." }`. */
export function errorBody(status: number, detail: string, headers: Record<string, string> = {}): EmulatorResponse {
  return json(status, { detail }, headers);
}

/** 413 for a body over the `maxBodyBytes` option, from either adapter. */
export function bodyTooLarge(maxBodyBytes: number): EmulatorResponse {
  return errorBody(413, `The request body is larger than ${maxBodyBytes} bytes`);
}

/** 401 (spec §5 rule 5), with the challenge RFC 9110 asks of a 401. */
export function unauthenticated(): EmulatorResponse {
  return errorBody(401, 'Not authenticated', { 'www-authenticate': 'Bearer, Basic' });
}

/** One entry of the validation error body (§7). */
export interface ValidationIssue {
  /** Where the fault is: `["body", "items", 0, "sku"]`, `["query", "limit"]`. */
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** 422 with the validation error body (§7). */
export function validationFailed(issues: ValidationIssue[]): EmulatorResponse {
  return json(422, { detail: issues });
}

/**
 * Thrown by an operation handler to answer with an error (404 for an unknown id, 409, 422, ...);
 * the core handler turns it into the answer and undoes the request's state changes.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(readonly response: EmulatorResponse) {
    super(`HTTP ${response.status}`);
  }

  static notFound(what: string): HttpError {
    return new HttpError(errorBody(404, `${what} not found`));
  }

  static validation(issues: ValidationIssue[]): HttpError {
    return new HttpError(validationFailed(issues));
  }
}
