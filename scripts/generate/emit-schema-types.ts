/**
 * `generated/schema.d.ts`: TypeScript types for paths, operations, components and webhooks, written
 * by openapi-typescript from the bundled document.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { codeBanner, type Emitter } from './emitter.js';

export const SCHEMA_TYPES_PATH = 'generated/schema.d.ts';

export const emitSchemaTypes: Emitter = async (document, context) => {
  const ast = await openapiTS(structuredClone(document) as never, {
    // Keep openapi-typescript from printing Redocly's lint findings; `npm run lint:spec` owns those.
    silent: true,
    // A property with a `default` that is not `required` stays optional: the server fills it in, so a
    // request may omit it. openapi-typescript's default (true) made such properties of
    // component schemas required in requests too. In responses they stay optional, as the schema says.
    defaultNonNullable: false,
  });
  return [{ path: SCHEMA_TYPES_PATH, contents: codeBanner(context?.source) + astToString(ast) }];
};
