/**
 * Test support: checks control answers against the control document (openapi/emulator-control.json,
 * read from its copy in generated/) with ajv. Each answer's route must be a path of the document, its
 * method an operation there, its status a response of that operation, and its body valid under that
 * response's schema.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import controlDocument from '../../../generated/emulator-control.json' with { type: 'json' };

export interface ControlAnswer {
  method: string;
  /** The path as requested, e.g. `/_emulator/v1/orders/ord_1/pay`. */
  path: string;
  status: number;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
}

interface Operation {
  responses: Record<string, { $ref?: string; content?: { 'application/json'?: { schema: unknown } } }>;
}

const paths = controlDocument.paths as unknown as Record<string, Record<string, Operation>>;

/** `/_emulator/v1/orders/{orderId}` as a pattern of one segment per parameter. */
function templateMatches(template: string, path: string): boolean {
  const pattern = template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The document's path template for a requested path; literal paths win over templated ones. */
export function documentPathOf(path: string): string | undefined {
  const matching = Object.keys(paths).filter((template) => templateMatches(template, path));
  return matching.sort((a, b) => a.split('{').length - b.split('{').length)[0];
}

const ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
addFormats.default(ajv);
ajv.addSchema(controlDocument as object, 'control');

/** JSON pointer escaping (RFC 6901). */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The problems of one answer; empty when the document describes it. */
export function problemsOf(answer: ControlAnswer): string[] {
  const at = `${answer.method} ${answer.path} ${answer.status}`;
  const template = documentPathOf(answer.path);
  if (template === undefined) return [`${at}: the document has no path for ${answer.path}`];
  const method = answer.method.toLowerCase();
  const operation = paths[template]?.[method];
  if (operation === undefined) return [`${at}: the document has no ${answer.method} ${template}`];
  let response = operation.responses[String(answer.status)];
  if (response === undefined) return [`${at}: ${answer.method} ${template} declares no ${answer.status} response`];
  let where = `control#/paths/${pointer(template)}/${method}/responses/${answer.status}`;
  if (response.$ref !== undefined) {
    where = `control${response.$ref}`;
    const name = response.$ref.split('/').at(-1)!;
    response = (controlDocument.components.responses as Record<string, typeof response>)[name]!;
  }
  if (response.content === undefined) {
    return answer.body === undefined ? [] : [`${at}: the document declares no body, but one came`];
  }
  const validate = ajv.getSchema(`${where}/content/application~1json/schema`);
  if (validate === undefined) return [`${at}: no schema at ${where}`];
  if (validate(answer.body)) return [];
  return [`${at}: ${ajv.errorsText(validate.errors)}`];
}

/** Throws listing every answer the document does not describe. */
export function checkAnswers(answers: readonly ControlAnswer[]): void {
  const problems = answers.flatMap(problemsOf);
  if (problems.length > 0) throw new Error(`control answers the document does not describe:\n${problems.join('\n')}`);
}
