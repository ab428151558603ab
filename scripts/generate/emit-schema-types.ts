/**
 * `generated/schema.d.ts`: TypeScript types for paths, operations, components and webhooks, written
 * by openapi-typescript from the bundled document.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { codeBanner, type Emitter } from './emitter.js';

export const SCHEMA_TYPES_PATH = 'generated/schema.d.ts';

export const emitSchemaTypes: Emitter = async (document) => {
  const ast = await openapiTS(structuredClone(document) as never, {
    // Keep openapi-typescript from printing Redocly's lint findings; `npm run lint:spec` owns those.
    silent: true,
  });
  return [{ path: SCHEMA_TYPES_PATH, contents: codeBanner() + astToString(ast) }];
};
