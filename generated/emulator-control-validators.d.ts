/*
 * DO NOT EDIT: this file is generated from openapi/emulator-control.json by `npm run generate`.
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
export type GeneratedRequestOperationId = "getControlDocument" | "getClock" | "advanceClock" | "listFaults" | "injectFault" | "clearFaults" | "clearFault" | "reset" | "getState" | "putState" | "getOrder" | "payOrder" | "declineOrder" | "refundOrder" | "reverseOrder" | "redeliverEvent" | "hubLogin" | "claimDailyReward" | "settle" | "listDeliveries";
/** How a parameter's wire text is read: a JSON type, or `array:<item type>` (comma-separated). */
export type GeneratedParameterType = string;
export type GeneratedParameterLocation = "path" | "query" | "header";
export interface GeneratedRequestValidators {
  readonly body?: GeneratedValidateFunction;
  readonly bodyRequired?: boolean;
  readonly path?: GeneratedValidateFunction;
  readonly query?: GeneratedValidateFunction;
  readonly header?: GeneratedValidateFunction;
  readonly parameterTypes: Readonly<Partial<Record<GeneratedParameterLocation, Readonly<Record<string, GeneratedParameterType>>>>>;
}
export declare const requestValidators: Readonly<Record<GeneratedRequestOperationId, GeneratedRequestValidators>>;
