/**
 * Checks a mock's answer against the document and says whose fault each failure is:
 *
 * - `client`: the request the run sent (through the client, or built by the run) was refused;
 * - `mock`: the answer fails the document because of the mock itself. Prism answers with the
 *   document's first example, or without one a value from its static generator, which cuts
 *   recursive schemas short and does not honour some keywords (`pattern` among them). So a failure
 *   is the mock's when the document's own example for that response fails the same way, when every
 *   failing keyword is one the generator does not honour, or when it sits under a recursive schema;
 * - `document`: anything else (an undeclared status, a schema that cannot be compiled, an answer
 *   that fails for a reason the mock cannot explain);
 * - `run`: what the run itself could not do (build a valid request, send a body that is not JSON,
 *   reach the mock): nothing was learnt about the client or the document.
 */
import type { ErrorObject } from 'ajv';
import type { DocumentAjv } from './ajv.js';
import { declaredStatusKey } from './fixture-checks.js';
import { resolveRef, type JsonObject, type OperationEntry } from './document.js';
import { violationsOf } from './prism.js';
import { firstExample, jsonMediaType, type SentAnswer } from './sample-request.js';

export type ProblemKind = 'client' | 'document' | 'mock' | 'run';

export interface Problem {
  kind: ProblemKind;
  message: string;
}

/** Keywords Prism's static generator (json-schema-sampler) is known not to honour. */
export const UNHONOURED_KEYWORDS = new Set([
  'pattern',
  'format',
  'multipleOf',
  'uniqueItems',
  'not',
  'contains',
  'minContains',
  'maxContains',
  'propertyNames',
  'patternProperties',
  'dependentRequired',
  'dependentSchemas',
  'if',
  'then',
  'else',
  'minProperties',
  'maxProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

/** Whether `schema` reaches itself again through `$ref`s (a tree, a linked list, ...). */
export function isRecursive(document: JsonObject, schema: JsonObject): boolean {
  const visit = (node: unknown, trail: Set<string>): boolean => {
    if (!node || typeof node !== 'object') return false;
    const ref = (node as JsonObject).$ref;
    if (typeof ref === 'string') {
      if (trail.has(ref)) return true;
      return visit(resolveRef(document, { $ref: ref }), new Set([...trail, ref]));
    }
    return Object.values(node).some((child) => visit(child, trail));
  };
  return visit(schema, new Set());
}

const describe = (errors: ErrorObject[]) => errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');

/** Problems with the answer to a request the operation must accept (empty: the answer passes). */
export function checkAnswer(
  document: JsonObject,
  ajv: DocumentAjv,
  entry: OperationEntry,
  answer: SentAnswer,
): Problem[] {
  const requestBody = entry.operation.requestBody && resolveRef(document, entry.operation.requestBody);
  if (requestBody?.required && !jsonMediaType(requestBody.content)) {
    const types = Object.keys(requestBody.content ?? {}).join(', ');
    const message = `the run builds JSON bodies only; this operation takes ${types}, so it was not checked`;
    return [{ kind: 'run', message }];
  }
  const violations = violationsOf(answer.headers);
  const refused = violations.filter((v) => v.startsWith('request'));
  if (refused.length > 0 || answer.status === 422) {
    const why = refused.join('; ') || answer.text.slice(0, 200);
    return [{ kind: 'client', message: `the request was refused (${answer.status}): ${why}` }];
  }
  const responses = (entry.operation.responses ?? {}) as JsonObject;
  const key = declaredStatusKey(responses, answer.status) ?? ('default' in responses ? 'default' : undefined);
  if (!key) return [{ kind: 'document', message: `status ${answer.status} is not declared` }];
  const declared = resolveRef(document, responses[key]);
  const mediaType = jsonMediaType(declared.content);
  if (!mediaType) return [];
  const media = declared.content[mediaType] as JsonObject;
  let validate: ReturnType<DocumentAjv['compileLocal']>;
  try {
    validate = ajv.compileLocal(media.schema ?? {});
  } catch (error) {
    const message = `the ${key} response schema cannot be compiled: ${(error as Error).message}`;
    return [{ kind: 'document', message }];
  }
  if (validate(answer.body)) return [];
  const errors = validate.errors ?? [];
  const where = `the ${key} answer fails the document: ${describe(errors)}`;
  const example = firstExample(document, media);
  if (example.found && !validate(example.value)) {
    const message = `${where} (the document's own example for ${key} is invalid, and the mock served it)`;
    return [{ kind: 'mock', message }];
  }
  if (errors.every((e) => UNHONOURED_KEYWORDS.has(e.keyword))) {
    const keywords = [...new Set(errors.map((e) => e.keyword))].join(', ');
    return [{ kind: 'mock', message: `${where} (the mock's generator does not honour ${keywords})` }];
  }
  if (isRecursive(document, media.schema ?? {}) && errors.every((e) => e.instancePath !== '')) {
    return [{ kind: 'mock', message: `${where} (a recursive schema the mock's generator cut short)` }];
  }
  return [{ kind: 'document', message: where }];
}
