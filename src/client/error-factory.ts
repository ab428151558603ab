/**
 * The one place that maps an HTTP status to an error class (openai-node style), so the named
 * methods, pagination and any future caller raise the same class for the same answer. Here, not in
 * src/errors/, because it reads the answer through the key's redactor (key-safety/redact.ts),
 * and the error classes themselves import nothing.
 */
import { ApiError, type ApiErrorInit } from '../errors/api-error.js';
import { AuthenticationError } from '../errors/authentication-error.js';
import { BadRequestError } from '../errors/bad-request-error.js';
import { ConflictError } from '../errors/conflict-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { PermissionDeniedError } from '../errors/permission-denied-error.js';
import { RateLimitError } from '../errors/rate-limit-error.js';
import { RedirectError } from '../errors/redirect-error.js';
import { ServiceUnavailableError } from '../errors/service-unavailable-error.js';
import { ValidationError, type ValidationIssue } from '../errors/validation-error.js';
import { redactValue } from './key-safety/redact.js';
import { redactedHeaders } from './key-safety/redacted-headers.js';

/** Input of `createApiError`. `redact` removes the API key from anything the service echoed. */
export interface ApiErrorSource {
  status: number;
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  redact: (text: string) => string;
  /** Parsed `Retry-After` in milliseconds, if the response carried one. */
  retryAfterMs?: number | undefined;
}

const MAX_DETAIL_LENGTH = 500;

const SIMPLE_CLASSES: Partial<Record<number, new (init: ApiErrorInit) => ApiError>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  503: ServiceUnavailableError,
};

/** Picks the error class from the status and fills it from the (redacted) response. */
export function createApiError(source: ApiErrorSource): ApiError {
  // Parsed first, then redacted inside string values only: keys and structure stay as sent.
  const body = redactValue(source.body, source.redact);
  const headers = redactedHeaders(source.headers, source.redact);
  const issues = parseIssues(body);
  const init: ApiErrorInit = {
    status: source.status,
    method: source.method,
    path: source.redact(source.path),
    detail: describe(body, issues),
    headers,
    body,
  };
  if (source.status >= 300 && source.status < 400) {
    return new RedirectError({ ...init, location: headers.get('location') ?? undefined });
  }
  if (source.status === 422) return new ValidationError({ ...init, issues });
  if (source.status === 429) {
    // Whole seconds, rounded up: waiting `retryAfter` seconds is never shorter than asked.
    const ms = source.retryAfterMs;
    const retryAfter = ms === undefined || !Number.isFinite(ms) ? undefined : Math.ceil(ms / 1000);
    return new RateLimitError({ ...init, retryAfter });
  }
  const ErrorClass = SIMPLE_CLASSES[source.status] ?? ApiError;
  return new ErrorClass(init);
}

/** Spec §7: `{ detail: [{ loc, msg, type }] }`. Entries of another shape are skipped. */
function parseIssues(body: unknown): ValidationIssue[] {
  const detail = isRecord(body) ? body['detail'] : undefined;
  if (!Array.isArray(detail)) return [];
  return detail.filter(isRecord).map((entry) => ({
    loc: Array.isArray(entry['loc']) ? entry['loc'].filter((p) => typeof p === 'string' || typeof p === 'number') : [],
    msg: String(entry['msg'] ?? ''),
    type: String(entry['type'] ?? ''),
  }));
}

function describe(body: unknown, issues: ValidationIssue[]): string | undefined {
  let text: string | undefined;
  if (issues.length > 0) text = issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; ');
  else if (isRecord(body) && typeof body['detail'] === 'string') text = body['detail'];
  else if (typeof body === 'string' && body.trim() !== '') text = body.trim();
  if (text === undefined) return undefined;
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
