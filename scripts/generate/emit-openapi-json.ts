/**
 * `generated/openapi.json`: the bundled document that Prism, ajv and consumers read.
 *
 * JSON has no comments, so the do-not-edit banner is the document's first key, an `x-` extension
 * that OpenAPI tooling ignores.
 */
import { DEFAULT_SOURCE, GENERATE_COMMAND, type Emitter } from './emitter.js';

export const OPENAPI_JSON_PATH = 'generated/openapi.json';

export const emitOpenApiJson: Emitter = (document, context) => {
  const withBanner = {
    'x-generated': `DO NOT EDIT: generated from ${context?.source ?? DEFAULT_SOURCE} by \`${GENERATE_COMMAND}\`.`,
    ...document,
  };
  return [{ path: OPENAPI_JSON_PATH, contents: `${JSON.stringify(withBanner, null, 2)}\n` }];
};
