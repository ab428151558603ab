/**
 * The facts of the written specification (s2s-api-spec.md, version 2026.08.27) that the document
 * tests compare the OpenAPI document with, typed in once so no test reads outside the repository.
 *
 * Each group cites its section. Where the spec says "not shown", the fact says so (`'2XX'`, `null`,
 * `'unspecified'`) instead of inventing a value. These were checked against the spec by hand with
 * `npx tsx scripts/check-spec-facts.ts <path to s2s-api-spec.md>`; rerun it when the spec changes.
 */

/** The version string of the spec (§9). */
export const SPEC_VERSION = '2026.08.27';

/**
 * What a section-4 row says the request carries: a JSON body, nothing, or (for the bulk delete of
 * item categories) a body whose shape is "not shown beyond its name".
 */
export type SpecRequestBody = 'json' | 'none' | 'unspecified';

export interface SpecEndpoint {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body: SpecRequestBody;
  /** The query parameters the row lists, in the spec's order. */
  query: readonly string[];
  /** The success status the row states, or `2XX` where the spec does not show one (§4). */
  success: '200' | '201' | '202' | '204' | '2XX';
}

const LIST = ['limit', 'offset'] as const;
const LISTING = ['order_by', 'start_at', 'end_at', 'limit', 'offset'] as const;

const row = (
  method: SpecEndpoint['method'],
  path: string,
  body: SpecRequestBody,
  success: SpecEndpoint['success'],
  query: readonly string[] = [],
): SpecEndpoint => ({ method, path, body, query, success });

/** Every row of §4 Endpoints, table by table, in the spec's order (43 rows). */
export const SPEC_ENDPOINTS: readonly SpecEndpoint[] = [
  // §4 Achievements
  row('get', '/v1/achievements', 'none', '200', LIST),
  row('post', '/v1/achievements', 'json', '201'),
  row('patch', '/v1/achievements', 'json', '200'),
  row('get', '/v1/achievements/{achievement_id}', 'none', '200'),
  row('put', '/v1/achievements/{achievement_id}', 'json', '200'),
  row('delete', '/v1/achievements/{achievement_id}', 'none', '204'),
  row('post', '/v1/achievements/{achievement_type}/unlock', 'json', '204'),
  // §4 Coupons
  row('get', '/v1/coupons/user/{user_id}', 'none', '200', LIST),
  row('get', '/v1/coupons', 'none', '200', ['q', 'type', 'category_id', 'generated_type', ...LIST]),
  row('post', '/v1/coupons', 'json', '201'),
  row('patch', '/v1/coupons', 'json', '200'),
  row('get', '/v1/coupons/{coupon_id}', 'none', '200'),
  row('put', '/v1/coupons/{coupon_id}', 'json', '200'),
  row('delete', '/v1/coupons/{coupon_id}', 'none', '204'),
  // §4 Creators
  row('get', '/v1/creators/countries', 'none', '200'),
  row('get', '/v1/creators', 'none', '200', [
    'q',
    'platform',
    'terms_accepted',
    'creator_tier_group_id',
    'country',
    ...LIST,
  ]),
  row('post', '/v1/creators', 'json', '201'),
  row('get', '/v1/creators/{creator_id}', 'none', '200'),
  row('put', '/v1/creators/{creator_id}', 'json', '200'),
  row('delete', '/v1/creators/{creator_id}', 'none', '204'),
  row('get', '/v1/creators/{creator_id}/social-accounts', 'none', '200'),
  row('patch', '/v1/creators/{creator_id}/terms', 'json', '200'),
  // §4 Daily rewards
  row('get', '/v1/daily_rewards', 'none', '200', ['q', 'type', ...LIST]),
  row('post', '/v1/daily_rewards', 'json', '201'),
  row('get', '/v1/daily_rewards/{daily_reward_id}', 'none', '200'),
  row('put', '/v1/daily_rewards/{daily_reward_id}', 'json', '200'),
  row('delete', '/v1/daily_rewards/{daily_reward_id}', 'none', '204'),
  row('post', '/v1/daily_rewards/{daily_reward_id}/copy', 'none', '201'),
  // §4 Item categories ("204 or other, not shown" for the bulk delete, so 2XX)
  row('get', '/v1/item_categories', 'none', '200', LIST),
  row('post', '/v1/item_categories', 'json', '201'),
  row('patch', '/v1/item_categories', 'json', '200'),
  row('delete', '/v1/item_categories', 'unspecified', '2XX'),
  row('get', '/v1/item_categories/{item_category_id}', 'none', '200'),
  row('put', '/v1/item_categories/{item_category_id}', 'json', '200'),
  row('delete', '/v1/item_categories/{item_category_id}', 'none', '204'),
  // §4 GDPR
  row('post', '/v1/gdpr_requests', 'json', '202'),
  // §4 Checkout, hub login, events, webhooks: "Success status codes ... not shown"
  row('post', '/v1/orders', 'json', '2XX'),
  row('post', '/v1/users/authorize', 'json', '2XX'),
  row('post', '/v1/users/authorize/reject', 'json', '2XX'),
  row('post', '/v1/events', 'json', '2XX'),
  row('post', '/v1/webhooks', 'json', '2XX'),
  // §4 Payments and disputes listings: the response shape is not shown
  row('get', '/v1/payments', 'none', '2XX', LISTING),
  row('get', '/v1/disputes', 'none', '2XX', LISTING),
];

