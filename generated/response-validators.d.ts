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
export type GeneratedResponseOperationId = "listAchievements" | "createAchievement" | "bulkUpdateAchievements" | "getAchievement" | "updateAchievement" | "deleteAchievement" | "unlockAchievement" | "listCouponsForUser" | "listCoupons" | "createCoupon" | "bulkUpdateCoupons" | "getCoupon" | "updateCoupon" | "deleteCoupon" | "listCreatorCountries" | "listCreators" | "createCreator" | "getCreator" | "updateCreator" | "deleteCreator" | "listCreatorSocialAccounts" | "updateCreatorTerms" | "listDailyRewards" | "createDailyReward" | "getDailyReward" | "updateDailyReward" | "deleteDailyReward" | "copyDailyReward" | "listItemCategories" | "createItemCategory" | "bulkDeleteItemCategories" | "bulkUpdateItemCategories" | "getItemCategory" | "updateItemCategory" | "deleteItemCategory" | "createGdprDataRemovalRequest" | "createOrder" | "authorizeUser" | "rejectUserAuthorization" | "submitEvent" | "createWebhook" | "listPayments" | "listDisputes";
/** Declared response key (`200`, `2XX`, `default`) → body validator, or null for a response with no JSON body. */
export type GeneratedResponseValidators = Readonly<Record<string, GeneratedValidateFunction | null>>;
export declare const responseValidators: Readonly<Record<GeneratedResponseOperationId, GeneratedResponseValidators>>;
