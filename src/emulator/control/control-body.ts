/**
 * Reading a control request's JSON body: 400 for a non-JSON content type, malformed JSON or JSON
 * nested too deep, as the API answers (http/json-body.ts); then the body is checked against the
 * control document with its validators generated ahead of time
 * (generated/emulator-control-validators.js), every fault answered in the API's validation error
 * body (spec §7) naming its field. The document's request schemas refuse fields they do not list,
 * so a misspelt one is refused rather than ignored.
 */
import { requestValidators, type GeneratedRequestOperationId } from '../../../generated/emulator-control-validators.js';
import { parseJsonBody } from '../http/json-body.js';
import { HttpError } from '../http/responses.js';
import type { EmulatorRequest } from '../http/types.js';
import { MAX_BODY_DEPTH, SEED_DEPTH_ALLOWANCE } from '../limits/json-depth.js';
import { validationIssues } from '../validation/validation-issues.js';

/** 422 naming `field` of the body (`[]` for the body itself), for checks the document cannot express. */
export function invalid(field: string | (string | number)[], msg: string, type = 'value_error'): HttpError {
  return HttpError.validation([{ loc: ['body', ...(Array.isArray(field) ? field : [field])], msg, type }]);
}

/**
 * The body of the control `operationId` (`{}` when none was sent), valid under the document's
 * request schema; `T` is that schema's shape. Throws `HttpError` (400 or 422). A snapshot may nest
 * as deep as a seed file.
 */
export function controlBody<T>(request: EmulatorRequest, operationId: GeneratedRequestOperationId): T {
  let body: unknown = {};
  if (request.body !== undefined && request.body.trim() !== '') {
    const parsed = parseJsonBody(request.body, request.headers['content-type'], MAX_BODY_DEPTH + SEED_DEPTH_ALLOWANCE);
    if ('refusal' in parsed) throw new HttpError(parsed.refusal);
    body = parsed.value;
  }
  const validate = requestValidators[operationId].body;
  if (validate === undefined) throw new Error(`the control document gives ${operationId} no request body`);
  if (!validate(body)) throw HttpError.validation(validationIssues('body', body, validate.errors ?? []));
  return body as T;
}
