/**
 * Emits `generated/response-validators.js` (+ `.d.ts`): for every operation of the document, by
 * operationId, and for every response key it declares (`200`, `2XX`, `422`, `default`, ...), an ajv
 * standalone validator of the JSON body, or `null` where the response declares no JSON body (a 204).
 * A status the operation does not declare has no key at all, so a caller can tell an undeclared
 * status from a declared one without a body.
 *
 * Importable on its own (it shares nothing at runtime with the request validators): the client's
 * opt-in response validation and the emulator's tests read it.
 */
import { operationsOf } from '../../src/cli/spec-diff/client-naming.js';
import { codeBanner, type BundledDocument, type Emitter } from './emitter.js';
import {
  createSchemaRegistry,
  createStandaloneAjv,
  deref as derefIn,
  jsonMedia,
  standaloneModuleCode,
  VALIDATOR_TYPE_DECLARATIONS,
} from './standalone-validators.js';

const deref = (document: BundledDocument, value: unknown) => derefIn(document, value, 'emit-response-validators');

export const emitResponseValidators: Emitter = (input, context) => {
  const document = input;
  const ajv = createStandaloneAjv(document);
  const registry = createSchemaRegistry(ajv, 'response');
  const table = operationsOf(document).map(({ path, httpMethod, operation }) => {
    const operationId = String(operation.operationId ?? `${httpMethod.toUpperCase()} ${path}`);
    const statuses = Object.entries<unknown>(operation.responses ?? {}).map(([key, raw]) => {
      const schema = jsonMedia(deref(document, raw)?.content)?.schema;
      return `${JSON.stringify(key)}: ${schema === undefined ? 'null' : registry.add(schema)}`;
    });
    return { operationId, line: `  ${JSON.stringify(operationId)}: Object.freeze({ ${statuses.join(', ')} }),` };
  });
  const js = [
    codeBanner(context?.source),
    standaloneModuleCode(ajv, registry.exports),
    '/**',
    ' * Response body validators by operationId, then by declared response key (`200`, `2XX`, `default`):',
    ' * a validator of the JSON body, or null where that response declares no JSON body.',
    ' */',
    `export const responseValidators = Object.freeze({\n${table.map((t) => t.line).join('\n')}\n});`,
    '',
  ].join('\n');
  const ids = table.map((t) => JSON.stringify(t.operationId)).join(' | ') || 'never';
  const dts = [
    codeBanner(context?.source),
    ...VALIDATOR_TYPE_DECLARATIONS,
    `export type GeneratedResponseOperationId = ${ids};`,
    '/** Declared response key (`200`, `2XX`, `default`) → body validator, or null for a response with no JSON body. */',
    'export type GeneratedResponseValidators = Readonly<Record<string, GeneratedValidateFunction | null>>;',
    'export declare const responseValidators: Readonly<Record<GeneratedResponseOperationId, GeneratedResponseValidators>>;',
    '',
  ].join('\n');
  return [
    { path: 'generated/response-validators.js', contents: js },
    { path: 'generated/response-validators.d.ts', contents: dts },
  ];
};
