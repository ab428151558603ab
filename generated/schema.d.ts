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
                achievement_type: components["parameters"]["AchievementTypePath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that a player reached an achievement */
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
         * @description Answers one page: the creators under `data`, with `total`, `limit`, `offset` and
         *     `has_next` (the wrapper's keys are the provider's document's; the spec does not show them).
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
         * @description Deletes the categories the body names, one `{ id }` entry each (the provider's document shows
         *     the body; the spec names the operation only).
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
         *     expires 24 hours after creation (§3). After payment the service sends item.add; the checkout completes
         *     only after the game answers it with 2xx. An empty `items` list is refused (422): the provider's
         *     document requires at least one item.
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
         *     authorization address that the game client opens in the default browser.
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
         *     nonce and a reason. Only in the spec: the provider's document of 2026.07.14 has no such operation.
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
         * @description Submits a named custom event; published campaigns may answer with an ingame.popup webhook (§6). The
         *     answer's body is open in both documents, so any JSON value is accepted.
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
         * @description Registers the single HTTPS POST endpoint the service delivers webhooks to (see `webhooks`) and
         *     answers the stored registration.
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
         *     (§4 rules 1 and 4). start_at and end_at are Unix seconds. order_by has no default: send it
         *     explicitly (§9). The former parameter name `field`, which the provider's document of 2026.07.14
         *     still shows, no longer exists; the spec also lists none of the other filters that document shows.
         *     Sort direction is shown in neither document; do not assume a fixed sort (§9).
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
         *     in order_by order (§4 rules 1, 3 and 4). Only in the spec: the provider's document of 2026.07.14 has
         *     no disputes operation, so the sort direction, the types of start_at and end_at and the dispute record
         *     are shown in neither; do not assume a fixed sort (§9).
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
        /**
         * @description Kinds of achievement the service knows. Achievement records also accept other strings (an open enumeration).
         * @enum {string}
         */
        AchievementType: "first_visit" | "first_purchase" | "regular_visit";
        /** @description An achievement as the service returns it: what was created, plus its id. */
        AchievementRead: {
            /** @description Name shown in the hub. */
            name: string;
            /** @description Text shown under the name. */
            description: string;
            /**
             * Format: uri
             * @description Image shown with the achievement.
             */
            image_url: string;
            /** @description What earns the achievement; one of AchievementType or another string. */
            type: components["schemas"]["AchievementType"] | string;
            /** @description Place in the hub's list of achievements. */
            position: number;
            /** @description The achievement's id, set by the service. */
            id: string;
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
            /** @description What is wrong, in words. */
            msg: string;
            /** @description The kind of fault, as a code. */
            type: string;
        };
        /** @description Validation error body, answered with 422 (§7). */
        HTTPValidationError: {
            /** @description Every fault found, one entry each. */
            detail: components["schemas"]["ValidationError"][];
        };
        /** @description Body of POST /v1/achievements. */
        AchievementCreate: {
            /** @description Name shown in the hub. */
            name: string;
            /** @description Text shown under the name. */
            description: string;
            /**
             * Format: uri
             * @description Image shown with the achievement.
             */
            image_url: string;
            /** @description What earns the achievement; one of AchievementType or another string. */
            type: components["schemas"]["AchievementType"] | string;
            /** @description Place in the hub's list of achievements. */
            position: number;
        };
        /** @description One entry of the PATCH /v1/achievements array: the id of the achievement and the fields to change. */
        AchievementBulkUpdate: {
            /** @description Name shown in the hub. */
            name?: string;
            /** @description Text shown under the name. */
            description?: string;
            /**
             * Format: uri
             * @description Image shown with the achievement.
             */
            image_url?: string;
            /** @description What earns the achievement; one of AchievementType or another string. */
            type?: components["schemas"]["AchievementType"] | string;
            /** @description Place in the hub's list of achievements. */
            position?: number;
            /** @description The achievement's id, set by the service. */
            id: string;
        };
        /** @description Body of PUT /v1/achievements/{achievement_id}; only the fields sent are meant to change. */
        AchievementUpdate: {
            /** @description Name shown in the hub. */
            name?: string;
            /** @description Text shown under the name. */
            description?: string;
            /**
             * Format: uri
             * @description Image shown with the achievement.
             */
            image_url?: string;
            /** @description What earns the achievement; one of AchievementType or another string. */
            type?: components["schemas"]["AchievementType"] | string;
            /** @description Place in the hub's list of achievements. */
            position?: number;
        };
        /** @description Body of POST /v1/achievements/{achievement_type}/unlock: the player who reached the achievement. */
        AchievementUnlockRequest: {
            /** @description The player who reached the achievement. */
            player_id: string;
        };
        /** @description One item a coupon grants, by item id and quantity. */
        CouponFreeItem: {
            /** @description The catalogue item granted. */
            item_id: string;
            /** @description How many are granted. */
            quantity: number;
        };
        /** @description The items a free-item coupon grants. */
        CouponFreeItems: {
            /** @description The items, at most 100. */
            items?: components["schemas"]["CouponFreeItem"][];
        };
        /**
         * @description What a token of an expression stands for.
         * @enum {string}
         */
        TokenType: "attribute" | "custom_attribute" | "event_attribute" | "custom_event_attribute" | "operator" | "number" | "date" | "string" | "boolean" | "list" | "variable" | "virtual_currency";
        /** @description One token of an expression. */
        Token: {
            /** @description What the token is. */
            type: components["schemas"]["TokenType"];
            /** @description The token's value; its type depends on `type`. */
            value?: unknown;
        };
        /** @description A named sub-expression that other tokens refer to as a variable. */
        MathExpression: {
            /** @description The sub-expression, token by token. */
            tokens?: components["schemas"]["Token"][];
            /** @description The name tokens use to refer to it. */
            name: string;
        };
        /** @description A condition built from tokens (attributes, operators, values), with named sub-expressions as variables. */
        Expression: {
            /** @description The condition, token by token. */
            tokens?: components["schemas"]["Token"][];
            /** @description Named sub-expressions the tokens use. */
            variables?: components["schemas"]["MathExpression"][];
        };
        /**
         * @description What a coupon gives.
         * @enum {string}
         */
        CouponType: "bonus" | "discount" | "free_item" | "vc" | "non_benefit" | "discount_fixed" | "discount_reward_point";
        /** @description The creator a coupon belongs to, and the terms of that creator program. */
        CreatorProgramBase: {
            /** @description The creator. */
            creator_id: string;
            /** @description The creator's share, in percent. */
            reward: number;
            /** @description The terms, as told to the creator. */
            verbal_terms: string;
            /** @description Message shown to players who use the creator's code. */
            message: string;
            /**
             * @description When true, the share comes from the creator's tier instead of `reward`.
             * @default false
             */
            inherits_from_tier?: boolean;
        };
        /** @description One benefit text, with an optional image. */
        HighlightItem: {
            /** @description Image of the benefit. */
            image_url?: string;
            /** @description Text of the benefit. */
            name?: string;
            /** @description Longer text of the benefit. */
            description?: string;
        };
        /** @description Short benefit texts shown with an item. */
        Highlights: {
            /** @description Heading of the benefit list. */
            title?: string;
            /** @description Text under the heading. */
            description?: string;
            /** @description The benefit texts. */
            items: components["schemas"]["HighlightItem"][];
        };
        /**
         * @description Currency codes (ISO 4217) the service accepts.
         * @enum {string}
         */
        Currency: "USD" | "EUR" | "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "UYU" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL" | "RP" | "VC";
        /**
         * @description Kinds of catalogue item.
         * @enum {string}
         */
        ItemType: "item" | "currency" | "bundle" | "lootbox" | "subscription" | "virtual_currency";
        /**
         * @description How an item card is drawn in the store.
         * @enum {string}
         */
        ItemViewOption: "default" | "skeleton";
        /**
         * @description How a nested item is shown.
         * @enum {string}
         */
        NestedItemViewType: "separated";
        /** @description A reference to a catalogue item inside another record (a reward day, a bundle, a subscription plan). */
        NestedItem: {
            /** @description The catalogue item's id. */
            id?: string;
            /** @description How many. */
            count?: number;
            /** @description The catalogue item's SKU. */
            sku?: string;
            /** @description Whether it is shown first. */
            is_featured?: boolean;
            /** @description Free-form data the game keeps with it. */
            meta?: Record<string, never>;
            /**
             * Format: uri
             * @description Image to show instead of the item's own.
             */
            image_url?: string;
            /** @description How it is shown. */
            view_type?: components["schemas"]["NestedItemViewType"];
        };
        /** @description The value an item has for a property. */
        ItemPropertyRelationData: {
            /** @description A number or text. */
            value?: number | string;
        };
        /** @description A property whose values lie in a range. */
        ItemPropertyConfigRange: {
            /**
             * @description Tells the kinds of property apart.
             * @default range
             * @enum {string}
             */
            property_type?: "range";
            /** @description Largest value. */
            max: number;
            /**
             * @description Smallest value.
             * @default 0
             */
            min?: number;
        };
        /** @description A property whose values are numbers. */
        ItemPropertyConfigNumber: {
            /**
             * @description Tells the kinds of property apart.
             * @default number
             * @enum {string}
             */
            property_type?: "number";
        };
        /** @description A property whose values are text. */
        ItemPropertyConfigString: {
            /**
             * @description Tells the kinds of property apart.
             * @default string
             * @enum {string}
             */
            property_type?: "string";
        };
        /** @description A property that items can have (a stat such as power or speed). */
        ItemPropertyRead: {
            /** @description Name of the property. */
            name: string;
            /** @description What it means. */
            description?: string;
            /** @description Its icon; an empty string for none. */
            icon_url?: string | "";
            /** @description What values it takes, told apart by property_type. (The provider's document says oneOf, but its variants do not require property_type, so one value can match several; anyOf accepts what the service sends.) */
            config: components["schemas"]["ItemPropertyConfigRange"] | components["schemas"]["ItemPropertyConfigNumber"] | components["schemas"]["ItemPropertyConfigString"];
            /** @description Its id. */
            id: string;
        };
        /** @description The value of one property for one item. */
        ItemPropertyRelationRead: {
            /** @description The property. */
            property_id: string;
            /** @description The item's value for it. */
            data?: components["schemas"]["ItemPropertyRelationData"];
            /** @description Place among the item's properties. */
            position: number;
            /** @description Id of this value. */
            id: string;
            /** @description The item. */
            item_id: string;
            /** @description The property, resolved. */
            item_property: components["schemas"]["ItemPropertyRead"];
        };
        /**
         * @description Why an item reached the player.
         * @enum {string}
         */
        ItemSource: "order" | "bonus" | "bundle" | "coupon" | "lootbox" | "free_item" | "liveops" | "daily_reward" | "loyalty_reward" | "progression_program" | "rolling_offer" | "pick_one_offer";
        /** @description A rarity level items can have. */
        ItemRarityRead: {
            /** @description Name of the rarity. */
            name: string;
            /** @description Colour of its badge. */
            color_background_badge?: string;
            /** @description Its id. */
            id: string;
        };
        /** @description A catalogue item as the service returns it. */
        ItemRead: {
            /** @description Name shown to players. */
            name: string;
            /** @description Text shown to players. */
            description?: string | null;
            /** @description Benefit texts shown with the item. */
            highlights?: components["schemas"]["Highlights"] | null;
            /** @description Price in minor units of `currency`. */
            price?: number;
            /** @description Price point for local prices (deprecated by the service). */
            price_point?: number;
            /** @description The price template the price comes from. */
            price_template_id?: string;
            /** @description Price in reward points. */
            reward_points_price?: number;
            /** @description Currency of `price`. */
            currency: components["schemas"]["Currency"];
            /** @description The game's identifier of the item, unique in its catalogue. */
            sku: string;
            /** @description Item image; an empty string for none. */
            image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific image (deprecated).
             */
            image_url_apple?: string;
            /** @description Item icon; an empty string for none. */
            icon_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific icon (deprecated).
             */
            icon_url_apple?: string;
            /** @description Image for a featured card; an empty string for none. */
            image_url_featured?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured image (deprecated).
             */
            image_url_featured_apple?: string;
            /** @description Background image; an empty string for none. */
            background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific background (deprecated).
             */
            background_image_url_apple?: string;
            /** @description Background colour. */
            background_image_color?: string;
            /** @description Background of a featured card; an empty string for none. */
            featured_card_background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured background (deprecated).
             */
            featured_card_background_image_url_apple?: string;
            /** @description Kind of item. */
            type: components["schemas"]["ItemType"];
            /**
             * @description How the card is drawn.
             * @default default
             */
            view_option?: components["schemas"]["ItemViewOption"];
            /**
             * @description How many units one purchase gives.
             * @default 1
             */
            quantity?: number;
            /** @description Whether several can be held in one slot. */
            is_stackable: boolean;
            /** @description True for an item that is a currency. */
            is_currency: boolean;
            /** @description Place in lists. */
            position?: number;
            /** @description Ids of the item categories it is in. */
            categories?: string[];
            /** @description How long its in-game effect lasts, in seconds. */
            duration?: number;
            /** @description Whether reward points can pay for it. */
            enable_reward_points_redemption?: boolean;
            /** @description Contents of a bundle. */
            nested_items?: components["schemas"]["NestedItem"][];
            /** @description The item's id. */
            id: string;
            /** @description Values of the item's properties. */
            properties?: components["schemas"]["ItemPropertyRelationRead"][];
            /**
             * @description Why the item reached the player.
             * @default order
             */
            source?: components["schemas"]["ItemSource"];
            /** @description Id of its rarity. */
            rarity_id?: string;
            /** @description Its rarity. */
            item_rarity?: components["schemas"]["ItemRarityRead"];
            /** @description Discount in percent. */
            discount_percent?: number;
            /** @description Extra quantity in percent. */
            bonus_percent?: number;
            /**
             * @description Whether the item was made for one order rather than taken from the catalogue.
             * @default false
             */
            is_custom?: boolean;
            /** @description When it was created (Unix seconds). */
            created_at: number;
            /** @description When it was last changed (Unix seconds). */
            modified_at?: number;
            /** @description When it was archived (Unix seconds). */
            archived_at?: number;
            /** @description Number of decimal places of the currency. */
            price_minor_unit?: number;
            /** @description Price as a decimal amount. */
            price_decimal?: number;
            /** @description Item given instead when this one cannot be. */
            fallback_item_id?: string;
            /** @description How many of the fallback item. */
            fallback_item_quantity?: number;
            /** @description Free-form data the game keeps with the item. */
            meta?: Record<string, never>;
            /**
             * @description Tells the kinds of catalogue record apart.
             * @default ItemRead
             * @enum {string}
             */
            model_type?: "ItemRead";
            /** @description Bundle contents, resolved. */
            nested_items_read?: components["schemas"]["ItemRead"][];
            /** @description The fallback item, resolved. */
            fallback_item?: components["schemas"]["ItemRead"];
            /** @description Internal note. */
            comment?: string;
            /** @description When true, webhooks leave this item out. */
            is_system?: boolean | null;
        };
        /** @description A coupon held by a player (GET /v1/coupons/user/{user_id}), with when and for which order item it was redeemed. */
        UserCouponRead: {
            /** @description Items granted on redemption (free-item coupons). */
            free_items?: components["schemas"]["CouponFreeItems"];
            /** @description Percent taken off the price (discount coupons). */
            discount_percent?: number;
            /** @description Percent of extra quantity (bonus coupons). */
            bonus_percent?: number;
            /** @description Fixed extra quantity (bonus coupons). */
            bonus_fixed?: number | null;
            /** @description Amount taken off, in US dollars (fixed discount coupons). */
            discount_amount_usd?: number;
            /** @description Condition a player must meet to redeem the coupon. */
            requirements_expression?: components["schemas"]["Expression"];
            /** @description When the coupon expires (Unix seconds). */
            expires_at?: number;
            /** @description Items the coupon applies to; all items when empty. */
            applicable_item_ids?: string[];
            /** @description The coupon category this coupon is filed under. */
            category_id?: string;
            /** @description Smallest order amount the coupon applies to. */
            min_amount?: number;
            /** @description How many times the code can be redeemed in all. */
            max_redemptions?: number;
            /** @description How many times one player can redeem it. */
            max_redemptions_per_user?: number;
            /** @description Whether it combines with bonus coupons. */
            is_stackable_with_bonus_coupons?: boolean;
            /** @description Cap on the combined bonus percent when stacked with bonus coupons. */
            stackable_bonus_limit_percent?: number;
            /** @description Whether it combines with discount coupons. */
            is_stackable_with_discount_coupons?: boolean;
            /** @description Cap on the combined discount percent when stacked with discount coupons. */
            stackable_discount_limit_percent?: number;
            /** @description Cap on the store item's own discount and the coupon's together. */
            store_item_discount_limit_percent?: number;
            /** @description Cap on the store item's own bonus and the coupon's together. */
            store_item_bonus_limit_percent?: number;
            /** @description When the coupon starts to be valid (Unix seconds). */
            start_at?: number;
            /** @description When the coupon stops being valid (Unix seconds). */
            end_at?: number;
            /** @description Only these players may redeem it; anyone when empty. */
            player_ids?: string[];
            /** @description Players who may not redeem it. */
            exclude_player_ids?: string[];
            /** @description Name for the dashboard. */
            name: string;
            /** @description The code players enter. */
            code: string;
            /** @description What the coupon gives. */
            type: components["schemas"]["CouponType"];
            /** @description The coupon's id, set by the service. */
            id: string;
            /** @description The creator this coupon is a promo code of, if any. */
            creator_program?: components["schemas"]["CreatorProgramBase"];
            /** @description What is left to spend, in US dollars (fixed discount coupons). */
            current_balance_usd?: number;
            /** @description The items the coupon grants, in the order of `free_items.items`. */
            items?: components["schemas"]["ItemRead"][];
            /** @description When the player redeemed it (Unix seconds). */
            redeemed_at?: number;
            /** @description The order item it was redeemed on. */
            order_item_id?: string;
        };
        /**
         * @description How a generated coupon came about.
         * @enum {string}
         */
        CouponGeneratedType: "campaign" | "receipt";
        /** @description A coupon as the service returns it. */
        CouponRead: {
            /** @description Items granted on redemption (free-item coupons). */
            free_items?: components["schemas"]["CouponFreeItems"];
            /** @description Percent taken off the price (discount coupons). */
            discount_percent?: number;
            /** @description Percent of extra quantity (bonus coupons). */
            bonus_percent?: number;
            /** @description Fixed extra quantity (bonus coupons). */
            bonus_fixed?: number | null;
            /** @description Amount taken off, in US dollars (fixed discount coupons). */
            discount_amount_usd?: number;
            /** @description Condition a player must meet to redeem the coupon. */
            requirements_expression?: components["schemas"]["Expression"];
            /** @description When the coupon expires (Unix seconds). */
            expires_at?: number;
            /** @description Items the coupon applies to; all items when empty. */
            applicable_item_ids?: string[];
            /** @description The coupon category this coupon is filed under. */
            category_id?: string;
            /** @description Smallest order amount the coupon applies to. */
            min_amount?: number;
            /** @description How many times the code can be redeemed in all. */
            max_redemptions?: number;
            /** @description How many times one player can redeem it. */
            max_redemptions_per_user?: number;
            /** @description Whether it combines with bonus coupons. */
            is_stackable_with_bonus_coupons?: boolean;
            /** @description Cap on the combined bonus percent when stacked with bonus coupons. */
            stackable_bonus_limit_percent?: number;
            /** @description Whether it combines with discount coupons. */
            is_stackable_with_discount_coupons?: boolean;
            /** @description Cap on the combined discount percent when stacked with discount coupons. */
            stackable_discount_limit_percent?: number;
            /** @description Cap on the store item's own discount and the coupon's together. */
            store_item_discount_limit_percent?: number;
            /** @description Cap on the store item's own bonus and the coupon's together. */
            store_item_bonus_limit_percent?: number;
            /** @description When the coupon starts to be valid (Unix seconds). */
            start_at?: number;
            /** @description When the coupon stops being valid (Unix seconds). */
            end_at?: number;
            /** @description Only these players may redeem it; anyone when empty. */
            player_ids?: string[];
            /** @description Players who may not redeem it. */
            exclude_player_ids?: string[];
            /** @description Name for the dashboard. */
            name: string;
            /** @description The code players enter. */
            code: string;
            /** @description What the coupon gives. */
            type: components["schemas"]["CouponType"];
            /** @description The coupon's id, set by the service. */
            id: string;
            /** @description The creator this coupon is a promo code of, if any. */
            creator_program?: components["schemas"]["CreatorProgramBase"];
            /** @description What is left to spend, in US dollars (fixed discount coupons). */
            current_balance_usd?: number;
            /** @description The items the coupon grants, in the order of `free_items.items`. */
            items?: components["schemas"]["ItemRead"][];
        };
        /** @description Body of POST /v1/coupons. */
        CouponCreate: {
            /** @description Items granted on redemption (free-item coupons). */
            free_items?: components["schemas"]["CouponFreeItems"];
            /** @description Percent taken off the price (discount coupons). */
            discount_percent?: number;
            /** @description Percent of extra quantity (bonus coupons). */
            bonus_percent?: number;
            /** @description Fixed extra quantity (bonus coupons). */
            bonus_fixed?: number | null;
            /** @description Amount taken off, in US dollars (fixed discount coupons). */
            discount_amount_usd?: number;
            /** @description Condition a player must meet to redeem the coupon. */
            requirements_expression?: components["schemas"]["Expression"];
            /** @description When the coupon expires (Unix seconds). */
            expires_at?: number;
            /** @description Items the coupon applies to; all items when empty. */
            applicable_item_ids?: string[];
            /** @description The coupon category this coupon is filed under. */
            category_id?: string;
            /** @description Smallest order amount the coupon applies to. */
            min_amount?: number;
            /** @description How many times the code can be redeemed in all. */
            max_redemptions?: number;
            /** @description How many times one player can redeem it. */
            max_redemptions_per_user?: number;
            /** @description Whether it combines with bonus coupons. */
            is_stackable_with_bonus_coupons?: boolean;
            /** @description Cap on the combined bonus percent when stacked with bonus coupons. */
            stackable_bonus_limit_percent?: number;
            /** @description Whether it combines with discount coupons. */
            is_stackable_with_discount_coupons?: boolean;
            /** @description Cap on the combined discount percent when stacked with discount coupons. */
            stackable_discount_limit_percent?: number;
            /** @description Cap on the store item's own discount and the coupon's together. */
            store_item_discount_limit_percent?: number;
            /** @description Cap on the store item's own bonus and the coupon's together. */
            store_item_bonus_limit_percent?: number;
            /** @description When the coupon starts to be valid (Unix seconds). */
            start_at?: number;
            /** @description When the coupon stops being valid (Unix seconds). */
            end_at?: number;
            /** @description Only these players may redeem it; anyone when empty. */
            player_ids?: string[];
            /** @description Players who may not redeem it. */
            exclude_player_ids?: string[];
            /** @description Name for the dashboard. */
            name: string;
            /** @description The code players enter. */
            code: string;
            /** @description What the coupon gives. */
            type: components["schemas"]["CouponType"];
            /** @description The creator this coupon is a promo code of, if any. */
            creator_program?: components["schemas"]["CreatorProgramBase"];
        };
        /** @description One entry of the PATCH /v1/coupons array: moves a coupon to another category. */
        CouponBulkUpdate: {
            /** @description The coupon to change. */
            id: string;
            /** @description The category to move it to. */
            category_id: string;
        };
        /** @description Changes to the creator program of a coupon. */
        CreatorProgramUpdate: {
            /** @description The terms, as told to the creator. */
            verbal_terms?: string;
            /** @description Message shown to players who use the creator's code. */
            message?: string;
            /** @description The creator's share, in percent. */
            reward?: number;
            /** @description When true, the share comes from the creator's tier instead of `reward`. */
            inherits_from_tier?: boolean;
        };
        /** @description Body of PUT /v1/coupons/{coupon_id}. The code and the type of a coupon are not changed here. */
        CouponUpdate: {
            /** @description Items granted on redemption (free-item coupons). */
            free_items?: components["schemas"]["CouponFreeItems"];
            /** @description Percent taken off the price (discount coupons). */
            discount_percent?: number;
            /** @description Percent of extra quantity (bonus coupons). */
            bonus_percent?: number;
            /** @description Fixed extra quantity (bonus coupons). */
            bonus_fixed?: number | null;
            /** @description Amount taken off, in US dollars (fixed discount coupons). */
            discount_amount_usd?: number;
            /** @description Condition a player must meet to redeem the coupon. */
            requirements_expression?: components["schemas"]["Expression"];
            /** @description When the coupon expires (Unix seconds). */
            expires_at?: number;
            /** @description Items the coupon applies to; all items when empty. */
            applicable_item_ids?: string[];
            /** @description The coupon category this coupon is filed under. */
            category_id?: string;
            /** @description Smallest order amount the coupon applies to. */
            min_amount?: number;
            /** @description How many times the code can be redeemed in all. */
            max_redemptions?: number;
            /** @description How many times one player can redeem it. */
            max_redemptions_per_user?: number;
            /** @description Whether it combines with bonus coupons. */
            is_stackable_with_bonus_coupons?: boolean;
            /** @description Cap on the combined bonus percent when stacked with bonus coupons. */
            stackable_bonus_limit_percent?: number;
            /** @description Whether it combines with discount coupons. */
            is_stackable_with_discount_coupons?: boolean;
            /** @description Cap on the combined discount percent when stacked with discount coupons. */
            stackable_discount_limit_percent?: number;
            /** @description Cap on the store item's own discount and the coupon's together. */
            store_item_discount_limit_percent?: number;
            /** @description Cap on the store item's own bonus and the coupon's together. */
            store_item_bonus_limit_percent?: number;
            /** @description When the coupon starts to be valid (Unix seconds). */
            start_at?: number;
            /** @description When the coupon stops being valid (Unix seconds). */
            end_at?: number;
            /** @description Only these players may redeem it; anyone when empty. */
            player_ids?: string[];
            /** @description Players who may not redeem it. */
            exclude_player_ids?: string[];
            /** @description Name for the dashboard. */
            name?: string;
            /** @description The creator this coupon is a promo code of, if any. */
            creator_program?: components["schemas"]["CreatorProgramUpdate"];
        };
        /** @description Two-letter uppercase country code (§4 Creators). */
        CountryCode: string;
        /**
         * @description Social platforms a creator can be on.
         * @enum {string}
         */
        CreatorSocialPlatform: "tiktok" | "youtube" | "instagram" | "threads" | "x_twitter" | "facebook" | "reddit" | "twitch" | "other";
        /** @description A link to one of the creator's social media profiles. */
        CreatorSocial: {
            /** @description Address of the profile. */
            url: string;
            /** @description The platform of the profile. */
            platform?: components["schemas"]["CreatorSocialPlatform"];
        };
        /**
         * @description US state codes (ISO 3166-2) that creator terms record.
         * @enum {string}
         */
        UnitedStates: "US-AL" | "US-MS" | "US-NE" | "US-PR";
        /** @description The creator's acceptance of the creator-program terms. */
        CreatorTermsRead: {
            /** @description Id of this acceptance. */
            id: string;
            /** @description When the creator accepted (Unix seconds). */
            accepted_at: number;
            /**
             * Format: date
             * @description The creator's date of birth.
             */
            date_of_birth?: string;
            /** @description The creator's country (two-letter code). */
            country?: string;
            /** @description The creator's US state, where it applies. */
            state?: components["schemas"]["UnitedStates"];
            /** @description The creator's age. */
            age?: number;
        };
        /** @description Internal notes about a creator, for the game's operators only. */
        CreatorAnnotation: {
            /** @description Free-text note. */
            note?: string;
            /** @description Name operators know the creator by. */
            display_name?: string;
        };
        /** @description A creator (an influencer with a promo code) as the service returns it. */
        CreatorRead: {
            /** @description The creator's name. */
            name: string;
            /** @description Where the service contacts the creator. */
            email: string;
            /** @description The creator's picture. */
            avatar_url?: string;
            /** @description Address of terms added to the standard ones. */
            extra_terms_url?: string;
            /** @description Text of terms added to the standard ones. */
            extra_terms_text?: string;
            /** @description The creator's social media profiles. */
            social_medias?: components["schemas"]["CreatorSocial"][];
            /** @description The creator's id, set by the service. */
            id: string;
            /**
             * @description How many coupons the creator has.
             * @default 0
             */
            coupon_count?: number;
            /**
             * @description Revenue attributed to the creator.
             * @default 0
             */
            revenue?: number;
            /**
             * @description What the game owes the creator.
             * @default 0
             */
            balance?: number;
            /** @description The creator's acceptance of the terms, once given. */
            terms?: components["schemas"]["CreatorTermsRead"];
            /** @description The tier group the creator belongs to. */
            creator_tier_group_id?: string;
            /** @description The tier the creator's lifetime revenue currently reaches. */
            current_creator_tier_id?: string;
            /**
             * @description When true, `revenue_share_override_bps` replaces the tier's share.
             * @default false
             */
            revenue_share_override_enabled?: boolean;
            /**
             * @description The creator's own share in basis points (0 to 10,000); needed when the override is enabled.
             * @default 0
             */
            revenue_share_override_bps?: number;
            /**
             * @description All revenue attributed to the creator so far, in US cents.
             * @default 0
             */
            lifetime_gross_usd_cents?: number;
            /** @description Internal notes about the creator. */
            annotation?: components["schemas"]["CreatorAnnotation"];
        };
        /** @description One page of GET /v1/creators: the creators in `data`, with the paging figures. */
        CreatorPage: {
            /** @description The creators of this page. */
            data: components["schemas"]["CreatorRead"][];
            /** @description How many creators match, over all pages. */
            total: number;
            /** @description The page size used. */
            limit: number;
            /** @description How many matching creators come before this page. */
            offset: number;
            /** @description Whether another page follows. */
            has_next: boolean;
        };
        /** @description Body of POST /v1/creators. */
        CreatorCreate: {
            /** @description The creator's name. */
            name: string;
            /** @description Where the service contacts the creator. */
            email: string;
            /**
             * Format: uri
             * @description The creator's picture.
             */
            avatar_url?: string;
            /**
             * Format: uri
             * @description Address of terms added to the standard ones.
             */
            extra_terms_url?: string;
            /** @description Text of terms added to the standard ones. */
            extra_terms_text?: string;
            /** @description The creator's social media profiles. */
            social_medias?: components["schemas"]["CreatorSocial"][];
            /** @description The tier group the creator belongs to. */
            creator_tier_group_id?: string;
            /** @description The creator's promo code; the service derives one from the name when omitted. */
            coupon_code?: string;
        };
        /** @description Body of PUT /v1/creators/{creator_id}. */
        CreatorUpdate: {
            /** @description The creator's name. */
            name?: string;
            /** @description Where the service contacts the creator. */
            email?: string;
            /**
             * Format: uri
             * @description The creator's picture.
             */
            avatar_url?: string;
            /**
             * Format: uri
             * @description Address of terms added to the standard ones.
             */
            extra_terms_url?: string;
            /** @description Text of terms added to the standard ones. */
            extra_terms_text?: string;
            /** @description The creator's social media profiles. */
            social_medias?: components["schemas"]["CreatorSocial"][];
            /** @description The tier group the creator belongs to. */
            creator_tier_group_id?: string;
            /** @description When true, `revenue_share_override_bps` replaces the tier's share. */
            revenue_share_override_enabled?: boolean;
            /** @description The creator's own share in basis points (0 to 10,000); needed when the override is enabled. */
            revenue_share_override_bps?: number;
        };
        /**
         * @description Where the synchronisation of a social account stands.
         * @enum {string}
         */
        SyncStatus: "pending" | "ok" | "error";
        /** @description Totals of a creator's channel. */
        SocialChannelRead: {
            /** @description Followers of the channel. */
            followers: number;
            /** @description Views over all content. */
            total_views: number;
            /** @description Pieces of content published. */
            total_content_count: number;
        };
        /** @description One published piece of content of a creator. */
        SocialContentItemRead: {
            /** @description Address of the content. */
            url: string;
            /** @description Its title. */
            title: string;
            /** @description Its thumbnail image. */
            thumbnail_url: string;
            /**
             * Format: date-time
             * @description When it was published.
             */
            published_at: string;
            /** @description Views. */
            views: number;
            /** @description Likes. */
            likes: number;
            /** @description Comments. */
            comments: number;
        };
        /** @description Views, likes and comments counted in a snapshot. */
        SocialPerformanceMetricsRead: {
            /** @description Views in the window. */
            views: number;
            /** @description Likes in the window. */
            likes: number;
            /** @description Comments in the window. */
            comments: number;
        };
        /** @description Figures of one piece of content, measured over a window of days. */
        SocialPerformanceSnapshotRead: {
            /** @description Address of the content measured. */
            content_url: string;
            /** @description Its title. */
            title: string;
            /** @description Its thumbnail image. */
            thumbnail_url: string;
            /**
             * Format: date-time
             * @description When it was published.
             */
            published_at: string;
            /**
             * Format: date-time
             * @description When the figures were taken.
             */
            taken_at: string;
            /** @description How many days the figures cover. */
            window_days: number;
            /** @description The figures. */
            metrics: components["schemas"]["SocialPerformanceMetricsRead"];
        };
        /** @description A creator's account on one platform, with its synchronised channel figures, content and performance. */
        CreatorSocialAccountRead: {
            /** @description The platform. */
            platform: components["schemas"]["CreatorSocialPlatform"];
            /** @description The creator's name on the platform. */
            handle: string;
            /** @description Whether the figures are synchronised. */
            sync_status: components["schemas"]["SyncStatus"];
            /** @description When they were last synchronised (Unix seconds). */
            synced_at: number;
            /** @description Channel totals. */
            channel: components["schemas"]["SocialChannelRead"];
            /** @description Recent content. */
            content: components["schemas"]["SocialContentItemRead"][];
            /** @description Performance snapshots of content. */
            performance: components["schemas"]["SocialPerformanceSnapshotRead"][];
        };
        /** @description Body of PATCH /v1/creators/{creator_id}/terms. The spec names it without fields (§2), and the provider's document of 2026.07.14 has no such operation: its fields are not shown, so any object is accepted. */
        CreatorTermsUpdate: {
            [key: string]: unknown;
        };
        /**
         * @description Kinds of daily reward program.
         * @enum {string}
         */
        DailyRewardType: "basic" | "seasonal" | "schedule";
        /**
         * @description How strict the daily streak is.
         * @enum {string}
         */
        DailyRewardMode: "soft" | "hard";
        /** @description A catalogue item, as a reward or bundle shows it. */
        PublicItemRead: {
            /** @description Name shown to players. */
            name: string;
            /** @description Text shown to players. */
            description?: string;
            /** @description Benefit texts shown with the item. */
            highlights?: components["schemas"]["Highlights"] | null;
            /** @description Price in minor units of `currency`. */
            price?: number;
            /** @description Price point for local prices (deprecated by the service). */
            price_point?: number;
            /** @description The price template the price comes from. */
            price_template_id?: string;
            /** @description Price in reward points. */
            reward_points_price?: number;
            /** @description Currency of `price`. */
            currency: components["schemas"]["Currency"];
            /** @description The game's identifier of the item, unique in its catalogue. */
            sku: string;
            /** @description Item image; an empty string for none. */
            image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific image (deprecated).
             */
            image_url_apple?: string;
            /** @description Item icon; an empty string for none. */
            icon_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific icon (deprecated).
             */
            icon_url_apple?: string;
            /** @description Image for a featured card; an empty string for none. */
            image_url_featured?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured image (deprecated).
             */
            image_url_featured_apple?: string;
            /** @description Background image; an empty string for none. */
            background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific background (deprecated).
             */
            background_image_url_apple?: string;
            /** @description Background colour. */
            background_image_color?: string;
            /** @description Background of a featured card; an empty string for none. */
            featured_card_background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured background (deprecated).
             */
            featured_card_background_image_url_apple?: string;
            /** @description Kind of item. */
            type: components["schemas"]["ItemType"];
            /**
             * @description How the card is drawn.
             * @default default
             */
            view_option?: components["schemas"]["ItemViewOption"];
            /**
             * @description How many units one purchase gives.
             * @default 1
             */
            quantity?: number;
            /** @description Whether several can be held in one slot. */
            is_stackable: boolean;
            /** @description True for an item that is a currency. */
            is_currency: boolean;
            /** @description Place in lists. */
            position?: number;
            /** @description Ids of the item categories it is in. */
            categories?: string[];
            /** @description How long its in-game effect lasts, in seconds. */
            duration?: number;
            /** @description Whether reward points can pay for it. */
            enable_reward_points_redemption?: boolean;
            /** @description Contents of a bundle. */
            nested_items?: components["schemas"]["NestedItem"][];
            /** @description The item's id. */
            id: string;
            /** @description Values of the item's properties. */
            properties?: components["schemas"]["ItemPropertyRelationRead"][];
            /**
             * @description Why the item reached the player.
             * @default order
             */
            source?: components["schemas"]["ItemSource"];
            /** @description Id of its rarity. */
            rarity_id?: string;
            /** @description Its rarity. */
            item_rarity?: components["schemas"]["ItemRarityRead"];
            /** @description Discount in percent. */
            discount_percent?: number;
            /** @description Extra quantity in percent. */
            bonus_percent?: number;
            /**
             * @description Whether the item was made for one order rather than taken from the catalogue.
             * @default false
             */
            is_custom?: boolean;
            /** @description When it was created (Unix seconds). */
            created_at: number;
            /** @description When it was last changed (Unix seconds). */
            modified_at?: number;
            /** @description When it was archived (Unix seconds). */
            archived_at?: number;
            /** @description Number of decimal places of the currency. */
            price_minor_unit?: number;
            /** @description Price as a decimal amount. */
            price_decimal?: number;
            /** @description Item given instead when this one cannot be. */
            fallback_item_id?: string;
            /** @description How many of the fallback item. */
            fallback_item_quantity?: number;
            /** @description Free-form data the game keeps with the item. */
            meta?: Record<string, never>;
            /**
             * @description Tells the kinds of catalogue record apart.
             * @default PublicItemRead
             * @enum {string}
             */
            model_type?: "PublicItemRead";
            /** @description Bundle contents, resolved. */
            nested_items_read?: components["schemas"]["PublicItemRead"][];
            /** @description The fallback item, resolved. */
            fallback_item?: components["schemas"]["PublicItemRead"];
            /** @description Quantity with the bonus applied. */
            quantity_after_bonus?: number;
            /** @description Extra quantity from the bonus. */
            quantity_bonus_value?: number;
            /** @description When true, webhooks leave this item out. */
            is_system?: boolean | null;
        };
        /** @description A weighted group of drops inside a lootbox; groups nest. */
        LootboxGroup: {
            /** @description Its id. */
            id: string;
            /** @description Weight among its siblings. */
            weight: number;
            /** @description Name of the group. */
            name: string;
            /** @description What the group holds. */
            nested_items: (components["schemas"]["LootboxGroup"] | components["schemas"]["LootboxNestedItem"])[];
            /**
             * @description Tells groups and items apart.
             * @default LootboxGroup
             * @enum {string}
             */
            model_type?: "LootboxGroup";
        };
        /** @description A weighted item drop inside a lootbox. */
        LootboxNestedItem: {
            /** @description Its id. */
            id: string;
            /** @description Weight among its siblings. */
            weight: number;
            /** @description How many drop. */
            count: number;
            /** @description SKU of the item. */
            sku: string;
            /**
             * @description Tells groups and items apart.
             * @default LootboxNestedItem
             * @enum {string}
             */
            model_type?: "LootboxNestedItem";
        };
        /**
         * @description How the lootbox opening is shown.
         * @enum {string}
         */
        LootboxViewType: "default" | "roulette";
        /** @description One pity threshold and what it guarantees. */
        PityStep: {
            /** @description Openings without a rare drop before the guarantee. */
            threshold: number;
            /** @description What is then guaranteed. */
            guaranteed_groups: (components["schemas"]["LootboxGroup"] | components["schemas"]["LootboxNestedItem"])[];
        };
        /** @description Guaranteed drops after a number of unlucky openings. */
        PitySettings: {
            /** @description The thresholds, in order. */
            steps: components["schemas"]["PityStep"][];
            /**
             * @description Whether the last step repeats.
             * @default true
             */
            repeat_last?: boolean;
        };
        /** @description What a lootbox can drop and how it is shown. */
        LootboxSettings: {
            /** @description What can drop, told apart by model_type (anyOf for the reason given at ItemPropertyRead.config). */
            groups: (components["schemas"]["LootboxGroup"] | components["schemas"]["LootboxNestedItem"])[];
            /** @description Video played when opening. */
            claim_video_url?: string;
            /** @description Video played after opening. */
            claimed_video_url?: string;
            /** @description Opening video in MOV format. */
            claim_video_url_mov?: string;
            /** @description After-opening video in MOV format. */
            claimed_video_url_mov?: string;
            /**
             * @description How opening is shown.
             * @default default
             */
            view_type?: components["schemas"]["LootboxViewType"];
            /** @description Guaranteed drops after unlucky openings. */
            pity?: components["schemas"]["PitySettings"];
        };
        /** @description A weighted group of drops, as a reward shows it. */
        LootboxGroupRead: {
            /** @description Its id. */
            id: string;
            /** @description Name of the group. */
            name: string;
            /** @description Weight among its siblings. */
            weight: number;
            /** @description What the group holds. */
            nested_items: components["schemas"]["LootboxGroupRead"][] | components["schemas"]["LootboxNestedItemRead"][];
        };
        /** @description An item that can drop from a lootbox, with its chance. */
        LootboxNestedItemRead: {
            /** @description Name shown to players. */
            name: string;
            /** @description Text shown to players. */
            description?: string;
            /** @description Benefit texts shown with the item. */
            highlights?: components["schemas"]["Highlights"] | null;
            /** @description Price in minor units of `currency`. */
            price?: number;
            /** @description Price point for local prices (deprecated by the service). */
            price_point?: number;
            /** @description The price template the price comes from. */
            price_template_id?: string;
            /** @description Price in reward points. */
            reward_points_price?: number;
            /** @description Currency of `price`. */
            currency: components["schemas"]["Currency"];
            /** @description The game's identifier of the item, unique in its catalogue. */
            sku: string;
            /** @description Item image; an empty string for none. */
            image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific image (deprecated).
             */
            image_url_apple?: string;
            /** @description Item icon; an empty string for none. */
            icon_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific icon (deprecated).
             */
            icon_url_apple?: string;
            /** @description Image for a featured card; an empty string for none. */
            image_url_featured?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured image (deprecated).
             */
            image_url_featured_apple?: string;
            /** @description Background image; an empty string for none. */
            background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific background (deprecated).
             */
            background_image_url_apple?: string;
            /** @description Background colour. */
            background_image_color?: string;
            /** @description Background of a featured card; an empty string for none. */
            featured_card_background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured background (deprecated).
             */
            featured_card_background_image_url_apple?: string;
            /** @description Kind of item. */
            type: components["schemas"]["ItemType"];
            /**
             * @description How the card is drawn.
             * @default default
             */
            view_option?: components["schemas"]["ItemViewOption"];
            /**
             * @description How many units one purchase gives.
             * @default 1
             */
            quantity?: number;
            /** @description Whether several can be held in one slot. */
            is_stackable: boolean;
            /** @description True for an item that is a currency. */
            is_currency: boolean;
            /** @description Place in lists. */
            position?: number;
            /** @description Ids of the item categories it is in. */
            categories?: string[];
            /** @description How long its in-game effect lasts, in seconds. */
            duration?: number;
            /** @description Whether reward points can pay for it. */
            enable_reward_points_redemption?: boolean;
            /** @description Contents of a bundle. */
            nested_items?: components["schemas"]["NestedItem"][];
            /** @description The item's id. */
            id: string;
            /** @description Values of the item's properties. */
            properties?: components["schemas"]["ItemPropertyRelationRead"][];
            /**
             * @description Why the item reached the player.
             * @default order
             */
            source?: components["schemas"]["ItemSource"];
            /** @description Id of its rarity. */
            rarity_id?: string;
            /** @description Its rarity. */
            item_rarity?: components["schemas"]["ItemRarityRead"];
            /** @description Discount in percent. */
            discount_percent?: number;
            /** @description Extra quantity in percent. */
            bonus_percent?: number;
            /**
             * @description Whether the item was made for one order rather than taken from the catalogue.
             * @default false
             */
            is_custom?: boolean;
            /** @description When it was created (Unix seconds). */
            created_at: number;
            /** @description When it was last changed (Unix seconds). */
            modified_at?: number;
            /** @description When it was archived (Unix seconds). */
            archived_at?: number;
            /** @description Number of decimal places of the currency. */
            price_minor_unit?: number;
            /** @description Price as a decimal amount. */
            price_decimal?: number;
            /** @description Item given instead when this one cannot be. */
            fallback_item_id?: string;
            /** @description How many of the fallback item. */
            fallback_item_quantity?: number;
            /** @description Free-form data the game keeps with the item. */
            meta?: Record<string, never>;
            /**
             * @description Tells the kinds of catalogue record apart.
             * @default PublicItemRead
             * @enum {string}
             */
            model_type?: "PublicItemRead";
            /** @description Bundle contents, resolved. */
            nested_items_read?: components["schemas"]["PublicItemRead"][];
            /** @description The fallback item, resolved. */
            fallback_item?: components["schemas"]["PublicItemRead"];
            /** @description Quantity with the bonus applied. */
            quantity_after_bonus?: number;
            /** @description Extra quantity from the bonus. */
            quantity_bonus_value?: number;
            /** @description When true, webhooks leave this item out. */
            is_system?: boolean | null;
            /** @description Chance of dropping. */
            probability: number;
            /** @description Weight of the drop among its siblings. */
            weight: number;
        };
        /** @description A lootbox, as a reward shows it. */
        PublicLootboxRead: {
            /** @description Name shown to players. */
            name: string;
            /** @description Text shown to players. */
            description?: string | null;
            /** @description Benefit texts shown with the item. */
            highlights?: components["schemas"]["Highlights"] | null;
            /** @description Price in minor units of `currency`. */
            price?: number;
            /** @description Price point for local prices (deprecated by the service). */
            price_point?: number;
            /** @description The price template the price comes from. */
            price_template_id?: string;
            /** @description Price in reward points. */
            reward_points_price?: number;
            /** @description Currency of `price`. */
            currency: components["schemas"]["Currency"];
            /** @description The game's identifier of the item, unique in its catalogue. */
            sku: string;
            /** @description Item image; an empty string for none. */
            image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific image (deprecated).
             */
            image_url_apple?: string;
            /** @description Item icon; an empty string for none. */
            icon_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific icon (deprecated).
             */
            icon_url_apple?: string;
            /** @description Image for a featured card; an empty string for none. */
            image_url_featured?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured image (deprecated).
             */
            image_url_featured_apple?: string;
            /** @description Background image; an empty string for none. */
            background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific background (deprecated).
             */
            background_image_url_apple?: string;
            /** @description Background colour. */
            background_image_color?: string;
            /** @description Background of a featured card; an empty string for none. */
            featured_card_background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured background (deprecated).
             */
            featured_card_background_image_url_apple?: string;
            /** @description Kind of item. */
            type: components["schemas"]["ItemType"];
            /**
             * @description How the card is drawn.
             * @default default
             */
            view_option?: components["schemas"]["ItemViewOption"];
            /**
             * @description How many units one purchase gives.
             * @default 1
             */
            quantity?: number;
            /** @description Whether several can be held in one slot. */
            is_stackable: boolean;
            /** @description True for an item that is a currency. */
            is_currency: boolean;
            /** @description Place in lists. */
            position?: number;
            /** @description Ids of the item categories it is in. */
            categories?: string[];
            /** @description How long its in-game effect lasts, in seconds. */
            duration?: number;
            /** @description Whether reward points can pay for it. */
            enable_reward_points_redemption?: boolean;
            /** @description What the lootbox can drop. */
            lootbox_settings: components["schemas"]["LootboxSettings"];
            /** @description The item's id. */
            id: string;
            /**
             * @description Tells the kinds of catalogue record apart.
             * @default PublicLootboxRead
             * @enum {string}
             */
            model_type?: "PublicLootboxRead";
            /** @description The groups and items that can drop. */
            groups?: (components["schemas"]["LootboxGroupRead"] | components["schemas"]["LootboxNestedItemRead"])[];
            /**
             * @description How many times it was opened.
             * @default 0
             */
            attempts_count?: number;
        };
        /**
         * @description Units of time for schedules and billing cycles.
         * @enum {string}
         */
        PeriodType: "year" | "month" | "week" | "day" | "hour" | "minute" | "second";
        /** @description How often a plan bills. */
        SubscriptionBillingCycle: {
            /** @description Unit of the cycle. */
            period_type: components["schemas"]["PeriodType"];
            /** @description How many units one cycle lasts. */
            period_value: number;
        };
        /**
         * @description Whether a plan renews by itself.
         * @enum {string}
         */
        SubscriptionRenewalType: "auto" | "no_renew";
        /**
         * @description Kinds of subscription plan.
         * @enum {string}
         */
        SubscriptionPlanType: "default" | "special";
        /**
         * @description Which move between plans a grace period covers.
         * @enum {string}
         */
        SubscriptionGraceMode: "free_to_paid" | "paid_to_paid";
        /** @description One plan of a subscription: its billing, price and rules. */
        PublicSubscriptionPlan: {
            /** @description The plan's key. */
            key: string;
            /** @description Name shown to players. */
            name: string;
            /** @description How often it bills. */
            billing_cycle: components["schemas"]["SubscriptionBillingCycle"];
            /** @description Whether it renews by itself. */
            renewal_type: components["schemas"]["SubscriptionRenewalType"];
            /** @description Kind of plan. */
            type: components["schemas"]["SubscriptionPlanType"];
            /** @description Price in minor units of `currency`. */
            price?: number;
            /** @description Price point for local prices. */
            price_point?: number;
            /** @description Price after the discount, in minor units. */
            price_after_discount?: number;
            /** @description Price after the discount, in US dollars. */
            price_after_discount_usd?: number;
            /** @description The price template the price comes from. */
            price_template_id?: string;
            /** @description Currency of the price. */
            currency: components["schemas"]["Currency"];
            /** @description Grace period length. */
            grace_period?: number;
            /** @description Which plan change the grace period covers. */
            grace_mode?: components["schemas"]["SubscriptionGraceMode"];
            /** @description Trial length. */
            trial_period?: number;
            /** @description How long the account stays locked after a failed renewal. */
            account_lock_duration?: number;
            /** @description Whether the payment method can be changed. */
            change_payment_mode?: boolean;
            /** @description Whether a move to a cheaper plan is allowed. */
            is_downgrade_supported: boolean;
            /** @description Whether it can be paused. */
            is_pause_allowed: boolean;
            /** @description Whether it can be reactivated. */
            is_reactivation_allowed: boolean;
            /** @description Benefit texts. */
            benefits?: string[];
            /** @description Items the plan gives. */
            nested_items?: components["schemas"]["NestedItem"][];
            /** @description Those items, resolved. */
            nested_items_read?: components["schemas"]["PublicItemRead"][];
            /** @description Discount in percent. */
            discount_percent?: number;
        };
        /**
         * @description What the call-to-action button of a subscription shows.
         * @enum {string}
         */
        CTAButtonType: "text" | "price" | "trial";
        /**
         * @description How a trial is worded on the button.
         * @enum {string}
         */
        TrialTextMode: "start_free_trial" | "try_free_for_n_days";
        /** @description Button settings when the button offers a trial. */
        TrialSettings: {
            /**
             * @description Tells the kinds of button settings apart.
             * @default TrialSettings
             * @enum {string}
             */
            model_type?: "TrialSettings";
            /** @description How the trial is worded. */
            trial_text_mode?: components["schemas"]["TrialTextMode"];
        };
        /**
         * @description Which price the button shows.
         * @enum {string}
         */
        PriceViewMode: "from_lowest_price" | "specific_plan";
        /** @description Button settings when the button shows a price. */
        PriceViewSettings: {
            /**
             * @description Tells the kinds of button settings apart.
             * @default PriceViewSettings
             * @enum {string}
             */
            model_type?: "PriceViewSettings";
            /** @description Which price is shown. */
            price_mode?: components["schemas"]["PriceViewMode"];
            /** @description The plan whose price is shown. */
            plan_key?: string;
            /** @description Whether the billing period is shown. */
            show_period: boolean;
        };
        /**
         * @description Fixed texts the button can show.
         * @enum {string}
         */
        CTAButtonTextType: "activate" | "subscribe" | "start_now" | "select_plan";
        /** @description Button settings when the button shows a fixed text. */
        CTAButtonTextSettings: {
            /**
             * @description Tells the kinds of button settings apart.
             * @default CTAButtonTextSettings
             * @enum {string}
             */
            model_type?: "CTAButtonTextSettings";
            /** @description The text. */
            text: components["schemas"]["CTAButtonTextType"];
        };
        /**
         * @description Whether plans share one card or have one each.
         * @enum {string}
         */
        SubscriptionCardViewType: "one_card" | "separate_cards";
        /**
         * @description The text shown under the call-to-action button.
         * @enum {string}
         */
        CTASupportedText: "default" | "price_and_trial" | "promotion";
        /** @description How the store shows a subscription and its call-to-action button. */
        StoreItemSubscriptionSettings: {
            /** @description What the button shows. */
            cta_button_type: components["schemas"]["CTAButtonType"];
            /** @description Settings of that kind of button, told apart by model_type (anyOf for the reason given at ItemPropertyRead.config). */
            cta_button_settings: components["schemas"]["TrialSettings"] | components["schemas"]["PriceViewSettings"] | components["schemas"]["CTAButtonTextSettings"];
            /** @description Trial length in days, replacing the plan's. */
            override_trial_days?: number | null;
            /**
             * @description One card for all plans, or one each.
             * @default one_card
             */
            card_view_type?: components["schemas"]["SubscriptionCardViewType"];
            /** @description Text under the button. */
            supported_text?: components["schemas"]["CTASupportedText"];
            /**
             * @description Whether players can change plan.
             * @default true
             */
            is_change_plan_allowed?: boolean;
        };
        /** @description The plans of a subscription and how the store shows them. */
        PublicSubscriptionSettings: {
            /** @description The plans. */
            plans?: components["schemas"]["PublicSubscriptionPlan"][];
            /** @description How the store shows them. */
            store_item_settings?: components["schemas"]["StoreItemSubscriptionSettings"];
            /** @description The plan picked first. */
            selected_plan_key?: string;
        };
        /** @description A subscription, as a reward shows it. */
        PublicSubscriptionRead: {
            /** @description Name shown to players. */
            name: string;
            /** @description Text shown to players. */
            description?: string | null;
            /** @description Benefit texts shown with the item. */
            highlights?: components["schemas"]["Highlights"] | null;
            /** @description Price in minor units of `currency`. */
            price?: number;
            /** @description Price point for local prices (deprecated by the service). */
            price_point?: number;
            /** @description The price template the price comes from. */
            price_template_id?: string;
            /** @description Price in reward points. */
            reward_points_price?: number;
            /** @description Currency of `price`. */
            currency: components["schemas"]["Currency"];
            /** @description The game's identifier of the item, unique in its catalogue. */
            sku: string;
            /** @description Item image; an empty string for none. */
            image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific image (deprecated).
             */
            image_url_apple?: string;
            /** @description Item icon; an empty string for none. */
            icon_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific icon (deprecated).
             */
            icon_url_apple?: string;
            /** @description Image for a featured card; an empty string for none. */
            image_url_featured?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured image (deprecated).
             */
            image_url_featured_apple?: string;
            /** @description Background image; an empty string for none. */
            background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific background (deprecated).
             */
            background_image_url_apple?: string;
            /** @description Background colour. */
            background_image_color?: string;
            /** @description Background of a featured card; an empty string for none. */
            featured_card_background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured background (deprecated).
             */
            featured_card_background_image_url_apple?: string;
            /** @description Kind of item. */
            type: components["schemas"]["ItemType"];
            /**
             * @description How the card is drawn.
             * @default default
             */
            view_option?: components["schemas"]["ItemViewOption"];
            /**
             * @description How many units one purchase gives.
             * @default 1
             */
            quantity?: number;
            /** @description Whether several can be held in one slot. */
            is_stackable: boolean;
            /** @description True for an item that is a currency. */
            is_currency: boolean;
            /** @description Place in lists. */
            position?: number;
            /** @description Ids of the item categories it is in. */
            categories?: string[];
            /** @description How long its in-game effect lasts, in seconds. */
            duration?: number;
            /** @description Whether reward points can pay for it. */
            enable_reward_points_redemption?: boolean;
            /** @description Contents of a bundle. */
            nested_items?: components["schemas"]["NestedItem"][];
            /** @description Free-form data the game keeps with the item. */
            meta?: Record<string, never>;
            /** @description The item's id. */
            id: string;
            /**
             * @description Tells the kinds of catalogue record apart.
             * @default PublicSubscriptionRead
             * @enum {string}
             */
            model_type?: "PublicSubscriptionRead";
            /** @description The subscription's plans. */
            subscription_settings: components["schemas"]["PublicSubscriptionSettings"];
        };
        /**
         * @description Channels an order can come from.
         * @enum {string}
         */
        OrderSourceType: "s2s" | "hub" | "sdk" | "checkout_link";
        /**
         * @description Which price a virtual currency price is computed from.
         * @enum {string}
         */
        VCPriceSource: "local_price" | "base_price";
        /** @description Exchange rate and rules of a virtual currency. */
        VirtualCurrencySettings: {
            /**
             * @description Units of the currency per unit of price.
             * @default 1
             */
            rate?: number;
            /**
             * @description Whether players can pay with it at checkout.
             * @default false
             */
            enabled_for_checkout?: boolean;
            /**
             * @description Whether purchases earn it.
             * @default false
             */
            reward_active?: boolean;
            /**
             * @description Percent of a purchase earned back.
             * @default 0
             */
            reward_percentage?: number;
            /** @description Channels where it cannot be used. */
            excluded_sales_channels?: components["schemas"]["OrderSourceType"][];
            /**
             * @description Which price it is computed from.
             * @default local_price
             */
            price_source?: components["schemas"]["VCPriceSource"];
            /**
             * @description Whether it can be spent without a secure login.
             * @default false
             */
            allow_non_secure_auth?: boolean;
        };
        /** @description A virtual currency, as a reward shows it. */
        PublicVirtualCurrencyRead: {
            /** @description Name shown to players. */
            name: string;
            /** @description Text shown to players. */
            description?: string | null;
            /** @description Benefit texts shown with the item. */
            highlights?: components["schemas"]["Highlights"] | null;
            /** @description Price in minor units of `currency`. */
            price?: number;
            /** @description Price point for local prices (deprecated by the service). */
            price_point?: number;
            /** @description The price template the price comes from. */
            price_template_id?: string;
            /** @description Price in reward points. */
            reward_points_price?: number;
            /** @description Currency of `price`. */
            currency: components["schemas"]["Currency"];
            /** @description The game's identifier of the item, unique in its catalogue. */
            sku: string;
            /** @description Item image; an empty string for none. */
            image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific image (deprecated).
             */
            image_url_apple?: string;
            /** @description Item icon; an empty string for none. */
            icon_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific icon (deprecated).
             */
            icon_url_apple?: string;
            /** @description Image for a featured card; an empty string for none. */
            image_url_featured?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured image (deprecated).
             */
            image_url_featured_apple?: string;
            /** @description Background image; an empty string for none. */
            background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific background (deprecated).
             */
            background_image_url_apple?: string;
            /** @description Background colour. */
            background_image_color?: string;
            /** @description Background of a featured card; an empty string for none. */
            featured_card_background_image_url?: string | "";
            /**
             * Format: uri
             * @deprecated
             * @description Apple-specific featured background (deprecated).
             */
            featured_card_background_image_url_apple?: string;
            /** @description Kind of item. */
            type: components["schemas"]["ItemType"];
            /**
             * @description How the card is drawn.
             * @default default
             */
            view_option?: components["schemas"]["ItemViewOption"];
            /**
             * @description How many units one purchase gives.
             * @default 1
             */
            quantity?: number;
            /** @description Whether several can be held in one slot. */
            is_stackable: boolean;
            /** @description True for an item that is a currency. */
            is_currency: boolean;
            /** @description Place in lists. */
            position?: number;
            /** @description Ids of the item categories it is in. */
            categories?: string[];
            /** @description How long its in-game effect lasts, in seconds. */
            duration?: number;
            /** @description Whether reward points can pay for it. */
            enable_reward_points_redemption?: boolean;
            /** @description Exchange rate and rules of the virtual currency. */
            vc_settings: components["schemas"]["VirtualCurrencySettings"];
            /** @description When it becomes active (Unix seconds). */
            start_at?: number;
            /** @description When it stops being active (Unix seconds). */
            end_at?: number;
            /** @description The item's id. */
            id: string;
            /**
             * @description Tells the kinds of catalogue record apart.
             * @default PublicVirtualCurrencyRead
             * @enum {string}
             */
            model_type?: "PublicVirtualCurrencyRead";
            /** @description When it was archived (Unix seconds). */
            archived_at?: number;
        };
        /** @description A catalogue item a reward grants, resolved by the service. */
        RewardItem: {
            /** @description The item's id. */
            id: string;
            /** @description Name shown to players. */
            name: string;
            /** @description Text shown to players. */
            description?: string;
            /** @description How long its in-game effect lasts, in seconds. */
            duration?: number;
            /** @description How many units one purchase gives. */
            quantity: number;
            /** @description Whether several can be held in one slot. */
            is_stackable: boolean;
            /** @description Item icon; an empty string for none. */
            icon_url?: string | "";
            /** @description Item image; an empty string for none. */
            image_url?: string | "";
            /** @description Kind of item. */
            type: components["schemas"]["ItemType"];
            /** @description Background image; an empty string for none. */
            background_image_url?: string | "";
            /** @description Values of the item's properties. */
            properties: components["schemas"]["ItemPropertyRelationRead"][];
            /** @description When it was archived (Unix seconds). */
            archived_at?: number;
            /** @description Bundle contents, resolved. */
            nested_items_read?: (components["schemas"]["PublicItemRead"] | components["schemas"]["PublicLootboxRead"] | components["schemas"]["PublicSubscriptionRead"] | components["schemas"]["PublicVirtualCurrencyRead"])[];
            /** @description Benefit texts shown with the item. */
            highlights?: components["schemas"]["Highlights"];
        };
        /** @description The items of one reward day, as sent plus the catalogue items they name. */
        DayRewardRead: {
            /** @description The day of the streak, from 1. */
            day_number: number;
            /** @description Items given that day, 1 to 10. */
            items: components["schemas"]["NestedItem"][];
            /** @description The catalogue items given that day. */
            items_read: components["schemas"]["RewardItem"][];
        };
        /**
         * @description How the hub lets the player claim a reward.
         * @enum {string}
         */
        DailyRewardClaimMode: "modal" | "inline";
        /** @description What a daily reward program gives, as sent plus the catalogue items it names. */
        RewardsSettingsRead: {
            /** @description The reward days. */
            daily_rewards: components["schemas"]["DayRewardRead"][];
            /** @description Items of the extra reward. */
            extra_reward_items?: components["schemas"]["NestedItem"][];
            /**
             * @description How the hub lets the player claim.
             * @default inline
             */
            claim_mode?: components["schemas"]["DailyRewardClaimMode"];
            /** @description The catalogue items of the extra reward. */
            extra_reward_items_read?: components["schemas"]["RewardItem"][];
        };
        /** @description When a scheduled program repeats. */
        Schedule: {
            /** @description The unit of the repeat. */
            period_type: components["schemas"]["PeriodType"];
            /** @description How many units each cycle lasts. */
            count: number;
            /** @description The day a cycle starts on. */
            start_day_number: number;
        };
        /**
         * @description Where a daily reward program stands in its life.
         * @enum {string}
         */
        DailyRewardStatus: "active" | "paused" | "stopped" | "scheduled" | "completed";
        /** @description A daily reward program as the service returns it, with the reward items resolved from the catalogue. */
        DailyRewardRead: {
            /** @description Whether players see the program. */
            enabled: boolean;
            /** @description The game's own key for the program; daily_reward.get webhooks carry it (§6). */
            key?: string;
            /** @description Name shown in the hub. */
            name: string;
            /** @description Text shown in the hub. */
            description: string;
            /** @description Image of the program; an empty string for none. */
            image_url?: string | "";
            /** @description How strict the streak is. */
            mode: components["schemas"]["DailyRewardMode"];
            /** @description What each day gives. */
            rewards: components["schemas"]["RewardsSettingsRead"];
            /** @description When the program repeats (scheduled programs). */
            schedule?: components["schemas"]["Schedule"];
            /** @description Condition a player must meet to take part. */
            requirements_expression?: components["schemas"]["Expression"];
            /** @description When the program starts (Unix seconds). */
            start_at?: number;
            /** @description When the program ends (Unix seconds). */
            end_at?: number;
            /** @description Place in the hub's list of programs. */
            position?: number;
            /** @description Internal note. */
            comment?: string;
            /** @description The program's id, set by the service (shape dlrwd_<id>, §2). */
            id: string;
            /** @description The kind of program; the service uses `basic` when none is sent. */
            type: components["schemas"]["DailyRewardType"];
            /** @description Where the program stands, set by the service. */
            status: components["schemas"]["DailyRewardStatus"];
        };
        /** @description The items of one reward day. */
        DayReward: {
            /** @description The day of the streak, from 1. */
            day_number: number;
            /** @description Items given that day, 1 to 10. */
            items: components["schemas"]["NestedItem"][];
        };
        /** @description What a daily reward program gives: the items of each day and of the extra reward. */
        RewardsSettings: {
            /** @description The reward days. */
            daily_rewards: components["schemas"]["DayReward"][];
            /** @description Items of the extra reward. */
            extra_reward_items?: components["schemas"]["NestedItem"][];
            /**
             * @description How the hub lets the player claim.
             * @default inline
             */
            claim_mode?: components["schemas"]["DailyRewardClaimMode"];
        };
        /** @description Body of POST /v1/daily_rewards. */
        DailyRewardCreate: {
            /** @description Whether players see the program. */
            enabled: boolean;
            /** @description The game's own key for the program; daily_reward.get webhooks carry it (§6). */
            key?: string;
            /** @description Name shown in the hub. */
            name: string;
            /** @description Text shown in the hub. */
            description: string;
            /** @description Image of the program; an empty string for none. */
            image_url?: string | "";
            /** @description How strict the streak is. */
            mode: components["schemas"]["DailyRewardMode"];
            /** @description What each day gives. */
            rewards: components["schemas"]["RewardsSettings"];
            /** @description When the program repeats (scheduled programs). */
            schedule?: components["schemas"]["Schedule"];
            /** @description Condition a player must meet to take part. */
            requirements_expression?: components["schemas"]["Expression"];
            /** @description When the program starts (Unix seconds). */
            start_at?: number;
            /** @description When the program ends (Unix seconds). */
            end_at?: number;
            /** @description Place in the hub's list of programs. */
            position?: number;
            /** @description Internal note. */
            comment?: string;
            /**
             * @description The kind of program; the service uses `basic` when none is sent.
             * @default basic
             */
            type?: components["schemas"]["DailyRewardType"];
        };
        /** @description Body of PUT /v1/daily_rewards/{daily_reward_id}. */
        DailyRewardUpdate: {
            /** @description Whether players see the program. */
            enabled?: boolean;
            /** @description The game's own key for the program; daily_reward.get webhooks carry it (§6). */
            key?: string;
            /** @description Name shown in the hub. */
            name?: string;
            /** @description Text shown in the hub. */
            description?: string;
            /** @description Image of the program; an empty string for none. */
            image_url?: string | "";
            /** @description How strict the streak is. */
            mode?: components["schemas"]["DailyRewardMode"];
            /** @description What each day gives. */
            rewards?: components["schemas"]["RewardsSettings"];
            /** @description Condition a player must meet to take part. */
            requirements_expression?: components["schemas"]["Expression"];
            /** @description When the program starts (Unix seconds). */
            start_at?: number;
            /** @description When the program ends (Unix seconds). */
            end_at?: number;
            /** @description Place in the hub's list of programs. */
            position?: number;
            /** @description When the program repeats (scheduled programs). */
            schedule?: components["schemas"]["Schedule"];
            /** @description Internal note. */
            comment?: string;
        };
        /**
         * @description Where the divider of a category is drawn.
         * @enum {string}
         */
        StoreCategoryDividerPosition: "top" | "bottom";
        /**
         * @description What the divider of a category is made of.
         * @enum {string}
         */
        StoreCategoryDividerType: "image" | "mask";
        /**
         * @description How a background image fills its area (as CSS background-size).
         * @enum {string}
         */
        BackgroundSize: "contain" | "repeat" | "cover";
        /**
         * @description How a category lays out its items.
         * @enum {string}
         */
        StoreCategoryRenderType: "default" | "carousel";
        /**
         * @description Carousel layouts.
         * @enum {string}
         */
        CarouselDisplayType: "default" | "compact" | "alone";
        /** @description Settings of a carousel category. */
        StoreCategoryRenderOptions: {
            /** @description Time between slides. */
            delay?: number;
            /** @description Whether it wraps around. */
            loop?: boolean;
            /** @description Whether it moves by itself. */
            autoplay?: boolean;
            /** @description Whether position dots are shown. */
            show_dots?: boolean;
            /** @description Carousel layout. */
            display_type?: components["schemas"]["CarouselDisplayType"];
        };
        /** @description An item category (a section of the store) as the service returns it. */
        ItemCategoryRead: {
            /** @description Name shown in the store. */
            name: string;
            /** @description Text shown with the category. */
            description?: string;
            /** @description Place among the categories. */
            position: number;
            /** @description The category this one is inside, if any. */
            parent_id?: string;
            /** @description Template for items in the category. */
            item_template_id?: string;
            /** @description Condition under which the category is pinned. */
            pinned_expression?: components["schemas"]["Expression"];
            /** @description Name used in store addresses. */
            slug?: string;
            /** @description Icon of the category. */
            icon?: string;
            /** @description Image of the category. */
            image_url?: string;
            /** @description Image of the divider above or below it. */
            divider_image_url?: string;
            /**
             * @description Where the divider is drawn.
             * @default top
             */
            divider_position?: components["schemas"]["StoreCategoryDividerPosition"];
            /**
             * @description What the divider is made of.
             * @default image
             */
            divider_type?: components["schemas"]["StoreCategoryDividerType"];
            /** @description Background colour. */
            background_color?: string;
            /** @description Background image. */
            background_image_url?: string;
            /** @description How the background image fills the area. */
            background_size?: components["schemas"]["BackgroundSize"];
            /** @description How the category lays out its items. */
            render_type?: components["schemas"]["StoreCategoryRenderType"];
            /** @description Carousel settings. */
            render_options?: components["schemas"]["StoreCategoryRenderOptions"];
            /** @description The category's id, set by the service. */
            id: string;
        };
        /** @description Body of POST /v1/item_categories. */
        ItemCategoryCreate: {
            /** @description Name shown in the store. */
            name: string;
            /** @description Text shown with the category. */
            description?: string;
            /** @description Place among the categories. */
            position: number;
            /** @description The category this one is inside, if any. */
            parent_id?: string;
            /** @description Template for items in the category. */
            item_template_id?: string;
            /** @description Condition under which the category is pinned. */
            pinned_expression?: components["schemas"]["Expression"];
            /** @description Name used in store addresses. */
            slug?: string;
            /** @description Icon of the category. */
            icon?: string;
            /**
             * Format: uri
             * @description Image of the category.
             */
            image_url?: string;
            /**
             * Format: uri
             * @description Image of the divider above or below it.
             */
            divider_image_url?: string;
            /**
             * @description Where the divider is drawn.
             * @default top
             */
            divider_position?: components["schemas"]["StoreCategoryDividerPosition"];
            /**
             * @description What the divider is made of.
             * @default image
             */
            divider_type?: components["schemas"]["StoreCategoryDividerType"];
            /** @description Background colour. */
            background_color?: string;
            /**
             * Format: uri
             * @description Background image.
             */
            background_image_url?: string;
            /** @description How the background image fills the area. */
            background_size?: components["schemas"]["BackgroundSize"];
            /** @description How the category lays out its items. */
            render_type?: components["schemas"]["StoreCategoryRenderType"];
            /** @description Carousel settings. */
            render_options?: components["schemas"]["StoreCategoryRenderOptions"];
        };
        /** @description One entry of the DELETE /v1/item_categories array: the id of a category to delete. */
        ItemCategoryBulkDelete: {
            /** @description The category to delete. */
            id: string;
        };
        /** @description One entry of the PATCH /v1/item_categories array: the id of the category and the fields to change. */
        ItemCategoryBulkUpdate: {
            /** @description Name shown in the store. */
            name?: string;
            /** @description Text shown with the category. */
            description?: string;
            /** @description Place among the categories. */
            position?: number;
            /** @description The category this one is inside, if any. */
            parent_id?: string;
            /** @description Template for items in the category. */
            item_template_id?: string;
            /** @description Condition under which the category is pinned. */
            pinned_expression?: components["schemas"]["Expression"];
            /** @description Name used in store addresses. */
            slug?: string;
            /** @description Icon of the category. */
            icon?: string;
            /**
             * Format: uri
             * @description Image of the category.
             */
            image_url?: string;
            /**
             * Format: uri
             * @description Image of the divider above or below it.
             */
            divider_image_url?: string;
            /** @description Where the divider is drawn. */
            divider_position?: components["schemas"]["StoreCategoryDividerPosition"];
            /** @description What the divider is made of. */
            divider_type?: components["schemas"]["StoreCategoryDividerType"];
            /** @description Background colour. */
            background_color?: string;
            /**
             * Format: uri
             * @description Background image.
             */
            background_image_url?: string;
            /** @description How the background image fills the area. */
            background_size?: components["schemas"]["BackgroundSize"];
            /** @description How the category lays out its items. */
            render_type?: components["schemas"]["StoreCategoryRenderType"];
            /** @description Carousel settings. */
            render_options?: components["schemas"]["StoreCategoryRenderOptions"];
            /** @description The category's id, set by the service. */
            id: string;
        };
        /** @description Body of PUT /v1/item_categories/{item_category_id}. */
        ItemCategoryUpdate: {
            /** @description Name shown in the store. */
            name?: string;
            /** @description Text shown with the category. */
            description?: string;
            /** @description Place among the categories. */
            position?: number;
            /** @description The category this one is inside, if any. */
            parent_id?: string;
            /** @description Template for items in the category. */
            item_template_id?: string;
            /** @description Condition under which the category is pinned. */
            pinned_expression?: components["schemas"]["Expression"];
            /** @description Name used in store addresses. */
            slug?: string;
            /** @description Icon of the category. */
            icon?: string;
            /**
             * Format: uri
             * @description Image of the category.
             */
            image_url?: string;
            /**
             * Format: uri
             * @description Image of the divider above or below it.
             */
            divider_image_url?: string;
            /** @description Where the divider is drawn. */
            divider_position?: components["schemas"]["StoreCategoryDividerPosition"];
            /** @description What the divider is made of. */
            divider_type?: components["schemas"]["StoreCategoryDividerType"];
            /** @description Background colour. */
            background_color?: string;
            /**
             * Format: uri
             * @description Background image.
             */
            background_image_url?: string;
            /** @description How the background image fills the area. */
            background_size?: components["schemas"]["BackgroundSize"];
            /** @description How the category lays out its items. */
            render_type?: components["schemas"]["StoreCategoryRenderType"];
            /** @description Carousel settings. */
            render_options?: components["schemas"]["StoreCategoryRenderOptions"];
        };
        /** @description Body of POST /v1/gdpr_requests: names the person whose data is removed, by email, hub user id or player id. */
        GDPRDataRemovalRequest: {
            /**
             * Format: email
             * @description The person's email.
             */
            email?: string;
            /** @description The person's hub user id. */
            user_id?: string;
            /** @description The game's player id. */
            player_id?: string;
        };
        /** @description Body of the 202 answer to POST /v1/gdpr_requests. Unspecified (an empty schema) in the spec (§4 GDPR) and in the provider's document. */
        GDPRDataRemovalAccepted: unknown;
        /**
         * @description One item of an order (§2). Item prices, currency and sale configuration may also be supplied per
         *     item; their exact field names are shown in neither document, so further keys are allowed.
         */
        OrderItem: {
            /** @description Unique item identifier within the game backend. */
            sku: string;
            /** @description Display name; used when arbitrary data is supplied. */
            name?: string | null;
            /** @description Display description. */
            description?: string | null;
            /** @description Image of the item; an empty string for none. */
            image_url?: string | "" | null;
            /** @description How many are bought. */
            quantity?: number | null;
            /** @description The store whose item settings (discounts, bonuses) the order takes. */
            store_key?: string | null;
            /** @description For a subscription SKU, the plan selected first on the checkout page. */
            selected_plan_key?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Device platforms.
         * @enum {string}
         */
        Platform: "any" | "ios" | "android" | "other";
        /**
         * @description App stores a player may come from.
         * @enum {string}
         */
        Marketplace: "none" | "app_store" | "google_play" | "aghanim" | "other" | "one_store" | "galaxy_store";
        /**
         * @description Device makers.
         * @enum {string}
         */
        DeviceType: "Apple" | "Android" | "Unknown" | "Other";
        /**
         * @description Tags a player can carry.
         * @enum {string}
         */
        PlayerTag: "tester";
        /** @description Device identifiers for the devtodev analytics integration. */
        DevtodevDeviceId: {
            /** @description Device id. */
            deviceId?: string;
            /** @description devtodev's own numeric id. */
            devtodevId?: number;
            /** @description User id. */
            userId?: string;
            /** @description Advertising id. */
            advertisingId?: string;
        };
        /** @description Known attributes of a player, used by segments, campaigns and analytics integrations. */
        PlayerAttributes: {
            /**
             * @description The player's level.
             * @default 0
             */
            level?: number;
            /** @description The player's platform. */
            platform?: components["schemas"]["Platform"];
            /**
             * @description The app store the player came from.
             * @default none
             */
            marketplace?: components["schemas"]["Marketplace"];
            /** @description The player's device maker. */
            device_type?: components["schemas"]["DeviceType"];
            /** @description Tags such as `tester`. */
            tags?: components["schemas"]["PlayerTag"][];
            /**
             * @description Soft currency the player holds.
             * @default 0
             */
            soft_currency_amount?: number;
            /**
             * @description Hard currency the player holds.
             * @default 0
             */
            hard_currency_amount?: number;
            /** @description AppsFlyer device id. */
            appsflyer_id?: string;
            /** @description App id in AppsFlyer. */
            appsflyer_app_id?: string;
            /** @description Extra AppsFlyer data. */
            appsflyer_meta?: Record<string, never>;
            /** @description Parameters added to AppsFlyer events. */
            appsflyer_event_params?: Record<string, never>;
            /** @description Customer user id in AppsFlyer. */
            appsflyer_customer_user_id?: string;
            /** @description Adjust device ids, by kind. */
            adjust_device_id?: {
                [key: string]: string;
            };
            /** @description Adjust advertising id. */
            adjust_adid?: string;
            /** @description App token for Adjust. */
            adjust_app_token?: string;
            /** @description Authorization token for Adjust. */
            adjust_authorization_token?: string;
            /** @description Adjust token of the purchase event. */
            adjust_purchase_event_token?: string;
            /** @description Adjust callback parameters. */
            adjust_callback_params?: {
                [key: string]: string;
            };
            /** @description Adjust partner parameters. */
            adjust_partner_params?: {
                [key: string]: string;
            };
            /** @description Singular device ids, by kind. */
            singular_device_id?: {
                [key: string]: string;
            };
            /** @description App id in Singular. */
            singular_app_id?: string;
            /** @description devtodev app id. */
            devtodev_appid?: string;
            /** @description devtodev project key (not the S2S key). */
            devtodev_apikey?: string;
            /** @description devtodev device ids. */
            devtodev_device_id?: components["schemas"]["DevtodevDeviceId"];
            /** @description GA4 web client id. */
            ga4_client_id?: string;
            /** @description Firebase app instance id. */
            ga4firebase_app_instance_id?: string;
            /** @description GA4 cross-device user id; the player id is used when unset. */
            ga4_user_id?: string;
        };
        /** @description Player profile sent with an order. */
        OrderPlayerInfo: {
            /** @description Known attributes of the player. */
            attributes?: components["schemas"]["PlayerAttributes"];
            /** @description The game's own attributes of the player. */
            custom_attributes?: Record<string, never>;
            /** @description Name of the player. */
            name?: string;
            /** @description The player's picture. */
            avatar_url?: string;
        };
        /**
         * @description When the checkout redirects after a successful payment.
         * @enum {string}
         */
        RedirectMode: "no_redirect" | "immediate" | "delayed";
        /**
         * @description Which address the checkout redirects to.
         * @enum {string}
         */
        RedirectTarget: "game" | "store";
        /** @description Whether and where the checkout sends the player after a successful payment. */
        RedirectSettings: {
            /**
             * @description No redirect, at once, or after `delay_seconds`.
             * @default no_redirect
             */
            mode?: components["schemas"]["RedirectMode"];
            /** @description Wait before a delayed redirect, up to 300 seconds. */
            delay_seconds?: number;
            /** @description Back to the game (`back_to_game_url`) or to the store (`back_to_store_url`). */
            target?: components["schemas"]["RedirectTarget"];
        };
        /**
         * @description Colour scheme of the checkout page.
         * @enum {string}
         */
        UIMode: "dark" | "light" | "auto";
        /** @description Appearance of the checkout page. */
        UISettings: {
            /** @description Dark, light, or following the device. */
            mode?: components["schemas"]["UIMode"];
            /** @description Whether the page shows who is paying. */
            show_player_info?: boolean;
        };
        /**
         * @description Language codes (ISO 639-1, with regional variants) the checkout can show.
         * @enum {string}
         */
        Locale: "cs" | "de" | "en" | "es" | "fr" | "fr-CA" | "hi" | "id" | "it" | "ja" | "ko" | "ms" | "nl" | "no" | "pl" | "pt" | "pt-BR" | "ru" | "sv" | "th" | "tr" | "uk" | "vi" | "zh" | "zh-Hant";
        /**
         * @description Payment methods an order can allow.
         * @enum {string}
         */
        PublicPaymentMethod: "card" | "paypal" | "apple_pay" | "google_pay" | "cashapp" | "klarna" | "venmo";
        /**
         * @description The platform an order is placed from.
         * @enum {string}
         */
        OrderCreatePlatform: "ios" | "android" | "other";
        /**
         * @description Body of POST /v1/orders: an Order for a player and items (§2). An Order expires 24 hours after
         *     creation (§3, §8). The maximum number of items is not shown in either document.
         */
        OrderCreate: {
            /** @description Player the order belongs to. */
            player_id: string;
            /** @description The items being bought, at least one. Each item has sku. */
            items: components["schemas"]["OrderItem"][];
            /** @description Decimal amount; used together with currency when items carry no catalogue price. Replaces the items' prices when set. */
            price_decimal?: number | null;
            /** @description Currency code of price_decimal. */
            currency?: components["schemas"]["Currency"] | null;
            /**
             * Format: email
             * @description Prefilled in the payment form, and used as the billing address.
             */
            email?: string;
            /**
             * @description Deep link the player is returned to after payment (an https App Link or a custom scheme). The
             *     provider's document says `{order_id}` in it is replaced by the order's id.
             */
            back_to_game_url?: string;
            /** @description Player profile for the checkout and the player's attributes. */
            player_info?: components["schemas"]["OrderPlayerInfo"];
            /** @description Discount on the whole order, in percent. */
            discount_percent?: number;
            /** @description Reward points the order can earn. */
            eligible_for_reward_points?: number;
            /** @description Loyalty points the order can earn. */
            eligible_for_loyalty_points?: number;
            /** @description Country of the order (ISO 3166-1 alpha-2); when omitted, the checkout page locates the player by IP address. */
            country?: string;
            /** @description When true, the player can only pay from `country`. */
            country_locked?: boolean;
            /** @description Whether and where the checkout sends the player after a successful payment. */
            redirect_settings?: components["schemas"]["RedirectSettings"];
            /** @description Appearance of the checkout page. */
            ui_settings?: components["schemas"]["UISettings"];
            /** @description The player's IP address (IPv4 or IPv6). */
            ip_address?: string;
            /** @description The player's browser User-Agent. */
            user_agent?: string;
            /** @description Language the checkout page is shown in. */
            locale?: components["schemas"]["Locale"];
            /**
             * @deprecated
             * @description Former return address; use back_to_game_url or back_to_store_url.
             */
            return_url?: string;
            /**
             * Format: uri
             * @description Address of the game's web store to return to; `{order_id}` in it is replaced by the order's id.
             */
            back_to_store_url?: string;
            /** @description The payment methods the order allows. The sandbox offers cards only (§1). */
            payment_methods_enabled?: components["schemas"]["PublicPaymentMethod"][];
            /** @description Whether the player can apply coupons at checkout. */
            coupons_enabled?: boolean;
            /** @description The game's own text key-value pairs, kept with the order. */
            metadata?: {
                [key: string]: string;
            };
            /**
             * @description When true, `currency` is used instead of the player's country pricing.
             * @default false
             */
            currency_preferred?: boolean;
            /** @description The price template that prices the order. */
            price_template_id?: string | null;
            /** @description The platform the order is placed from. */
            platform?: components["schemas"]["OrderCreatePlatform"] | null;
            /**
             * @description When the order can no longer be paid (Unix seconds). The provider's document of 2026.07.14
             *     gives three days as the default; the spec's 24-hour lifetime (§3, §8) wins, so rely on
             *     neither default and send it when it matters.
             */
            expires_at?: number | null;
            /** @description A coupon applied when the order is created; a creator's code also attributes the order to that creator. */
            coupon_code?: string | null;
        };
        /** @description Answer to POST /v1/orders (§2 Order (create response)). The full order record returned by reads is not shown. */
        OrderCreated: {
            /** @description Order identifier (shape ord_<id>, §2). */
            order_id: string;
            /**
             * Format: uri
             * @description Payment-form address. Treat it as an opaque string: do not parse, modify, extend it with
             *     parameters or rebuild it from order_id (§2). Redirect the player to it in the same window, a new
             *     tab or a popup; never in an iframe (§1).
             */
            checkout_url: string;
        };
        /** @description Player profile used to seed the hub account on first authorization (§2 Authorize user). */
        PlayerInfo: {
            /** @description Name of the player. */
            name?: string;
            /**
             * Format: uri
             * @description The player's picture. The spec calls it a URL; the provider's document types it as any string.
             */
            avatar_url?: string;
            /** @description Known attributes of the player (level, platform, analytics ids). */
            attributes?: components["schemas"]["PlayerAttributes"];
            /** @description The game's own attributes of the player; each value is a scalar or a list of scalars. */
            custom_attributes?: {
                [key: string]: boolean | number | string | (boolean | number | string)[];
            };
        };
        /**
         * @description Body of POST /v1/users/authorize (§2 Authorize user). The spec requires `nonce`; the provider's
         *     document of 2026.07.14 does not, and the spec wins.
         */
        AuthorizeUserRequest: {
            /** @description Player to authorize. */
            player_id: string;
            /** @description Unique string the hub generated for this authorization request, taken from the deep link. */
            nonce: string;
            /** @description Hub page to redirect the player to. */
            redirect_path?: string;
            /** @description Player profile used to seed the hub account on first authorization. */
            player_info?: components["schemas"]["PlayerInfo"];
        };
        /** @description Answer to POST /v1/users/authorize (§2 Authorize user). */
        AuthorizeUserResponse: {
            /**
             * Format: uri
             * @description Address the game client opens in the default browser; it carries a login token and the nonce as query parameters.
             */
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
            /** @description Why the player is not admitted. */
            reason: components["schemas"]["AuthorizationRejectReason"];
        };
        /** @description Answer to POST /v1/users/authorize/reject (§2 Reject authorization). */
        RejectAuthorizationResponse: {
            /** @description Opening it in a browser makes the hub show the matching error; the game may ignore it when it shows its own error. */
            error_url: string;
        };
        /**
         * @description Custom event names the service knows. Other names are accepted too (an open enumeration).
         * @enum {string}
         */
        CustomEventType: "game_login" | "game_register" | "purchase" | "level_up";
        /** @description Event data. Contains player_id (§2); other keys are shown in neither document, so they are allowed. */
        CustomEventData: {
            /** @description The player the event is about. */
            player_id: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Body of POST /v1/events: a named custom event for a player, which published campaigns may answer
         *     with an ingame.popup webhook (§1, §6). The spec gives no "Required" column; the provider's
         *     document requires all three fields.
         */
        CustomEvent: {
            /**
             * Format: int64
             * @description When the event happened, as a Unix time. The spec's example uses milliseconds; the provider's
             *     document says seconds. Neither is enforced: send the unit your campaigns are set up for.
             */
            event_time: number;
            /** @description Name of the custom event that a campaign is started by; one of CustomEventType or the game's own name. */
            event_type: components["schemas"]["CustomEventType"] | string;
            /** @description The event's data, with the player it is about. */
            event_data: components["schemas"]["CustomEventData"];
        };
        /**
         * @description Body of the 200 answer to POST /v1/events. Both documents leave it open (the provider's schema is
         *     empty), so any JSON value is accepted.
         */
        CustomEventResult: unknown;
        /**
         * @description Event types a registration can subscribe to. daily_reward.get is not among them: a daily reward
         *     program's own settings pick its webhook (§6 Registration).
         * @enum {string}
         */
        WebhookEventType: "player.verify" | "item.add" | "item.remove" | "analytics.checkout.payment_method.select" | "analytics.checkout.submit_payment_form" | "analytics.checkout.back_store" | "analytics.checkout.back_game" | "analytics.checkout.pageview" | "analytics.checkout.pageshow" | "analytics.checkout.pagehide" | "analytics.checkout.pageexit" | "analytics.checkout.payment_method.close" | "analytics.hub.sign_up" | "analytics.hub.login" | "analytics.hub.buy_click" | "analytics.hub.free_item_claimed" | "batch.ready" | "order.*" | "order.created" | "order.paid" | "order.canceled" | "order.refunded" | "payment.*" | "payment.succeeded" | "payment.abandoned" | "payment.canceled" | "payment.chargeback" | "payment.declined" | "payment.dispute" | "payment.expired" | "payment.pending" | "payment.refunded" | "payment.rejected" | "payment.voided" | "fraud.reported" | "subscription.activated" | "subscription.updated" | "subscription.renewed" | "subscription.deactivated" | "coupon.redeemed" | "ingame.push" | "ingame.popup" | "campaign.custom" | "player.is_idle" | "player.lookup" | "player.marketing_consent.updated" | "store.get";
        /**
         * @description HTTP method used for delivery: POST (§2, §6 "one HTTPS endpoint accepting POST"). The provider's
         *     document of 2026.07.14 also lists GET; the spec wins.
         * @enum {string}
         */
        WebhookMethod: "POST";
        /**
         * @description Body of POST /v1/webhooks. The spec gives no "Required" column; the provider's document requires
         *     events, url and method.
         */
        WebhookRegistrationCreate: {
            /** @description Event types to send, for example item.add, item.remove. */
            events: components["schemas"]["WebhookEventType"][];
            /**
             * Format: uri
             * @description HTTPS address of the game's single POST endpoint.
             */
            url: string;
            /** @description Free text. */
            description?: string | null;
            /** @description HTTP method used for delivery. */
            method: components["schemas"]["WebhookMethod"];
            /**
             * @description Whether delivery is active.
             * @default true
             */
            enabled?: boolean;
            /**
             * @description Whether delivery logs are kept.
             * @default true
             */
            enabled_logs?: boolean;
            /** @description When true, the event context carries a player object. */
            player_context_enabled?: boolean | null;
            /** @description When true, the service may deliver several events in one request. The spec describes no batch delivery (§6). */
            batch_mode?: boolean | null;
        };
        /** @description The registration as the service stores it, answered by POST /v1/webhooks. */
        WebhookRegistrationRead: {
            /** @description Event types sent. */
            events: components["schemas"]["WebhookEventType"][];
            /** @description The game's endpoint. */
            url: string;
            /** @description Free text. */
            description?: string | null;
            /** @description HTTP method used for delivery. */
            method: components["schemas"]["WebhookMethod"];
            /**
             * @description Whether delivery is active.
             * @default true
             */
            enabled?: boolean;
            /**
             * @description Whether delivery logs are kept.
             * @default true
             */
            enabled_logs?: boolean;
            /** @description Whether the event context carries a player object. */
            player_context_enabled?: boolean | null;
            /** @description Whether batch delivery is on. */
            batch_mode?: boolean | null;
            /** @description The registration's id, set by the service. */
            id: string;
            /** @description The game's id (shape gm_<id>, §2). */
            game_id: string;
            /**
             * @description The signing secret the provider's document says the service reveals here. The spec (§6) says
             *     the reference implementation signs with the game's S2S key: verify deliveries with the key
             *     your receiver is configured with.
             */
            secret: string;
        };
        /**
         * @description Timestamp field of a payment that GET /v1/payments filters on (start_at, end_at) and sorts by.
         *     No default (§9: the former created_at default, which the provider's document of 2026.07.14 still
         *     shows, was removed), so send it explicitly.
         * @enum {string}
         */
        RangeField: "created_at" | "modified_at" | "status_updated_at";
        /** @description An item paid for, with its bundle contents. */
        PaymentItem: {
            /** @description The item's id. */
            id: string;
            /** @description The item's SKU. */
            sku: string;
            /** @description Its name. */
            name: string;
            /** @description Why it was in the order. */
            source: components["schemas"]["ItemSource"];
            /** @description Its description. */
            description?: string | null;
            /** @description Its image. */
            image_url?: string;
            /** @description How many. */
            quantity: number;
            /** @description Contents of a bundle. */
            nested_items?: components["schemas"]["PaymentItem"][];
        };
        /**
         * @description States of a payment.
         * @enum {string}
         */
        PaymentStatus: "created" | "failed" | "expired" | "voided" | "rejected" | "done" | "refund_requested" | "refunded" | "dispute" | "chargeback" | "abandoned" | "canceled";
        /**
         * @description Where a payment was made.
         * @enum {string}
         */
        SalesChannel: "game_hub" | "checkout" | "android_sdk" | "checkout_link";
        /**
         * @description Which 3-D Secure flow a card payment went through.
         * @enum {string}
         */
        ThreeDSFlow: "none" | "challenge" | "frictionless";
        /**
         * @description The outcome of 3-D Secure.
         * @enum {string}
         */
        ThreeDSecureResult: "not_attempted" | "authenticated" | "failed";
        /** @description A coupon applied to a paid order. */
        PaymentCoupon: {
            /** @description The coupon's id. */
            id: string;
            /** @description The code. */
            code: string;
            /** @description Its name. */
            name: string;
            /** @description What it gives. */
            type: components["schemas"]["CouponType"];
            /** @description Discount in percent (discount coupons). */
            discount_percent?: number;
            /** @description Bonus in percent (bonus coupons). */
            bonus_percent?: number;
            /** @description Fixed bonus quantity (bonus coupons). */
            bonus_fixed?: number;
        };
        /** @description A payment as GET /v1/payments lists it. Amounts are in minor units of `currency` unless the name says USD; times are Unix seconds. */
        PaymentRead: {
            /** @description The hub user who paid. */
            user_id: string;
            /** @description The game's player id. */
            player_id?: string;
            /** @description When the record last changed (Unix seconds). */
            modified_at?: number;
            /** @description Name of the player. */
            player_name?: string;
            /**
             * @deprecated
             * @description Id of the item bought (deprecated: read `items`).
             */
            item_id?: string;
            /**
             * @deprecated
             * @description Name of the item bought (deprecated: read `items`).
             */
            item_name?: string;
            /** @description The items paid for. */
            items?: components["schemas"]["PaymentItem"][];
            /** @description The payment method used. */
            payment_method_name: string;
            /** @description Where the payment stands; one of PaymentStatus or another string. */
            status: components["schemas"]["PaymentStatus"] | string;
            /** @description Where the payment was made. */
            sales_channel?: components["schemas"]["SalesChannel"];
            /** @description Currency of the amounts. */
            currency: string;
            /** @description Country of the payment (two-letter code). */
            country?: string;
            /** @description The payment's id. */
            payment_id?: string;
            /**
             * @deprecated
             * @description Number of the payment on the receipt (deprecated).
             */
            payment_number: string;
            /** @description Number of the receipt. */
            receipt_number: string;
            /** @description The payer's checkout profile. */
            checkout_profile_id?: string;
            /** @description The order paid. */
            order_id?: string;
            /** @description Last four digits of the card. */
            card_last_4_digits?: string;
            /** @description Card scheme (Visa, Mastercard, ...). */
            card_scheme?: string;
            /** @description Amount paid, in minor units. */
            total: number;
            /** @description Amount paid, converted to US dollars. */
            total_usd?: number;
            /** @description What the game earns in US dollars, after fees and taxes. */
            total_usd_revenue?: number;
            /** @description Price in the payer's currency before discounts, in minor units. */
            user_local_price?: number;
            /** @description Number of decimal places of the currency. */
            currency_minor_unit: number;
            /** @description Fees charged on the payment, one object each. */
            fees?: Record<string, never>[];
            /** @description Sales taxes on the payment, one object each. */
            taxes?: Record<string, never>[];
            /** @description Who received the refund. */
            refund_customer_id?: string;
            /** @description Why it was refunded. */
            refund_reason?: string;
            /** @description The payer's IP address; its type is not shown. */
            ip?: unknown;
            /** @description When the payment was created (Unix seconds). */
            created_at: number;
            /** @description Why it failed. */
            fail_reason?: string;
            /** @description Code of the failure. */
            fail_reason_code?: string;
            /** @description When the status last changed (Unix seconds). */
            status_updated_at?: number;
            /** @description Position of the payment in the status list, for sorting. */
            order_field?: number;
            /** @description The order's metadata. */
            metadata?: Record<string, never>;
            /** @description The order's platform. */
            platform?: components["schemas"]["Platform"];
            /** @description The 3-D Secure flow used. */
            three_d_secure_flow?: components["schemas"]["ThreeDSFlow"];
            /** @description The 3-D Secure outcome. */
            three_d_secure_result?: components["schemas"]["ThreeDSecureResult"];
            /** @description Reward points spent for a discount. */
            applied_reward_points?: number;
            /** @description Coupons applied to the order. */
            coupons?: components["schemas"]["PaymentCoupon"][];
        };
        /** @description Answer to GET /v1/payments, one page of payment records (the spec does not show it, §4). */
        PaymentListing: components["schemas"]["PaymentRead"][];
        /**
         * @description Timestamp field of a dispute that GET /v1/disputes filters on and sorts by. Defaults to created_at.
         * @default created_at
         * @enum {string}
         */
        DisputeOrderByField: "created_at" | "updated_at";
        /**
         * @description Answer to GET /v1/disputes. Its shape and the dispute record's fields are shown in neither document
         *     (§2, §4; the provider's document has no disputes operation), so any JSON value is accepted.
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
        /** @description Number of objects returned (§4 pagination). Default 10; neither document shows a maximum. */
        Limit: number;
        /** @description Number of objects skipped from the start (§4 pagination). */
        Offset: number;
        /** @description Identifier of the achievement. */
        AchievementId: string;
        /** @description The achievement to unlock, named by its type. */
        AchievementTypePath: string;
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
        /** @description Start of the time window on the `order_by` field (§4 rule 1), as Unix seconds. The spec does not show its type; the provider's document of 2026.07.14 does. */
        StartAt: number;
        /** @description End of the time window on the `order_by` field (§4 rule 1), as Unix seconds. The spec does not show its type; the provider's document of 2026.07.14 does. */
        EndAt: number;
        /** @description Start of the time window on the `order_by` field (§4 rule 1). Its type and format are shown in neither document (the provider's has no disputes operation), so any string is passed through. */
        DisputeStartAt: string;
        /** @description End of the time window on the `order_by` field (§4 rule 1). Its type and format are shown in neither document (the provider's has no disputes operation), so any string is passed through. */
        DisputeEndAt: string;
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
                /** @description Number of objects returned (§4 pagination). Default 10; neither document shows a maximum. */
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
                achievement_type: components["parameters"]["AchievementTypePath"];
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
                /** @description Number of objects returned (§4 pagination). Default 10; neither document shows a maximum. */
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
                /** @description What the coupon gives (CouponType; values from the provider's document). */
                type?: components["schemas"]["CouponType"];
                /** @description Item category the coupons belong to. */
                category_id?: string;
                /** @description How the coupon was generated (CouponGeneratedType; values from the provider's document). */
                generated_type?: components["schemas"]["CouponGeneratedType"];
                /** @description Number of objects returned (§4 pagination). Default 10; neither document shows a maximum. */
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
                /** @description Social platform (CreatorSocialPlatform; values from the provider's document). */
                platform?: components["schemas"]["CreatorSocialPlatform"];
                /** @description Only creators who have (or have not) accepted the terms. */
                terms_accepted?: boolean;
                /** @description Creator tier group. */
                creator_tier_group_id?: string;
                /** @description Two-letter uppercase country code. */
                country?: components["schemas"]["CountryCode"];
                /** @description Number of objects returned (§4 pagination). Default 10; neither document shows a maximum. */
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
            /** @description A page of creators. */
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
                /** @description Program type (DailyRewardType; values from the provider's document). */
                type?: components["schemas"]["DailyRewardType"];
                /** @description Number of objects returned (§4 pagination). Default 10; neither document shows a maximum. */
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
                /** @description Number of objects returned (§4 pagination). Default 10; neither document shows a maximum. */
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemCategoryBulkDelete"][];
            };
        };
        responses: {
            /** @description Deleted; no body (204 in the provider's document; the spec says "204 or other, not shown"). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description The order was created (201 in the provider's document; the spec does not show the status). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCreated"];
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
            /** @description The authorization address (200 in the provider's document; the spec does not show the status). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizeUserResponse"];
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
            /** @description The error address. Neither document shows the status (the provider's has no reject operation); 200 is assumed, as for authorization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RejectAuthorizationResponse"];
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
            /** @description The event was accepted (200 in the provider's document; the spec does not show the status). The body is open in both documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomEventResult"];
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
            /** @description The webhook was registered (201 in the provider's document; the spec does not show the status). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRegistrationRead"];
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
    listPayments: {
        parameters: {
            query?: {
                /** @description Timestamp field to filter and sort on. No default. */
                order_by?: components["schemas"]["RangeField"];
                /** @description Start of the time window on the `order_by` field (§4 rule 1), as Unix seconds. The spec does not show its type; the provider's document of 2026.07.14 does. */
                start_at?: components["parameters"]["StartAt"];
                /** @description End of the time window on the `order_by` field (§4 rule 1), as Unix seconds. The spec does not show its type; the provider's document of 2026.07.14 does. */
                end_at?: components["parameters"]["EndAt"];
                /** @description Number of objects returned (§4 pagination). Default 10; neither document shows a maximum. */
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
            /** @description One page of payments in the window (200 and the record in the provider's document; the spec shows neither). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentListing"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDisputes: {
        parameters: {
            query?: {
                /** @description Timestamp field to filter and sort on. Defaults to created_at. */
                order_by?: components["schemas"]["DisputeOrderByField"];
                /** @description Start of the time window on the `order_by` field (§4 rule 1). Its type and format are shown in neither document (the provider's has no disputes operation), so any string is passed through. */
                start_at?: components["parameters"]["DisputeStartAt"];
                /** @description End of the time window on the `order_by` field (§4 rule 1). Its type and format are shown in neither document (the provider's has no disputes operation), so any string is passed through. */
                end_at?: components["parameters"]["DisputeEndAt"];
                /** @description Number of objects returned (§4 pagination). Default 10; neither document shows a maximum. */
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
            /** @description The disputes in the window. Neither document shows the status or the shape (the provider's has no disputes operation); 200 is assumed, as for payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeListing"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
