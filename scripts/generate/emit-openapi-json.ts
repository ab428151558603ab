/**
 * `generated/openapi.json`: the bundled document that Prism, ajv and consumers read, with the banner
 * as its first key (jsonWithBanner).
 */
import { jsonWithBanner, type Emitter } from './emitter.js';

export const OPENAPI_JSON_PATH = 'generated/openapi.json';

export const emitOpenApiJson: Emitter = (document, context) => [
  { path: OPENAPI_JSON_PATH, contents: jsonWithBanner(document, context?.source) },
];
