/**
 * What a contract target said about a request, read the same way whichever target answered:
 *
 * - why it refused one: Prism's violation header, or (the emulator, a real service) the spec's
 *   error body (§7): each 422 entry as `request.<loc>: <msg>`, or the generic `detail`;
 * - whether an answer keeps the document: its status declared by the operation, its body valid
 *   against that status's schema. Checked for every answer of a stateful target (the emulator),
 *   refusals included; Prism answers a refusal in its own problem format, so it is not held to it.
 */
import type { DocumentAjv } from './ajv.js';
import { resolveRef, type JsonObject, type OperationEntry } from './document.js';
import { declaredStatusKey } from './fixture-checks.js';
import { violationsOf } from './prism.js';
import { jsonMediaType } from './sample-request.js';

export interface TargetAnswer {
  status: number;
  headers: Headers;
  body?: unknown;
}

export function refusalReasons(answer: TargetAnswer): string[] {
  const violations = violationsOf(answer.headers);
  if (violations.length > 0 || answer.status < 400) return violations;
  const detail = (answer.body as { detail?: unknown } | undefined)?.detail;
  if (Array.isArray(detail)) {
    return detail.map(
      (entry: { loc?: unknown[]; msg?: string }) => `request.${(entry.loc ?? []).join('.')}: ${entry.msg}`,
    );
  }
  return typeof detail === 'string' ? [detail] : [];
}

/** Why `answer` does not keep the document (empty: it does). */
export function answerProblems(
  document: JsonObject,
  ajv: DocumentAjv,
  entry: OperationEntry,
  answer: TargetAnswer,
): string[] {
  const key = declaredStatusKey(entry.operation.responses, answer.status);
  if (key === undefined) return [`status ${answer.status} is not declared`];
  const declared = resolveRef(document, entry.operation.responses[key]);
  const mediaType = jsonMediaType(declared.content);
  if (mediaType === undefined)
    return answer.body === undefined ? [] : [`the ${key} answer has a body the document does not declare`];
  const validate = ajv.compileLocal((declared.content[mediaType] as JsonObject).schema ?? {});
  if (validate(answer.body)) return [];
  return (validate.errors ?? []).map((error) => `the ${key} answer: ${error.instancePath || '/'} ${error.message}`);
}