/** §2 Resource list: the read and write schema names, in table order (24 names). */
export const SPEC_RESOURCE_SCHEMAS: readonly string[] = [
  'AchievementRead',
  'AchievementCreate',
  'AchievementUpdate',
  'AchievementBulkUpdate',
  'AchievementUnlockRequest',
  'CouponRead',
  'CouponCreate',
  'CouponUpdate',
  'CouponBulkUpdate',
  'UserCouponRead',
  'CreatorRead',
  'CreatorCreate',
  'CreatorUpdate',
  'CreatorSocialAccountRead',
  'CreatorTermsRead',
  'CreatorTermsUpdate',
  'DailyRewardRead',
  'DailyRewardCreate',
  'DailyRewardUpdate',
  'ItemCategoryRead',
  'ItemCategoryCreate',
  'ItemCategoryUpdate',
  'ItemCategoryBulkUpdate',
  'GDPRDataRemovalRequest',
];

/** §2 Enumerations: where each is used and its values; `null` where the values are not shown. */
export interface SpecEnumeration {
  name: string;
  /** The operation and query parameter that use it. */
  method: 'get';
  path: string;
  parameter: string;
  values: readonly string[] | null;
}

export const SPEC_ENUMERATIONS: readonly SpecEnumeration[] = [
  { name: 'CouponType', method: 'get', path: '/v1/coupons', parameter: 'type', values: null },
  { name: 'CouponGeneratedType', method: 'get', path: '/v1/coupons', parameter: 'generated_type', values: null },
  { name: 'CreatorSocialPlatform', method: 'get', path: '/v1/creators', parameter: 'platform', values: null },
  { name: 'DailyRewardType', method: 'get', path: '/v1/daily_rewards', parameter: 'type', values: null },
  {
    name: 'RangeField',
    method: 'get',
    path: '/v1/payments',
    parameter: 'order_by',
    values: ['created_at', 'modified_at', 'status_updated_at'],
  },
  {
    name: 'DisputeOrderByField',
    method: 'get',
    path: '/v1/disputes',
    parameter: 'order_by',
    values: ['created_at', 'updated_at'],
  },
];

/** §2 Reject authorization: the reason enumeration. */
export const SPEC_REJECT_REASONS: readonly string[] = ['not_eligible', 'banned', 'rejected'];

/** §4 listings rules 1-3 and §9: payments' order_by has no default, disputes' defaults to created_at. */
export const SPEC_ORDER_BY_DEFAULTS = { '/v1/payments': null, '/v1/disputes': 'created_at' } as const;

/** §8 Limits; `null` where the spec says "not shown". */
export const SPEC_LIMITS = {
  requestsPerMinute: 1000,
  defaultPageSize: 10,
  maxPageSize: null,
  orderLifetimeHours: 24,
  dailyRewardItemsPerDay: { min: 1, max: 10 },
  dailyRewardMinDayNumber: 1,
} as const;

/** §7 Errors: the error statuses (200 is the table's only success row), and §4's success codes. */
export const SPEC_ERROR_STATUSES: readonly number[] = [400, 401, 403, 404, 409, 422, 429, 503];
export const SPEC_SUCCESS_STATUSES: readonly number[] = [200, 201, 202, 204];

/**
 * §6 Delivery headers, as the spec writes them. The real interface puts the service maker's name
 * where `x-service-` is written, so receivers make these names configurable.
 */
export const SPEC_DELIVERY_HEADERS = {
  contentType: 'application/json',
  signature: 'x-service-signature',
  timestamp: 'x-service-signature-timestamp',
} as const;

/** §6 Envelope: the keys of every delivery, in the spec's order. */
export const SPEC_ENVELOPE_KEYS: readonly string[] = [
  'event_id',
  'game_id',
  'event_type',
  'event_time',
  'event_data',
  'idempotency_key',
  'request_id',
  'sandbox',
  'trigger',
  'transaction_id',
  'context',
];

/** §6 Event kinds, in the spec's order, with the event_data keys each names. */
export const SPEC_EVENT_KINDS: readonly { type: string; eventData: readonly string[] }[] = [
  { type: 'item.add', eventData: ['player_id', 'items'] },
  { type: 'item.remove', eventData: ['player_id', 'items'] },
  { type: 'ingame.popup', eventData: ['player_id', 'title', 'body', 'icon', 'url'] },
  { type: 'daily_reward.get', eventData: ['id', 'player_id', 'key', 'is_anonymous'] },
];

/** §6 daily_reward.get: the trigger values. */
export const SPEC_DAILY_REWARD_TRIGGERS: readonly string[] = ['hub.interact', 'hub.daily_reward_claim', 'test'];
