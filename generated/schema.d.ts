/*
 * DO NOT EDIT: this file is generated from openapi/openapi.yaml by `npm run generate`.
 * Change the document (or the emitter in scripts/generate/) and run the command again.
 */
export interface paths {
    "/v1/achievements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List achievements */
        get: operations["listAchievements"];
        put?: never;
        /** Create an achievement */
        post: operations["createAchievement"];
        delete?: never;
        options?: never;
        head?: never;
        /** Update several achievements at once */
        patch: operations["bulkUpdateAchievements"];
        trace?: never;
    };
    "/v1/achievements/{achievement_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the achievement. */
                achievement_id: components["parameters"]["AchievementId"];
            };
            cookie?: never;
        };
        /** Get an achievement */
        get: operations["getAchievement"];
        /** Replace an achievement */
        put: operations["updateAchievement"];
        post?: never;
        /** Delete an achievement */
        delete: operations["deleteAchievement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/achievements/{achievement_type}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The achievement to unlock, named by its type. */
                achievement_type: components["parameters"]["AchievementType"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock an achievement for a player */
        post: operations["unlockAchievement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/coupons/user/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the player whose coupons are listed. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /** List a player's coupons */
        get: operations["listCouponsForUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List coupons */
        get: operations["listCoupons"];
        put?: never;
        /** Create a coupon */
        post: operations["createCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        /** Update several coupons at once */
        patch: operations["bulkUpdateCoupons"];
        trace?: never;
    };
    "/v1/coupons/{coupon_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the coupon. */
                coupon_id: components["parameters"]["CouponId"];
            };
            cookie?: never;
        };
        /** Get a coupon */
        get: operations["getCoupon"];
        /** Replace a coupon */
        put: operations["updateCoupon"];
        post?: never;
        /** Delete a coupon */
        delete: operations["deleteCoupon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/creators/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the countries of creators */
        get: operations["listCreatorCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/creators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List creators
         * @description Returns a paginated wrapper around an array of CreatorRead; the wrapper's keys are not shown in the specification.
         */
        get: operations["listCreators"];
        put?: never;
        /** Create a creator */
        post: operations["createCreator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/creators/{creator_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the creator. */
                creator_id: components["parameters"]["CreatorId"];
            };
            cookie?: never;
        };
        /** Get a creator */
        get: operations["getCreator"];
        /** Replace a creator */
        put: operations["updateCreator"];
        post?: never;
        /** Delete a creator */
        delete: operations["deleteCreator"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/creators/{creator_id}/social-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the creator. */
                creator_id: components["parameters"]["CreatorId"];
            };
            cookie?: never;
        };
        /** List a creator's social accounts */
        get: operations["listCreatorSocialAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/creators/{creator_id}/terms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the creator. */
                creator_id: components["parameters"]["CreatorId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a creator's terms */
        patch: operations["updateCreatorTerms"];
        trace?: never;
    };
    "/v1/daily_rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List daily reward programs */
        get: operations["listDailyRewards"];
        put?: never;
        /** Create a daily reward program */
        post: operations["createDailyReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/daily_rewards/{daily_reward_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the daily reward program. */
                daily_reward_id: components["parameters"]["DailyRewardId"];
            };
            cookie?: never;
        };
        /** Get a daily reward program */
        get: operations["getDailyReward"];
        /** Replace a daily reward program */
        put: operations["updateDailyReward"];
        post?: never;
        /** Delete a daily reward program */
        delete: operations["deleteDailyReward"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/daily_rewards/{daily_reward_id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the daily reward program. */
                daily_reward_id: components["parameters"]["DailyRewardId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a daily reward program
         * @description Takes no body and answers with the copy.
         */
        post: operations["copyDailyReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/item_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List item categories */
        get: operations["listItemCategories"];
        put?: never;
        /** Create an item category */
        post: operations["createItemCategory"];
        /**
         * Delete several item categories at once
         * @description Bulk delete. The request shape is not shown in the specification beyond the operation's name, so
         *     the body is optional and any JSON is accepted; the success status and body are not shown either,
         *     so success is declared as the 2XX range.
         */
        delete: operations["bulkDeleteItemCategories"];
        options?: never;
        head?: never;
        /** Update several item categories at once */
        patch: operations["bulkUpdateItemCategories"];
        trace?: never;
    };
    "/v1/item_categories/{item_category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the item category. */
                item_category_id: components["parameters"]["ItemCategoryId"];
            };
            cookie?: never;
        };
        /** Get an item category */
        get: operations["getItemCategory"];
        /** Replace an item category */
        put: operations["updateItemCategory"];
        post?: never;
        /** Delete an item category */
        delete: operations["deleteItemCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gdpr_requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a GDPR data-removal request */
        post: operations["createGdprDataRemovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a checkout order
         * @description Creates an Order for a player and items and returns the payment-form address. Redirect the player
         *     to checkout_url exactly as returned (same window, new tab or popup; never an iframe). The order
         *     expires 24 hours after creation. After payment the service sends item.add; the checkout completes
         *     only after the game answers it with 2xx. The success status code is not shown in the
         *     specification, so it is declared as the 2XX range.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorize a player into the hub
         * @description Step 3 of the hub login flow: exchange the nonce from the game's deep link and a player id for an
         *     authorization address that the game client opens in the default browser. The success status code
         *     is not shown in the specification, so it is declared as the 2XX range.
         */
        post: operations["authorizeUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/authorize/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a player's hub login
         * @description Step 5 of the hub login flow: when the player cannot be admitted, reject the login with the same
         *     nonce and a reason. The success status code is not shown in the specification, so it is declared
         *     as the 2XX range.
         */
        post: operations["rejectUserAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a custom event for a player
         * @description Submits a named custom event; published campaigns may answer with an ingame.popup webhook. The
         *     success status code and the response body are not shown in the specification, so success is the
         *     2XX range and any JSON body is accepted.
         */
        post: operations["submitEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register the game's webhook endpoint
         * @description Registers the single HTTPS POST endpoint the service delivers webhooks to (see `webhooks`). The
         *     success status code and the webhook record are not shown in the specification, so success is the
         *     2XX range and any JSON body is accepted.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments in a time window
         * @description The field named by order_by is both the timestamp that start_at and end_at filter on and the field
         *     by which records are sorted; paging with limit and offset walks the window in order_by order
         *     (§4 rules 1 and 4). order_by has no default: send it explicitly (§9). The former parameter name
         *     `field` no longer exists. Sort direction, the types and formats of start_at and end_at, the
         *     success status and the response shape are not shown in the specification; do not assume a fixed
         *     sort (§9).
         */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List disputes in a time window
         * @description The field named by order_by (default created_at) is both the timestamp that start_at and end_at
         *     filter on and the field by which records are sorted; paging with limit and offset walks the window
         *     in order_by order (§4 rules 1, 3 and 4). Sort direction, the types and formats of start_at and
         *     end_at, the success status and the response shape are not shown in the specification; do not
         *     assume a fixed sort (§9).
         */
        get: operations["listDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "item.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant purchased items
         * @description Sent when a payment succeeds. Grant the items, then answer 2xx: the checkout completes (and the
         *     player is redirected to back_to_game_url if given) only after this answer. Use idempotency_key to
         *     ignore duplicates. Payload details beyond player_id and each item's sku are not shown.
         */
        post: operations["receiveItemAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "item.remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove reversed items
         * @description Sent when a bank or payment system reversed the transaction, or a refund was requested in the
         *     dashboard. Remove the items and answer 2xx when processed. Use idempotency_key to ignore
         *     duplicates. Payload details beyond player_id and each item's sku are not shown.
         */
        post: operations["receiveItemRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ingame.popup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a campaign popup
         * @description Sent when a published campaign decides to show a popup to a player, for example after a custom
         *     event submitted through POST /v1/events. idempotency_key is null in the specification's examples and
         *     event_id is a campaign-style identifier, so duplicates are recognised by event_id. Answer 2xx.
         */
        post: operations["receiveIngamePopup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "daily_reward.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Provide a daily reward program's items
         * @description Answer 200 with the items per day and for the extra reward; both keys are optional and omitted parts
         *     fall back to the program's static configuration. When the game does not answer, answers non-2xx,
         *     times out or returns an unparseable body, the service silently uses the static items, and slow
         *     answers degrade the hub, so answer quickly.
         */
        post: operations["receiveDailyRewardGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description An achievement as the service returns it. Fields not shown in the specification (§2). */
        AchievementRead: {
            [key: string]: unknown;
        };
        /** @description Generic error body (§7). */
        HTTPError: {
            /** @description Human-readable description of the error. */
            detail: string;
        };
        /** @description One validation fault (§7). */
        ValidationError: {
            /** @description Where the fault is, as a path of keys and indexes. */
            loc: (string | number)[];
            msg: string;
            type: string;
        };
        /** @description Validation error body, answered with 422 (§7). */
        HTTPValidationError: {
            detail: components["schemas"]["ValidationError"][];
        };
        /** @description Body of POST /v1/achievements. Fields not shown in the specification (§2). */
        AchievementCreate: {
            [key: string]: unknown;
        };
        /** @description One entry of the PATCH /v1/achievements array. Fields not shown in the specification (§2). */
        AchievementBulkUpdate: {
            [key: string]: unknown;
        };
        /** @description Body of PUT /v1/achievements/{achievement_id}. Fields not shown in the specification (§2). */
        AchievementUpdate: {
            [key: string]: unknown;
        };
        /** @description Body of POST /v1/achievements/{achievement_type}/unlock. Fields not shown in the specification (§2). */
        AchievementUnlockRequest: {
            [key: string]: unknown;
        };
        /** @description A coupon held by a player, from GET /v1/coupons/user/{user_id}. Fields not shown in the specification (§2). */
        UserCouponRead: {
            [key: string]: unknown;
        };
        /** @description Coupon type filter of GET /v1/coupons. The enumeration's values are not shown in the specification (§2), so any string is accepted. */
        CouponType: string;
        /** @description Generated-type filter of GET /v1/coupons. The enumeration's values are not shown in the specification (§2), so any string is accepted. */
        CouponGeneratedType: string;
        /** @description A coupon as the service returns it. Fields not shown in the specification (§2). */
        CouponRead: {
            [key: string]: unknown;
        };
        /** @description Body of POST /v1/coupons. Fields not shown in the specification (§2). */
        CouponCreate: {
            [key: string]: unknown;
        };
        /** @description One entry of the PATCH /v1/coupons array. Fields not shown in the specification (§2). */
        CouponBulkUpdate: {
            [key: string]: unknown;
        };
        /** @description Body of PUT /v1/coupons/{coupon_id}. Fields not shown in the specification (§2). */
        CouponUpdate: {
            [key: string]: unknown;
        };
        /** @description Two-letter uppercase country code (§4 Creators). */
        CountryCode: string;
        /** @description Platform filter of GET /v1/creators. The enumeration's values are not shown in the specification (§2), so any string is accepted. */
        CreatorSocialPlatform: string;
        /**
         * @description Paginated wrapper around an array of CreatorRead returned by GET /v1/creators. The wrapper's keys
         *     are not shown in the specification (§2 Paginated creator list), so it is an open object; which key
         *     holds the CreatorRead array is not contractual.
         */
        CreatorPage: {
            [key: string]: unknown;
        };
        /** @description Body of POST /v1/creators. Fields not shown in the specification (§2). */
        CreatorCreate: {
            [key: string]: unknown;
        };
        /** @description A creator as the service returns it. Fields not shown in the specification (§2). */
        CreatorRead: {
            [key: string]: unknown;
        };
        /** @description Body of PUT /v1/creators/{creator_id}. Fields not shown in the specification (§2). */
        CreatorUpdate: {
            [key: string]: unknown;
        };
        /** @description A creator's social account. Fields not shown in the specification (§2). */
        CreatorSocialAccountRead: {
            [key: string]: unknown;
        };
        /** @description Body of PATCH /v1/creators/{creator_id}/terms. Fields not shown in the specification (§2). */
        CreatorTermsUpdate: {
            [key: string]: unknown;
        };
        /** @description A creator's terms as the service returns them. Fields not shown in the specification (§2). */
        CreatorTermsRead: {
            [key: string]: unknown;
        };
        /** @description Type filter of GET /v1/daily_rewards. The enumeration's values are not shown in the specification (§2), so any string is accepted. */
        DailyRewardType: string;
        /** @description A daily reward program as the service returns it. Fields not shown in the specification (§2). */
        DailyRewardRead: {
            [key: string]: unknown;
        };
        /** @description Body of POST /v1/daily_rewards. Fields not shown in the specification (§2). */
        DailyRewardCreate: {
            [key: string]: unknown;
        };
        /** @description Body of PUT /v1/daily_rewards/{daily_reward_id}. Fields not shown in the specification (§2). */
        DailyRewardUpdate: {
            [key: string]: unknown;
        };
        /** @description An item category as the service returns it. Fields not shown in the specification (§2). */
        ItemCategoryRead: {
            [key: string]: unknown;
        };
        /** @description Body of POST /v1/item_categories. Fields not shown in the specification (§2). */
        ItemCategoryCreate: {
            [key: string]: unknown;
        };
        /**
         * @description Body of DELETE /v1/item_categories (bulk delete). The request shape is not shown in the
         *     specification beyond the operation's name (§4 Item categories), so any JSON value is accepted.
         */
        ItemCategoryBulkDelete: unknown;
        /** @description One entry of the PATCH /v1/item_categories array. Fields not shown in the specification (§2). */
        ItemCategoryBulkUpdate: {
            [key: string]: unknown;
        };
        /** @description Body of PUT /v1/item_categories/{item_category_id}. Fields not shown in the specification (§2). */
        ItemCategoryUpdate: {
            [key: string]: unknown;
        };
        /** @description Body of POST /v1/gdpr_requests. Fields not shown in the specification (§2). */
        GDPRDataRemovalRequest: {
            [key: string]: unknown;
        };
        /** @description Body of the 202 answer to POST /v1/gdpr_requests. Unspecified (an empty schema) in the specification (§4 GDPR). */
        GDPRDataRemovalAccepted: unknown;
        /**
         * @description One item of an order (§2). Item prices, currency and sale configuration may also be supplied per
         *     item; their exact field names are not shown in the specification, so further keys are allowed.
         */
        OrderItem: {
            /** @description Unique item identifier within the game backend. */
            sku: string;
            /** @description Display name; used when arbitrary data is supplied. */
            name?: string;
            /** @description Display description. */
            description?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Body of POST /v1/orders: an Order for a player and items (§2). An Order expires 24 hours after
         *     creation (§3, §8). The maximum number of items and bounds of other fields are not shown (§8).
         */
        OrderCreate: {
            /** @description Player the order belongs to. */
            player_id: string;
            /** @description The items being bought. Each item has sku. */
            items: components["schemas"]["OrderItem"][];
            /** @description Decimal amount; used together with currency when items carry no catalogue price. */
            price_decimal?: number;
            /** @description Currency code of price_decimal. */
            currency?: string;
            /**
             * Format: email
             * @description Prefilled in the payment form.
             */
            email?: string;
            /** @description Deep link the player is returned to after payment (an https App Link or a custom scheme). */
            back_to_game_url?: string;
        };
        /** @description Answer to POST /v1/orders (§2 Order (create response)). The full order record returned by reads is not shown. */
        OrderCreated: {
            /** @description Order identifier (shape ord_<id>, §2). */
            order_id: string;
            /**
             * @description Payment-form address. Treat it as an opaque string: do not parse, modify, extend it with
             *     parameters or rebuild it from order_id (§2). Redirect the player to it in the same window, a new
             *     tab or a popup; never in an iframe (§1).
             */
            checkout_url: string;
        };
        /** @description Player profile used to seed the hub account on first authorization (§2 Authorize user). */
        PlayerInfo: {
            name?: string;
            /** Format: uri */
            avatar_url?: string;
            attributes?: {
                [key: string]: unknown;
            };
            custom_attributes?: {
                [key: string]: unknown;
            };
        };
        /** @description Body of POST /v1/users/authorize (§2 Authorize user). */
        AuthorizeUserRequest: {
            /** @description Player to authorize. */
            player_id: string;
            /** @description Unique string the hub generated for this authorization request, taken from the deep link. */
            nonce: string;
            /** @description Hub page to redirect the player to. */
            redirect_path?: string;
            player_info?: components["schemas"]["PlayerInfo"];
        };
        /** @description Answer to POST /v1/users/authorize (§2 Authorize user). */
        AuthorizeUserResponse: {
            /** @description Address the game client opens in the default browser; it carries a login token and the nonce as query parameters. */
            authorization_url: string;
        };
        /**
         * @description Why the player is not admitted (§2 Reject authorization).
         * @enum {string}
         */
        AuthorizationRejectReason: "not_eligible" | "banned" | "rejected";
        /** @description Body of POST /v1/users/authorize/reject (§2 Reject authorization). */
        RejectAuthorizationRequest: {
            /** @description The nonce from the authorization deep link. */
            nonce: string;
            reason: components["schemas"]["AuthorizationRejectReason"];
        };
        /** @description Answer to POST /v1/users/authorize/reject (§2 Reject authorization). */
        RejectAuthorizationResponse: {
            /** @description Opening it in a browser makes the hub show the matching error; the game may ignore it when it shows its own error. */
            error_url: string;
        };
        /** @description Event data. Contains player_id; other keys are not shown in the specification, so they are allowed. */
        CustomEventData: {
            player_id: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Body of POST /v1/events: a named custom event for a player, which published campaigns may answer
         *     with an ingame.popup webhook (§1, §6). The specification gives no "Required" column for this body,
         *     so only player_id inside event_data ("contains player_id") is required.
         */
        CustomEvent: {
            /**
             * Format: int64
             * @description Timestamp; the specification's example uses a millisecond Unix value.
             */
            event_time?: number;
            /** @description Name of the custom event that a campaign is started by. */
            event_type?: string;
            event_data?: components["schemas"]["CustomEventData"];
        };
        /** @description Answer to POST /v1/events. Its body is not shown in the specification (§4), so any JSON value is accepted. */
        CustomEventResult: unknown;
        /**
         * @description Body of POST /v1/webhooks. The specification gives no "Required" column for this body, so no field
         *     is marked required here.
         */
        WebhookRegistrationCreate: {
            /** @description Event types to send, for example item.add, item.remove. The full list of event types is not shown (§6), so any string is accepted. */
            events?: string[];
            /**
             * Format: uri
             * @description HTTPS address of the game's single POST endpoint.
             */
            url?: string;
            /** @description Free text. */
            description?: string;
            /**
             * @description HTTP method used for delivery.
             * @enum {string}
             */
            method?: "POST";
            /** @description Whether delivery is active. */
            enabled?: boolean;
            /** @description Whether delivery logs are kept. */
            enabled_logs?: boolean;
            /** @description When true, the event context carries a player object. */
            player_context_enabled?: boolean;
        };
        /** @description Answer to POST /v1/webhooks. The webhook record's fields are not shown in the specification (§2), so any JSON value is accepted. */
        WebhookRegistrationRead: unknown;
        /**
         * @description Timestamp field of a payment that GET /v1/payments filters on (start_at, end_at) and sorts by.
         *     No default (§9: the former created_at default was removed), so send it explicitly.
         * @enum {string}
         */
        RangeField: "created_at" | "modified_at" | "status_updated_at";
        /**
         * @description Answer to GET /v1/payments. Its shape and the payment record's fields are not shown in the
         *     specification (§2, §4), so any JSON value is accepted.
         */
        PaymentListing: unknown;
        /**
         * @description Timestamp field of a dispute that GET /v1/disputes filters on and sorts by. Defaults to created_at.
         * @default created_at
         * @enum {string}
         */
        DisputeOrderByField: "created_at" | "updated_at";
        /**
         * @description Answer to GET /v1/disputes. Its shape and the dispute record's fields are not shown in the
         *     specification (§2, §4), so any JSON value is accepted.
         */
        DisputeListing: unknown;
        /** @description Order context. Its contents are not shown in the specification (§6). */
        OrderContext: {
            [key: string]: unknown;
        };
        /** @description Player context. Its contents are not shown in the specification (§6). */
        PlayerContext: {
            [key: string]: unknown;
        };
        /** @description Event context (§6 Envelope). */
        WebhookContext: {
            order?: components["schemas"]["OrderContext"] | null;
            /** @description Present only when player context is enabled on the webhook registration. */
            player?: components["schemas"]["PlayerContext"] | null;
        };
        /** @description The envelope every webhook delivery shares (§6 Envelope). */
        WebhookEnvelope: {
            /** @description Unique per event, generated by the service (shape whevt_<id>; campaign-style for ingame.popup). */
            event_id: string;
            /** @description The game's id (shape gm_<id>). */
            game_id: string;
            /** @description Kind of event. */
            event_type: string;
            /** @description Unix epoch time of sending; can differ across duplicate deliveries of the same event. */
            event_time: number;
            /** @description Event-specific data; each event kind narrows it. */
            event_data: {
                [key: string]: unknown;
            };
            /** @description Use it to ignore duplicates. Null for some event types (ingame.popup in the examples). */
            idempotency_key: string | null;
            /** @description Present when an API request triggered the event; otherwise null or absent. */
            request_id?: string | null;
            /** @description True when sent from the sandbox environment. */
            sandbox: boolean;
            /** @description What caused the event. */
            trigger: string | null;
            /** @description May repeat across events in one transaction (shape whtx_<id>). */
            transaction_id: string;
            context: components["schemas"]["WebhookContext"] | null;
        };
        /** @description An item in item.add or item.remove. Payload details beyond sku are not shown (§6). */
        WebhookItem: {
            sku: string;
        };
        /** @description event_data of item.add - items were purchased and the game is asked to grant them (§6). */
        ItemAddEventData: {
            player_id: string;
            items: components["schemas"]["WebhookItem"][];
        };
        /** @description Body of an item.add delivery. Answer 2xx; the checkout completes only after this answer (§6). */
        ItemAddWebhook: components["schemas"]["WebhookEnvelope"] & {
            /** @constant */
            event_type: "item.add";
            event_data: components["schemas"]["ItemAddEventData"];
        };
        /** @description event_data of item.remove - a bank or payment system reversed the transaction, or a refund was requested in the dashboard (§6). */
        ItemRemoveEventData: {
            player_id: string;
            items: components["schemas"]["WebhookItem"][];
        };
        /** @description Body of an item.remove delivery. Answer 2xx when processed (§6). */
        ItemRemoveWebhook: components["schemas"]["WebhookEnvelope"] & {
            /** @constant */
            event_type: "item.remove";
            event_data: components["schemas"]["ItemRemoveEventData"];
        };
        /** @description event_data of ingame.popup - a published campaign shows a popup to a player (§6). */
        IngamePopupEventData: {
            player_id: string;
            title: string;
            body: string;
            icon: string | null;
            url: string | null;
        };
        /** @description Body of an ingame.popup delivery. Answer 2xx (§6). */
        IngamePopupWebhook: components["schemas"]["WebhookEnvelope"] & {
            /** @constant */
            event_type: "ingame.popup";
            event_data: components["schemas"]["IngamePopupEventData"];
        };
        /** @description event_data of daily_reward.get - a webhook-driven daily reward program needs its items (§6). */
        DailyRewardGetEventData: {
            /** @description Daily reward program id (shape dlrwd_<id>). */
            id: string;
            player_id: string;
            /** @description Game-defined program key. */
            key: string | null;
            is_anonymous: boolean;
        };
        /**
         * @description Trigger values of daily_reward.get (§6 daily_reward.get): hub.interact (the player opens the daily
         *     reward widget), hub.daily_reward_claim (the player claims a reward; items to grant are resolved),
         *     test (test event sent from the dashboard).
         * @enum {string}
         */
        DailyRewardTrigger: "hub.interact" | "hub.daily_reward_claim" | "test";
        /** @description Body of a daily_reward.get delivery. Answer 200 with DailyRewardGetResponse (§6). */
        DailyRewardGetWebhook: components["schemas"]["WebhookEnvelope"] & {
            /** @constant */
            event_type: "daily_reward.get";
            event_data: components["schemas"]["DailyRewardGetEventData"];
            trigger: components["schemas"]["DailyRewardTrigger"];
        };
        /** @description A reward item (§6). */
        DailyRewardItem: {
            /** @description Must match a SKU in the game's catalogue; unknown SKUs are ignored by the service. */
            sku: string;
            /** @description The item's default quantity applies when omitted. */
            quantity?: number | null;
        };
        /** @description One reward day (§6, §8). */
        DailyRewardDay: {
            day_number: number;
            items: components["schemas"]["DailyRewardItem"][];
        };
        /**
         * @description The game's 200 answer to daily_reward.get (§6 daily_reward.get). Both keys are optional; omitted
         *     parts fall back to the program's static configuration. When the game does not answer, answers
         *     non-2xx, times out or returns an unparseable body, the service uses the static items; SKUs absent
         *     from the catalogue are ignored silently.
         */
        DailyRewardGetResponse: {
            /** @description Items per reward day. */
            days?: components["schemas"]["DailyRewardDay"][];
            /** @description Items for the extra reward. */
            extra_reward_items?: components["schemas"]["DailyRewardItem"][];
        };
    };
    responses: {
        /** @description Not authenticated - the API key is missing or wrong (§5 rule 5). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Not authenticated"
                 *     }
                 */
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description Authenticated but not permitted (§5 rule 5). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Not authorized"
                 *     }
                 */
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description Validation error (§7); every endpoint can answer it (§4). */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": [
                 *         {
                 *           "loc": [
                 *             "body",
                 *             "items",
                 *             0,
                 *             "sku"
                 *           ],
                 *           "msg": "Field required",
                 *           "type": "missing"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["HTTPValidationError"];
            };
        };
        /**
         * @description Too many requests: the rate limit of 1,000 requests per minute for each game is exceeded (§8).
         *     The specification states no Retry-After header.
         */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Rate limit exceeded"
                 *     }
                 */
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description Server unavailable (§7). */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Service unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description Bad request (§7). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Malformed JSON body."
                 *     }
                 */
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description The request conflicts with the current state of the resource (§7). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Conflict with the current state of the resource"
                 *     }
                 */
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description Resource not found (§7). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Not found"
                 *     }
                 */
                "application/json": components["schemas"]["HTTPError"];
            };
        };
    };
    parameters: {
        /** @description Number of objects returned (§4 pagination). Default 10; the maximum is not shown in the specification. */
        Limit: number;
        /** @description Number of objects skipped from the start (§4 pagination). */
        Offset: number;
        /** @description Identifier of the achievement. */
        AchievementId: string;
        /** @description The achievement to unlock, named by its type. */
        AchievementType: string;
        /** @description Identifier of the player whose coupons are listed. */
        UserId: string;
        /** @description Free-text search. */
        SearchQuery: string;
        /** @description Identifier of the coupon. */
        CouponId: string;
        /** @description Identifier of the creator. */
        CreatorId: string;
        /** @description Identifier of the daily reward program. */
        DailyRewardId: string;
        /** @description Identifier of the item category. */
        ItemCategoryId: string;
        /** @description Start of the time window on the `order_by` field (§4 rule 1). Type and format are not shown in the specification, so any string is passed through. */
        StartAt: string;
        /** @description End of the time window on the `order_by` field (§4 rule 1). Type and format are not shown in the specification, so any string is passed through. */
        EndAt: string;
        /**
         * @description Lowercase hex HMAC-SHA256 of `<x-service-signature-timestamp>.<raw body>` keyed with the game's S2S
         *     key (§6 Signature rule). In the real interface `service` in this name is replaced by the service
         *     maker's name.
         * @example 3f1c9b7e2d4a6c8e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70
         */
        WebhookSignature: string;
        /**
         * @description The timestamp used in the signed string (§6). Its format is not shown beyond the examples; it is signed as the exact header text.
         * @example 1764518400
         */
        WebhookSignatureTimestamp: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAchievements: {
        parameters: {
            query?: {
                /** @description Number of objects returned (§4 pagination). Default 10; the maximum is not shown in the specification. */
                limit?: components["parameters"]["Limit"];
                /** @description Number of objects skipped from the start (§4 pagination). */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of achievements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AchievementRead"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAchievement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AchievementCreate"];
            };
        };
        responses: {
            /** @description The created achievement. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AchievementRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkUpdateAchievements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AchievementBulkUpdate"][];
            };
        };
        responses: {
            /** @description The updated achievements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AchievementRead"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAchievement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the achievement. */
                achievement_id: components["parameters"]["AchievementId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The achievement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AchievementRead"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAchievement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the achievement. */
                achievement_id: components["parameters"]["AchievementId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AchievementUpdate"];
            };
        };
        responses: {
            /** @description The updated achievement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AchievementRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAchievement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the achievement. */
                achievement_id: components["parameters"]["AchievementId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unlockAchievement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The achievement to unlock, named by its type. */
                achievement_type: components["parameters"]["AchievementType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AchievementUnlockRequest"];
            };
        };
        responses: {
            /** @description Unlocked; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCouponsForUser: {
        parameters: {
            query?: {
                /** @description Number of objects returned (§4 pagination). Default 10; the maximum is not shown in the specification. */
                limit?: components["parameters"]["Limit"];
                /** @description Number of objects skipped from the start (§4 pagination). */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path: {
                /** @description Identifier of the player whose coupons are listed. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the player's coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCouponRead"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCoupons: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                q?: components["parameters"]["SearchQuery"];
                /** @description Coupon type (CouponType; values not shown in the specification). */
                type?: components["schemas"]["CouponType"];
                /** @description Item category the coupons belong to. */
                category_id?: string;
                /** @description How the coupon codes were generated (CouponGeneratedType; values not shown in the specification). */
                generated_type?: components["schemas"]["CouponGeneratedType"];
                /** @description Number of objects returned (§4 pagination). Default 10; the maximum is not shown in the specification. */
                limit?: components["parameters"]["Limit"];
                /** @description Number of objects skipped from the start (§4 pagination). */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponRead"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponCreate"];
            };
        };
        responses: {
            /** @description The created coupon. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkUpdateCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponBulkUpdate"][];
            };
        };
        responses: {
            /** @description The updated coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponRead"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the coupon. */
                coupon_id: components["parameters"]["CouponId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupon. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponRead"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the coupon. */
                coupon_id: components["parameters"]["CouponId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponUpdate"];
            };
        };
        responses: {
            /** @description The updated coupon. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the coupon. */
                coupon_id: components["parameters"]["CouponId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCreatorCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Two-letter uppercase country codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryCode"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCreators: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                q?: components["parameters"]["SearchQuery"];
                /** @description Social platform (CreatorSocialPlatform; values not shown in the specification). */
                platform?: components["schemas"]["CreatorSocialPlatform"];
                /** @description Only creators who have (or have not) accepted the terms. */
                terms_accepted?: boolean;
                /** @description Creator tier group. */
                creator_tier_group_id?: string;
                /** @description Two-letter uppercase country code. */
                country?: components["schemas"]["CountryCode"];
                /** @description Number of objects returned (§4 pagination). Default 10; the maximum is not shown in the specification. */
                limit?: components["parameters"]["Limit"];
                /** @description Number of objects skipped from the start (§4 pagination). */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of creators inside a wrapper whose keys are not shown in the specification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatorPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCreator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatorCreate"];
            };
        };
        responses: {
            /** @description The created creator. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatorRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCreator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the creator. */
                creator_id: components["parameters"]["CreatorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creator. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatorRead"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCreator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the creator. */
                creator_id: components["parameters"]["CreatorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatorUpdate"];
            };
        };
        responses: {
            /** @description The updated creator. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatorRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCreator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the creator. */
                creator_id: components["parameters"]["CreatorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCreatorSocialAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the creator. */
                creator_id: components["parameters"]["CreatorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creator's social accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatorSocialAccountRead"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCreatorTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the creator. */
                creator_id: components["parameters"]["CreatorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatorTermsUpdate"];
            };
        };
        responses: {
            /** @description The creator's terms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatorTermsRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDailyRewards: {
        parameters: {
            query?: {
                /** @description Free-text search. */
                q?: components["parameters"]["SearchQuery"];
                /** @description Program type (DailyRewardType; values not shown in the specification). */
                type?: components["schemas"]["DailyRewardType"];
                /** @description Number of objects returned (§4 pagination). Default 10; the maximum is not shown in the specification. */
                limit?: components["parameters"]["Limit"];
                /** @description Number of objects skipped from the start (§4 pagination). */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of daily reward programs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyRewardRead"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDailyReward: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DailyRewardCreate"];
            };
        };
        responses: {
            /** @description The created program. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyRewardRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDailyReward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the daily reward program. */
                daily_reward_id: components["parameters"]["DailyRewardId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyRewardRead"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDailyReward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the daily reward program. */
                daily_reward_id: components["parameters"]["DailyRewardId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DailyRewardUpdate"];
            };
        };
        responses: {
            /** @description The updated program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyRewardRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDailyReward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the daily reward program. */
                daily_reward_id: components["parameters"]["DailyRewardId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    copyDailyReward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the daily reward program. */
                daily_reward_id: components["parameters"]["DailyRewardId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The copy. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyRewardRead"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listItemCategories: {
        parameters: {
            query?: {
                /** @description Number of objects returned (§4 pagination). Default 10; the maximum is not shown in the specification. */
                limit?: components["parameters"]["Limit"];
                /** @description Number of objects skipped from the start (§4 pagination). */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of item categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemCategoryRead"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createItemCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemCategoryCreate"];
            };
        };
        responses: {
            /** @description The created item category. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemCategoryRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkDeleteItemCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ItemCategoryBulkDelete"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            /** @description Deleted. Status (204 or another 2xx) and body are not shown in the specification. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    bulkUpdateItemCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemCategoryBulkUpdate"][];
            };
        };
        responses: {
            /** @description The updated item categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemCategoryRead"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getItemCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the item category. */
                item_category_id: components["parameters"]["ItemCategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemCategoryRead"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateItemCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the item category. */
                item_category_id: components["parameters"]["ItemCategoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemCategoryUpdate"];
            };
        };
        responses: {
            /** @description The updated item category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemCategoryRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteItemCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the item category. */
                item_category_id: components["parameters"]["ItemCategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createGdprDataRemovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GDPRDataRemovalRequest"];
            };
        };
        responses: {
            /** @description Accepted. The body is unspecified (an empty schema) in the specification. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GDPRDataRemovalAccepted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreate"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            /** @description The order was created. The exact status code is not shown in the specification. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCreated"];
                };
            };
        };
    };
    authorizeUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthorizeUserRequest"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            /** @description The authorization address. The exact status code is not shown in the specification. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizeUserResponse"];
                };
            };
        };
    };
    rejectUserAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectAuthorizationRequest"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            /** @description The error address. The exact status code is not shown in the specification. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RejectAuthorizationResponse"];
                };
            };
        };
    };
    submitEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomEvent"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            /** @description The event was accepted. Status code and body are not shown in the specification. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomEventResult"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRegistrationCreate"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            /** @description The webhook was registered. Status code and record are not shown in the specification. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRegistrationRead"];
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** @description Timestamp field to filter and sort on. No default. */
                order_by?: components["schemas"]["RangeField"];
                /** @description Start of the time window on the `order_by` field (§4 rule 1). Type and format are not shown in the specification, so any string is passed through. */
                start_at?: components["parameters"]["StartAt"];
                /** @description End of the time window on the `order_by` field (§4 rule 1). Type and format are not shown in the specification, so any string is passed through. */
                end_at?: components["parameters"]["EndAt"];
                /** @description Number of objects returned (§4 pagination). Default 10; the maximum is not shown in the specification. */
                limit?: components["parameters"]["Limit"];
                /** @description Number of objects skipped from the start (§4 pagination). */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            /** @description The payments in the window. Status code and shape are not shown in the specification. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentListing"];
                };
            };
        };
    };
    listDisputes: {
        parameters: {
            query?: {
                /** @description Timestamp field to filter and sort on. Defaults to created_at. */
                order_by?: components["schemas"]["DisputeOrderByField"];
                /** @description Start of the time window on the `order_by` field (§4 rule 1). Type and format are not shown in the specification, so any string is passed through. */
                start_at?: components["parameters"]["StartAt"];
                /** @description End of the time window on the `order_by` field (§4 rule 1). Type and format are not shown in the specification, so any string is passed through. */
                end_at?: components["parameters"]["EndAt"];
                /** @description Number of objects returned (§4 pagination). Default 10; the maximum is not shown in the specification. */
                limit?: components["parameters"]["Limit"];
                /** @description Number of objects skipped from the start (§4 pagination). */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            /** @description The disputes in the window. Status code and shape are not shown in the specification. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeListing"];
                };
            };
        };
    };
    receiveItemAdd: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Lowercase hex HMAC-SHA256 of `<x-service-signature-timestamp>.<raw body>` keyed with the game's S2S
                 *     key (§6 Signature rule). In the real interface `service` in this name is replaced by the service
                 *     maker's name.
                 * @example 3f1c9b7e2d4a6c8e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70
                 */
                "x-service-signature": components["parameters"]["WebhookSignature"];
                /**
                 * @description The timestamp used in the signed string (§6). Its format is not shown beyond the examples; it is signed as the exact header text.
                 * @example 1764518400
                 */
                "x-service-signature-timestamp": components["parameters"]["WebhookSignatureTimestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemAddWebhook"];
            };
        };
        responses: {
            /** @description Reference answer for an unknown event type or a malformed body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Reference answer for an invalid signature. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The items were granted; the checkout completes. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Processing failed; the service retries (retry counts and timing are not shown). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveItemRemove: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Lowercase hex HMAC-SHA256 of `<x-service-signature-timestamp>.<raw body>` keyed with the game's S2S
                 *     key (§6 Signature rule). In the real interface `service` in this name is replaced by the service
                 *     maker's name.
                 * @example 3f1c9b7e2d4a6c8e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70
                 */
                "x-service-signature": components["parameters"]["WebhookSignature"];
                /**
                 * @description The timestamp used in the signed string (§6). Its format is not shown beyond the examples; it is signed as the exact header text.
                 * @example 1764518400
                 */
                "x-service-signature-timestamp": components["parameters"]["WebhookSignatureTimestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemRemoveWebhook"];
            };
        };
        responses: {
            /** @description Reference answer for an unknown event type or a malformed body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Reference answer for an invalid signature. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The items were removed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Processing failed; the service retries (retry counts and timing are not shown). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveIngamePopup: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Lowercase hex HMAC-SHA256 of `<x-service-signature-timestamp>.<raw body>` keyed with the game's S2S
                 *     key (§6 Signature rule). In the real interface `service` in this name is replaced by the service
                 *     maker's name.
                 * @example 3f1c9b7e2d4a6c8e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70
                 */
                "x-service-signature": components["parameters"]["WebhookSignature"];
                /**
                 * @description The timestamp used in the signed string (§6). Its format is not shown beyond the examples; it is signed as the exact header text.
                 * @example 1764518400
                 */
                "x-service-signature-timestamp": components["parameters"]["WebhookSignatureTimestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IngamePopupWebhook"];
            };
        };
        responses: {
            /** @description Reference answer for an unknown event type or a malformed body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Reference answer for an invalid signature. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The popup was accepted. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Processing failed; the service retries (retry counts and timing are not shown). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveDailyRewardGet: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Lowercase hex HMAC-SHA256 of `<x-service-signature-timestamp>.<raw body>` keyed with the game's S2S
                 *     key (§6 Signature rule). In the real interface `service` in this name is replaced by the service
                 *     maker's name.
                 * @example 3f1c9b7e2d4a6c8e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70
                 */
                "x-service-signature": components["parameters"]["WebhookSignature"];
                /**
                 * @description The timestamp used in the signed string (§6). Its format is not shown beyond the examples; it is signed as the exact header text.
                 * @example 1764518400
                 */
                "x-service-signature-timestamp": components["parameters"]["WebhookSignatureTimestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DailyRewardGetWebhook"];
            };
        };
        responses: {
            /** @description The items to grant per day and for the extra reward. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyRewardGetResponse"];
                };
            };
            /** @description Reference answer for an unknown event type or a malformed body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Reference answer for an invalid signature. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
