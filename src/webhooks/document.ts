/**
 * The one place src/webhooks reads the OpenAPI document: header names, event types and the
 * validators compiled at generate time (scripts/generate/emit-webhook-validators.ts).
 * Nothing here is hard-coded; `npm run generate` rewrites generated/webhook-validators.js.
 */
export {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_EVENT_TYPES,
  webhookRequestValidators,
  webhookResponseValidators,
  type GeneratedValidateFunction,
  type GeneratedValidationError,
} from '../../generated/webhook-validators.js';
