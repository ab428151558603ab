/**
 * Every emitter `npm run generate` runs, in order. Add a new derived file by adding its emitter here.
 */
import type { Emitter } from './emitter.js';
import { emitOpenApiJson } from './emit-openapi-json.js';
import { emitSchemaTypes } from './emit-schema-types.js';
import { emitWebhookValidators } from './emit-webhook-validators.js';
import { emitClientOperations } from './emit-client-operations.js';
import { emitWebhookExamples } from './emit-webhook-examples.js';
import { emitRequestValidators } from './emit-request-validators.js';
import { emitResponseValidators } from './emit-response-validators.js';

export const emitters: readonly Emitter[] = [
  emitOpenApiJson,
  emitSchemaTypes,
  emitWebhookValidators,
  emitClientOperations,
  emitWebhookExamples,
  emitRequestValidators,
  emitResponseValidators,
];
