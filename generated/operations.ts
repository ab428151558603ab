/*
 * DO NOT EDIT: this file is generated from openapi/openapi.yaml by `npm run generate`.
 * Change the document (or the emitter in scripts/generate/) and run the command again.
 */

/** Group → method → operation; read by the client to build `client.<group>.<method>()`. */
export const operationTable = {
  achievements: {
    /** PATCH /v1/achievements */
    bulkUpdate: { operationId: "bulkUpdateAchievements", method: "PATCH", path: "/v1/achievements", pathParams: [], arg: "body", query: false },
    /** POST /v1/achievements */
    create: { operationId: "createAchievement", method: "POST", path: "/v1/achievements", pathParams: [], arg: "body", query: false },
    /** DELETE /v1/achievements/{achievement_id} */
    delete: { operationId: "deleteAchievement", method: "DELETE", path: "/v1/achievements/{achievement_id}", pathParams: ["achievement_id"], arg: "none", query: false },
    /** GET /v1/achievements/{achievement_id} */
    get: { operationId: "getAchievement", method: "GET", path: "/v1/achievements/{achievement_id}", pathParams: ["achievement_id"], arg: "none", query: false },
    /** GET /v1/achievements */
    list: { operationId: "listAchievements", method: "GET", path: "/v1/achievements", pathParams: [], arg: "query", query: true, pageMethod: "listAll" },
    /** POST /v1/achievements/{achievement_type}/unlock */
    unlock: { operationId: "unlockAchievement", method: "POST", path: "/v1/achievements/{achievement_type}/unlock", pathParams: ["achievement_type"], arg: "body", query: false },
    /** PUT /v1/achievements/{achievement_id} */
    update: { operationId: "updateAchievement", method: "PUT", path: "/v1/achievements/{achievement_id}", pathParams: ["achievement_id"], arg: "body", query: false },
  },
  coupons: {
    /** PATCH /v1/coupons */
    bulkUpdate: { operationId: "bulkUpdateCoupons", method: "PATCH", path: "/v1/coupons", pathParams: [], arg: "body", query: false },
    /** POST /v1/coupons */
    create: { operationId: "createCoupon", method: "POST", path: "/v1/coupons", pathParams: [], arg: "body", query: false },
    /** DELETE /v1/coupons/{coupon_id} */
    delete: { operationId: "deleteCoupon", method: "DELETE", path: "/v1/coupons/{coupon_id}", pathParams: ["coupon_id"], arg: "none", query: false },
    /** GET /v1/coupons/{coupon_id} */
    get: { operationId: "getCoupon", method: "GET", path: "/v1/coupons/{coupon_id}", pathParams: ["coupon_id"], arg: "none", query: false },
    /** GET /v1/coupons */
    list: { operationId: "listCoupons", method: "GET", path: "/v1/coupons", pathParams: [], arg: "query", query: true, pageMethod: "listAll" },
    /** GET /v1/coupons/user/{user_id} */
    listForUser: { operationId: "listCouponsForUser", method: "GET", path: "/v1/coupons/user/{user_id}", pathParams: ["user_id"], arg: "query", query: true, pageMethod: "listAllForUser" },
    /** PUT /v1/coupons/{coupon_id} */
    update: { operationId: "updateCoupon", method: "PUT", path: "/v1/coupons/{coupon_id}", pathParams: ["coupon_id"], arg: "body", query: false },
  },
  creators: {
    /** POST /v1/creators */
    create: { operationId: "createCreator", method: "POST", path: "/v1/creators", pathParams: [], arg: "body", query: false },
    /** DELETE /v1/creators/{creator_id} */
    delete: { operationId: "deleteCreator", method: "DELETE", path: "/v1/creators/{creator_id}", pathParams: ["creator_id"], arg: "none", query: false },
    /** GET /v1/creators/{creator_id} */
    get: { operationId: "getCreator", method: "GET", path: "/v1/creators/{creator_id}", pathParams: ["creator_id"], arg: "none", query: false },
    /** GET /v1/creators */
    list: { operationId: "listCreators", method: "GET", path: "/v1/creators", pathParams: [], arg: "query", query: true, pageMethod: "listAll" },
    /** GET /v1/creators/countries */
    listCountries: { operationId: "listCreatorCountries", method: "GET", path: "/v1/creators/countries", pathParams: [], arg: "none", query: false },
    /** GET /v1/creators/{creator_id}/social-accounts */
    listSocialAccounts: { operationId: "listCreatorSocialAccounts", method: "GET", path: "/v1/creators/{creator_id}/social-accounts", pathParams: ["creator_id"], arg: "none", query: false },
    /** PUT /v1/creators/{creator_id} */
    update: { operationId: "updateCreator", method: "PUT", path: "/v1/creators/{creator_id}", pathParams: ["creator_id"], arg: "body", query: false },
    /** PATCH /v1/creators/{creator_id}/terms */
    updateTerms: { operationId: "updateCreatorTerms", method: "PATCH", path: "/v1/creators/{creator_id}/terms", pathParams: ["creator_id"], arg: "body", query: false },
  },
  dailyRewards: {
    /** POST /v1/daily_rewards/{daily_reward_id}/copy */
    copy: { operationId: "copyDailyReward", method: "POST", path: "/v1/daily_rewards/{daily_reward_id}/copy", pathParams: ["daily_reward_id"], arg: "none", query: false },
    /** POST /v1/daily_rewards */
    create: { operationId: "createDailyReward", method: "POST", path: "/v1/daily_rewards", pathParams: [], arg: "body", query: false },
    /** DELETE /v1/daily_rewards/{daily_reward_id} */
    delete: { operationId: "deleteDailyReward", method: "DELETE", path: "/v1/daily_rewards/{daily_reward_id}", pathParams: ["daily_reward_id"], arg: "none", query: false },
    /** GET /v1/daily_rewards/{daily_reward_id} */
    get: { operationId: "getDailyReward", method: "GET", path: "/v1/daily_rewards/{daily_reward_id}", pathParams: ["daily_reward_id"], arg: "none", query: false },
    /** GET /v1/daily_rewards */
    list: { operationId: "listDailyRewards", method: "GET", path: "/v1/daily_rewards", pathParams: [], arg: "query", query: true, pageMethod: "listAll" },
    /** PUT /v1/daily_rewards/{daily_reward_id} */
    update: { operationId: "updateDailyReward", method: "PUT", path: "/v1/daily_rewards/{daily_reward_id}", pathParams: ["daily_reward_id"], arg: "body", query: false },
  },
  disputes: {
    /** GET /v1/disputes */
    list: { operationId: "listDisputes", method: "GET", path: "/v1/disputes", pathParams: [], arg: "query", query: true, pageMethod: "listAll" },
  },
  events: {
    /** POST /v1/events */
    submit: { operationId: "submitEvent", method: "POST", path: "/v1/events", pathParams: [], arg: "body", query: false },
  },
  gdpr: {
    /** POST /v1/gdpr_requests */
    createDataRemovalRequest: { operationId: "createGdprDataRemovalRequest", method: "POST", path: "/v1/gdpr_requests", pathParams: [], arg: "body", query: false },
  },
  itemCategories: {
    /** DELETE /v1/item_categories */
    bulkDelete: { operationId: "bulkDeleteItemCategories", method: "DELETE", path: "/v1/item_categories", pathParams: [], arg: "body", query: false },
    /** PATCH /v1/item_categories */
    bulkUpdate: { operationId: "bulkUpdateItemCategories", method: "PATCH", path: "/v1/item_categories", pathParams: [], arg: "body", query: false },
    /** POST /v1/item_categories */
    create: { operationId: "createItemCategory", method: "POST", path: "/v1/item_categories", pathParams: [], arg: "body", query: false },
    /** DELETE /v1/item_categories/{item_category_id} */
    delete: { operationId: "deleteItemCategory", method: "DELETE", path: "/v1/item_categories/{item_category_id}", pathParams: ["item_category_id"], arg: "none", query: false },
    /** GET /v1/item_categories/{item_category_id} */
    get: { operationId: "getItemCategory", method: "GET", path: "/v1/item_categories/{item_category_id}", pathParams: ["item_category_id"], arg: "none", query: false },
    /** GET /v1/item_categories */
    list: { operationId: "listItemCategories", method: "GET", path: "/v1/item_categories", pathParams: [], arg: "query", query: true, pageMethod: "listAll" },
    /** PUT /v1/item_categories/{item_category_id} */
    update: { operationId: "updateItemCategory", method: "PUT", path: "/v1/item_categories/{item_category_id}", pathParams: ["item_category_id"], arg: "body", query: false },
  },
  orders: {
    /** POST /v1/orders */
    create: { operationId: "createOrder", method: "POST", path: "/v1/orders", pathParams: [], arg: "body", query: false },
  },
  payments: {
    /** GET /v1/payments */
    list: { operationId: "listPayments", method: "GET", path: "/v1/payments", pathParams: [], arg: "query", query: true, pageMethod: "listAll" },
  },
  users: {
    /** POST /v1/users/authorize */
    authorize: { operationId: "authorizeUser", method: "POST", path: "/v1/users/authorize", pathParams: [], arg: "body", query: false },
    /** POST /v1/users/authorize/reject */
    rejectAuthorization: { operationId: "rejectUserAuthorization", method: "POST", path: "/v1/users/authorize/reject", pathParams: [], arg: "body", query: false },
  },
  webhooks: {
    /** POST /v1/webhooks */
    create: { operationId: "createWebhook", method: "POST", path: "/v1/webhooks", pathParams: [], arg: "body", query: false },
  },
} as const;

export type OperationTable = typeof operationTable;
