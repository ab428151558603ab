/*
 * DO NOT EDIT: this file is generated from openapi/openapi.yaml by `npm run generate`.
 * Change the document (or the emitter in scripts/generate/) and run the command again.
 */

import type { webhooks } from './schema.js';

type Body<K extends keyof webhooks> = webhooks[K] extends { post: { requestBody: { content: { "application/json": infer B } } } } ? B : never;

/** The first request example of each webhook in the document, by event type. */
export const webhookExamples: { readonly [K in keyof webhooks]: Body<K> } = {
  "item.add": {
    "event_id": "whevt_01J8Z3M2V7X4C9B6N1Q5",
    "game_id": "gm_4821",
    "event_type": "item.add",
    "event_time": 1764518460,
    "event_data": {
      "player_id": "player_8412",
      "items": [
        {
          "sku": "gem_pack_500"
        },
        {
          "sku": "battle_pass_s7"
        }
      ]
    },
    "idempotency_key": "7b1e5c2a-94d3-4f0e-8a61-2c3d4e5f6a7b",
    "request_id": "req_01J8Z3K4QW",
    "sandbox": false,
    "trigger": null,
    "transaction_id": "whtx_01J8Z3M1R2S3T4U5V6W7",
    "context": {
      "order": {
        "order_id": "ord_01J8Z3K4QW5N7E2R9T6Y"
      },
      "player": {
        "player_id": "player_8412"
      }
    }
  },
  "item.remove": {
    "event_id": "whevt_01J9A7Q3W8E2R5T1Y6U4",
    "game_id": "gm_4821",
    "event_type": "item.remove",
    "event_time": 1764777600,
    "event_data": {
      "player_id": "player_8412",
      "items": [
        {
          "sku": "gem_pack_500"
        }
      ]
    },
    "idempotency_key": "0d9c8b7a-6f5e-4d3c-9b2a-1f0e9d8c7b6a",
    "request_id": null,
    "sandbox": false,
    "trigger": null,
    "transaction_id": "whtx_01J8Z3M1R2S3T4U5V6W7",
    "context": {
      "order": {
        "order_id": "ord_01J8Z3K4QW5N7E2R9T6Y"
      },
      "player": null
    }
  },
  "ingame.popup": {
    "event_id": "cmp_levelup_offer_01J8Z4",
    "game_id": "gm_4821",
    "event_type": "ingame.popup",
    "event_time": 1764518500,
    "event_data": {
      "player_id": "player_8412",
      "title": "Level 42 reached!",
      "body": "Celebrate with 20% off the Starter Bundle for the next 24 hours.",
      "icon": "https://cdn.example-game.com/icons/level-up.png",
      "url": null
    },
    "idempotency_key": null,
    "request_id": null,
    "sandbox": false,
    "trigger": null,
    "transaction_id": "whtx_01J8Z4A1B2C3D4E5F6G7",
    "context": null
  },
  "daily_reward.get": {
    "event_id": "whevt_01J8Z5D4F6G8H1J3K5L7",
    "game_id": "gm_4821",
    "event_type": "daily_reward.get",
    "event_time": 1764604800,
    "event_data": {
      "id": "dlrwd_login7",
      "player_id": "player_8412",
      "key": "login7",
      "is_anonymous": false
    },
    "idempotency_key": "5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170",
    "request_id": null,
    "sandbox": true,
    "trigger": "hub.daily_reward_claim",
    "transaction_id": "whtx_01J8Z5D4F6G8H1J3K5L8",
    "context": {
      "order": null,
      "player": {
        "player_id": "player_8412"
      }
    }
  },
};
