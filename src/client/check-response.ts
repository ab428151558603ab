/**
 * The part of `validateResponses` that runs on a checked call, imported on demand by
 * response-validation.ts (with the generated validators it needs), so that a client with the
 * option off never loads it.
 */
import { operationTable } from '../../generated/operations.js';
import { type GeneratedResponseValidators, responseValidators } from '../../generated/response-validators.js';
import { ResponseValidationError } from '../errors/response-validation-error.js';
import { type Redactor, redactValue } from './key-safety/redact.js';
import type { Call } from './transport/transport.js';

/** `'POST /v1/orders'` → `createOrder`, from the generated operation table. */
const operationsByRoute = new Map<string, string>();
for (const group of Object.values(operationTable)) {
  for (const entry of Object.values<{ operationId: string; method: string; path: string }>(group)) {
    operationsByRoute.set(`${entry.method} ${entry.path}`, entry.operationId);
  }
}

/** The declared response that covers `status`: its own code, then `2XX`, then `default`. */
function validatorFor(responses: GeneratedResponseValidators | undefined, status: number) {
  return responses?.[String(status)] ?? responses?.[`${Math.floor(status / 100)}XX`] ?? responses?.['default'];
}

/** The mismatch between a 2xx body and the document, or `undefined` when it matches (or nothing is declared). */
export function checkResponse(
  call: Call,
  status: number,
  data: unknown,
  redact: Redactor,
): ResponseValidationError | undefined {
  const operationId = operationsByRoute.get(`${call.method} ${call.route}`);
  if (operationId === undefined) return undefined;
  const validators = responseValidators as Readonly<Record<string, GeneratedResponseValidators>>;
  const validate = validatorFor(validators[operationId], status);
  if (!validate || validate(data)) return undefined;
  const issues = (validate.errors ?? []).map((error) => ({
    path: redact(error.instancePath),
    message: error.message ?? error.keyword,
  }));
  const { method, path } = call;
  return new ResponseValidationError({ method, path, status, operationId, issues, body: redactValue(data, redact) });
}
