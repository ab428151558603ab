/**
 * A request checked against the document with the validators generated ahead of time
 * (generated/request-validators.js, so nothing is compiled at start-up): path, query and header
 * parameters read as their declared types first (coerce-parameters.ts), then the JSON body. Every
 * fault of every part is reported in one 422 (spec §7), each naming its field.
 */
import { requestValidators, type GeneratedRequestValidators } from '../../../generated/request-validators.js';
import type { ValidationIssue } from '../http/responses.js';
import type { EmulatorRequest } from '../http/types.js';
import { coerceQuery, coerceValues } from './coerce-parameters.js';
import { type RequestPart, validationIssues } from './validation-issues.js';

export interface ValidatedRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The parsed JSON body; undefined when none was sent. */
  body: unknown;
}

export type ValidationOutcome = { ok: true; value: ValidatedRequest } | { ok: false; issues: ValidationIssue[] };

const table = requestValidators as Readonly<Record<string, GeneratedRequestValidators>>;

/** The generated validators of an operation (every operation of the document has an entry). */
export function validatorsOf(operationId: string): GeneratedRequestValidators {
  const validators = table[operationId];
  if (validators === undefined) throw new Error(`no generated request validators for ${operationId}`);
  return validators;
}

export function validateRequest(
  operationId: string,
  request: EmulatorRequest,
  pathParams: Readonly<Record<string, string>>,
  body: unknown,
): ValidationOutcome {
  const validators = validatorsOf(operationId);
  const types = validators.parameterTypes;
  const path = coerceValues(pathParams, types.path);
  const query = coerceQuery(request.query, types.query);
  const issues: ValidationIssue[] = [];
  const check = (part: RequestPart, validate: GeneratedRequestValidators['body'], data: unknown) => {
    if (validate !== undefined && !validate(data)) issues.push(...validationIssues(part, data, validate.errors ?? []));
  };
  check('path', validators.path, path);
  check('query', validators.query, query);
  if (validators.header !== undefined) {
    const declared = Object.keys(types.header ?? {});
    const headers = Object.fromEntries(
      declared.flatMap((name) =>
        Object.hasOwn(request.headers, name) ? [[name, request.headers[name] as string]] : [],
      ),
    );
    check('header', validators.header, coerceValues(headers, types.header));
  }
  if (body === undefined) {
    if (validators.bodyRequired) issues.push({ loc: ['body'], msg: 'Field required', type: 'missing' });
  } else check('body', validators.body, body);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: { path, query, body } };
}
