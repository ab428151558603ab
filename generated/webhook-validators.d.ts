/*
 * DO NOT EDIT: this file is generated from openapi/openapi.yaml by `npm run generate`.
 * Change the document (or the emitter in scripts/generate/) and run the command again.
 */

/** One ajv error, as ajv standalone validators report it. */
export interface GeneratedValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
/** An ajv standalone validator: returns true when valid; otherwise `errors` holds the reason. */
export interface GeneratedValidateFunction {
  (data: unknown): boolean;
  errors?: GeneratedValidationError[] | null;
}
export type GeneratedWebhookEventType = "item.add" | "item.remove" | "ingame.popup" | "daily_reward.get";
export type GeneratedWebhookResponseEventType = "daily_reward.get";
export declare const WEBHOOK_SIGNATURE_HEADER: "x-service-signature";
export declare const WEBHOOK_TIMESTAMP_HEADER: "x-service-signature-timestamp";
export declare const WEBHOOK_EVENT_TYPES: readonly GeneratedWebhookEventType[];
export declare const webhookRequestValidators: Readonly<Record<GeneratedWebhookEventType, GeneratedValidateFunction>>;
export declare const webhookResponseValidators: Readonly<Record<GeneratedWebhookResponseEventType, GeneratedValidateFunction>>;
