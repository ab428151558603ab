/**
 * Emits `generated/request-validators.js` (+ `.d.ts`): for every operation of the document, by
 * operationId, ajv standalone validators of its JSON request body and of its path, query and header
 * parameters (each location validated as one object, names as keys, so an error's instancePath
 * names the parameter), plus each parameter's declared type.
 *
 * Parameters arrive as text on the wire. The declared types are emitted so a server can turn the
 * text into values first (`limit=5` → 5, `terms_accepted=true` → true) and then validate; text that
 * does not read as its type is left as text, so the validator reports it as the wrong type. The
 * emulator (src/emulator/) answers 422 from these; nothing here compiles anything at runtime.
 */
import { operationsOf } from '../../src/cli/spec-diff/client-naming.js';
import { codeBanner, type BundledDocument, type Emitter, type GeneratedFile } from './emitter.js';
import {
  createSchemaRegistry,
  createStandaloneAjv,
  deref as derefIn,
  jsonMedia,
  standaloneModuleCode,
  VALIDATOR_TYPE_DECLARATIONS,
} from './standalone-validators.js';

const EMITTER = 'emit-request-validators';
const deref = (document: BundledDocument, value: unknown) => derefIn(document, value, EMITTER);

/** Parameter locations that get a validator; cookies are not part of this API (spec §5: header auth). */
const LOCATIONS = ['path', 'query', 'header'] as const;

/** The JSON type a parameter's wire text is read as: a primitive, or `array:<item type>`. */
export function parameterType(document: BundledDocument, rawSchema: unknown): string {
  const schema = deref(document, rawSchema) ?? {};
  const declared = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (declared === 'array') return `array:${parameterType(document, schema.items)}`;
  if (typeof declared === 'string') return declared;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const kinds = new Set(schema.enum.map((value: unknown) => typeof value));
    if (kinds.size === 1 && ['number', 'boolean'].includes([...kinds][0] as string)) return [...kinds][0] as string;
  }
  return 'string';
}

interface OperationRequest {
  operationId: string;
  fields: string[];
}

function describeOperation(
  document: BundledDocument,
  { path, httpMethod, item, operation }: ReturnType<typeof operationsOf>[number],
  register: (schema: unknown) => string,
): OperationRequest {
  const byKey = new Map<string, BundledDocument>();
  for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = deref(document, raw);
    if (parameter) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const fields: string[] = [];
  const types: string[] = [];
  for (const location of LOCATIONS) {
    const parameters = [...byKey.values()].filter((p) => p.in === location);
    if (parameters.length === 0) continue;
    const nameOf = (p: BundledDocument) => (location === 'header' ? String(p.name).toLowerCase() : String(p.name));
    const schemaOf = (p: BundledDocument) => p.schema ?? jsonMedia(p.content)?.schema ?? {};
    const schema = {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [nameOf(p), schemaOf(p)])),
      required: parameters.filter((p) => p.required === true).map(nameOf),
    };
    fields.push(`${location}: ${register(schema)}`);
    const typed = parameters.map(
      (p) => `${JSON.stringify(nameOf(p))}: ${JSON.stringify(parameterType(document, schemaOf(p)))}`,
    );
    types.push(`${location}: Object.freeze({ ${typed.join(', ')} })`);
  }
  const requestBody = deref(document, operation.requestBody);
  const bodySchema = jsonMedia(requestBody?.content)?.schema;
  if (bodySchema !== undefined) {
    fields.unshift(`body: ${register(bodySchema)}`, `bodyRequired: ${requestBody?.required === true}`);
  }
  fields.push(`parameterTypes: Object.freeze({${types.length > 0 ? ` ${types.join(', ')} ` : ''}})`);
  const operationId = operation.operationId ?? `${httpMethod.toUpperCase()} ${path}`;
  return { operationId: String(operationId), fields };
}

/**
 * The request validators of `document` as `generated/<name>.js` (+ `.d.ts`): the S2S document's as
 * request-validators, the control document's as emulator-control-validators (emit-control-document.ts).
 */
export function requestValidatorFiles(
  document: BundledDocument,
  source: string | undefined,
  name: string,
): GeneratedFile[] {
  const ajv = createStandaloneAjv(document, { allErrors: true });
  const registry = createSchemaRegistry(ajv, 'request');
  const operations = operationsOf(document).map((found) => describeOperation(document, found, registry.add));
  const table = operations.map(
    ({ operationId, fields }) => `  ${JSON.stringify(operationId)}: Object.freeze({ ${fields.join(', ')} }),`,
  );
  const js = [
    codeBanner(source),
    standaloneModuleCode(ajv, registry.exports),
    '/**',
    ' * Request validators by operationId: `body` (JSON body; `bodyRequired` says whether one must be sent),',
    ' * `path`, `query`, `header` (each location as one object; header names lowercase), and the declared',
    ' * type of each parameter (`parameterTypes`), to read wire text as values before validating.',
    ' */',
    `export const requestValidators = Object.freeze({\n${table.join('\n')}\n});`,
    '',
  ].join('\n');
  const ids = operations.map((o) => JSON.stringify(o.operationId)).join(' | ') || 'never';
  const dts = [
    codeBanner(source),
    ...VALIDATOR_TYPE_DECLARATIONS,
    `export type GeneratedRequestOperationId = ${ids};`,
    "/** How a parameter's wire text is read: a JSON type, or `array:<item type>` (comma-separated). */",
    'export type GeneratedParameterType = string;',
    'export type GeneratedParameterLocation = "path" | "query" | "header";',
    'export interface GeneratedRequestValidators {',
    '  readonly body?: GeneratedValidateFunction;',
    '  readonly bodyRequired?: boolean;',
    '  readonly path?: GeneratedValidateFunction;',
    '  readonly query?: GeneratedValidateFunction;',
    '  readonly header?: GeneratedValidateFunction;',
    '  readonly parameterTypes: Readonly<Partial<Record<GeneratedParameterLocation, Readonly<Record<string, GeneratedParameterType>>>>>;',
    '}',
    'export declare const requestValidators: Readonly<Record<GeneratedRequestOperationId, GeneratedRequestValidators>>;',
    '',
  ].join('\n');
  return [
    { path: `generated/${name}.js`, contents: js },
    { path: `generated/${name}.d.ts`, contents: dts },
  ];
}

export const emitRequestValidators: Emitter = (document, context) =>
  requestValidatorFiles(document, context?.source, 'request-validators');
