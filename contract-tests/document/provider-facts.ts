/**
 * Facts of the provider's own published OpenAPI document (version 2026.07.14, older than the spec)
 * that the document tests compare ours with, typed in once so no test reads outside the repository.
 * They were read off that document by hand when it was carried over; docs/provider-document.md says
 * what was taken and where the spec overrides it. The spec's own facts are in spec-facts.ts.
 */

/** The version of the provider's document the `x-source` values name (`provider 2026.07.14`). */
export const PROVIDER_VERSION = '2026.07.14';

/** The spec's section-4 operations the provider's document does not have (the spec is newer). */
export const ONLY_IN_SPEC: readonly (readonly [method: string, path: string])[] = [
  ['get', '/v1/disputes'],
  ['patch', '/v1/creators/{creator_id}/terms'],
  ['post', '/v1/users/authorize/reject'],
];

/** The success status of each of the 40 operations both documents have. */
export const PROVIDER_SUCCESS: readonly (readonly [method: string, path: string, status: string])[] = [
  ['get', '/v1/achievements', '200'],
  ['post', '/v1/achievements', '201'],
  ['patch', '/v1/achievements', '200'],
  ['get', '/v1/achievements/{achievement_id}', '200'],
  ['put', '/v1/achievements/{achievement_id}', '200'],
  ['delete', '/v1/achievements/{achievement_id}', '204'],
  ['post', '/v1/achievements/{achievement_type}/unlock', '204'],
  ['get', '/v1/coupons/user/{user_id}', '200'],
  ['get', '/v1/coupons', '200'],
  ['post', '/v1/coupons', '201'],
  ['patch', '/v1/coupons', '200'],
  ['get', '/v1/coupons/{coupon_id}', '200'],
  ['put', '/v1/coupons/{coupon_id}', '200'],
  ['delete', '/v1/coupons/{coupon_id}', '204'],
  ['get', '/v1/creators/countries', '200'],
  ['get', '/v1/creators', '200'],
  ['post', '/v1/creators', '201'],
  ['get', '/v1/creators/{creator_id}', '200'],
  ['put', '/v1/creators/{creator_id}', '200'],
  ['delete', '/v1/creators/{creator_id}', '204'],
  ['get', '/v1/creators/{creator_id}/social-accounts', '200'],
  ['get', '/v1/daily_rewards', '200'],
  ['post', '/v1/daily_rewards', '201'],
  ['get', '/v1/daily_rewards/{daily_reward_id}', '200'],
  ['put', '/v1/daily_rewards/{daily_reward_id}', '200'],
  ['delete', '/v1/daily_rewards/{daily_reward_id}', '204'],
  ['post', '/v1/daily_rewards/{daily_reward_id}/copy', '201'],
  ['post', '/v1/gdpr_requests', '202'],
  ['get', '/v1/item_categories/{item_category_id}', '200'],
  ['put', '/v1/item_categories/{item_category_id}', '200'],
  ['delete', '/v1/item_categories/{item_category_id}', '204'],
  ['get', '/v1/item_categories', '200'],
  ['patch', '/v1/item_categories', '200'],
  ['post', '/v1/item_categories', '201'],
  ['delete', '/v1/item_categories', '204'],
  ['post', '/v1/orders', '201'],
  ['post', '/v1/users/authorize', '200'],
  ['post', '/v1/events', '200'],
  ['post', '/v1/webhooks', '201'],
  ['get', '/v1/payments', '200'],
];

/** The values of the four enumerations the spec names without values (§2 Enumerations). */
export const PROVIDER_ENUMERATIONS: Readonly<Record<string, readonly string[]>> = {
  CouponType: ['bonus', 'discount', 'free_item', 'vc', 'non_benefit', 'discount_fixed', 'discount_reward_point'],
  CouponGeneratedType: ['campaign', 'receipt'],
  CreatorSocialPlatform: [
    'tiktok',
    'youtube',
    'instagram',
    'threads',
    'x_twitter',
    'facebook',
    'reddit',
    'twitch',
    'other',
  ],
  DailyRewardType: ['basic', 'seasonal', 'schedule'],
};

/**
 * Required properties of the schemas both documents have, under our names (the provider calls some
 * of them otherwise: OrderItemCreate, OrderCreateResponse, LoginRequest, LoginResponse, Event,
 * WebhookCreate, WebhookRevealed, and a generated name for CreatorPage).
 */
export const PROVIDER_REQUIRED: Readonly<Record<string, readonly string[]>> = {
  AchievementRead: ['name', 'description', 'image_url', 'type', 'position', 'id'],
  AchievementCreate: ['name', 'description', 'image_url', 'type', 'position'],
  AchievementBulkUpdate: ['id'],
  AchievementUnlockRequest: ['player_id'],
  CouponRead: ['name', 'code', 'type', 'id'],
  CouponCreate: ['name', 'code', 'type'],
  CouponBulkUpdate: ['id', 'category_id'],
  UserCouponRead: ['name', 'code', 'type', 'id'],
  CreatorRead: ['name', 'email', 'id'],
  CreatorCreate: ['name', 'email'],
  CreatorTermsRead: ['id', 'accepted_at'],
  CreatorSocialAccountRead: ['platform', 'handle', 'sync_status', 'synced_at', 'channel', 'content', 'performance'],
  CreatorPage: ['data', 'total', 'limit', 'offset', 'has_next'],
  DailyRewardRead: ['enabled', 'name', 'description', 'mode', 'rewards', 'id', 'type', 'status'],
  DailyRewardCreate: ['enabled', 'name', 'description', 'mode', 'rewards'],
  ItemCategoryRead: ['name', 'position', 'id'],
  ItemCategoryCreate: ['name', 'position'],
  ItemCategoryBulkUpdate: ['id'],
  ItemCategoryBulkDelete: ['id'],
  OrderCreate: ['items', 'player_id'],
  OrderItem: ['sku'],
  OrderCreated: ['order_id', 'checkout_url'],
  AuthorizeUserRequest: ['player_id'],
  AuthorizeUserResponse: ['authorization_url'],
  CustomEvent: ['event_time', 'event_type', 'event_data'],
  WebhookRegistrationCreate: ['events', 'url', 'method'],
  WebhookRegistrationRead: ['events', 'url', 'method', 'id', 'game_id', 'secret'],
  PaymentRead: [
    'user_id',
    'payment_method_name',
    'status',
    'currency',
    'payment_number',
    'receipt_number',
    'total',
    'currency_minor_unit',
    'created_at',
  ],
};

/**
 * Where the spec requires more than the provider's document (the spec wins): the fields it adds to
 * a provider schema's required list.
 */
export const SPEC_REQUIRES_MORE: Readonly<Record<string, readonly string[]>> = {
  AuthorizeUserRequest: ['nonce'],
};
