/**
 * The `webhooks:` section against section 6: four signed POST deliveries whose bodies are the full
 * envelope with event_type pinned, that never forbid extra keys, and the daily_reward.get answer.
 * Prism ignores `webhooks:`, so these schemas are checked here with ajv.
 */
import { describe, expect, it } from 'vitest';
import { createDocumentAjv } from '../support/ajv.js';
import { type JsonObject, listWebhooks, loadDocument, resolveRef } from '../support/document.js';
import {
  SPEC_DAILY_REWARD_TRIGGERS,
  SPEC_DELIVERY_HEADERS,
  SPEC_ENVELOPE_KEYS,
  SPEC_EVENT_KINDS,
  SPEC_LIMITS,
} from './spec-facts.js';

const document = loadDocument();
const schemas = document.components.schemas as Record<string, JsonObject>;
const { compileAt } = createDocumentAjv(document);
const webhooks = listWebhooks(document);
const example = (name: string) => {
  const body = webhooks.find((w) => w.path === name)!.operation.requestBody.content['application/json'];
  return structuredClone(Object.values(body.examples as Record<string, { value: JsonObject }>)[0]!.value);
};
const bodyValidator = (name: string) =>
  compileAt(`#/webhooks/${name}/post/requestBody/content/application~1json/schema`);

/** Every schema object reachable from `node`, following local refs once each. */
function reachableSchemas(node: unknown, seen = new Set<unknown>()): JsonObject[] {
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  const resolved = resolveRef(document, node as JsonObject);
  const found = [resolved];
  for (const child of Object.values(resolved)) found.push(...reachableSchemas(child, seen));
  return found;
}

describe('webhooks', () => {
  it('are the four event kinds, each a POST with both signature headers required', () => {
    expect(webhooks.map((w) => `${w.method} ${w.path}`)).toEqual(SPEC_EVENT_KINDS.map((kind) => `post ${kind.type}`));
    for (const { path, parameters } of webhooks) {
      const headers = parameters.filter((p) => p.in === 'header');
      expect(
        headers.map((h) => [h.name, h.required]),
        path,
      ).toEqual([
        [SPEC_DELIVERY_HEADERS.signature, true],
        [SPEC_DELIVERY_HEADERS.timestamp, true],
      ]);
      expect(headers[0]!.schema.pattern).toBe('^[0-9a-f]{64}$');
    }
  });

  it('have an envelope with all eleven keys, their types and nullability', () => {
    const envelope = schemas.WebhookEnvelope!;
    expect(Object.keys(envelope.properties)).toEqual(SPEC_ENVELOPE_KEYS);
    const typeOf = (key: string) => envelope.properties[key].type;
    expect(typeOf('event_time')).toBe('number');
    expect(typeOf('sandbox')).toBe('boolean');
    expect(typeOf('transaction_id')).toBe('string');
    for (const key of ['idempotency_key', 'request_id', 'trigger'])
      expect(typeOf(key), key).toEqual(['string', 'null']);
  });

  it('pin event_type to the event name, so each body rejects another kind', () => {
    for (const { path } of webhooks) {
      const validate = bodyValidator(path);
      const body = example(path);
      expect(validate(body), path).toBe(true);
      body.event_type = path === 'item.add' ? 'item.remove' : 'item.add';
      expect(validate(body), path).toBe(false);
    }
  });

  it('accept extra keys anywhere in a delivery, since real ones may carry more than the spec lists', () => {
    for (const { path, operation } of webhooks) {
      const reachable = reachableSchemas(operation.requestBody.content['application/json'].schema);
      expect(
        reachable.filter((s) => s.additionalProperties === false),
        path,
      ).toEqual([]);
      const body = example(path);
      body.future_key = { nested: true };
      body.event_data.future_key = 1;
      expect(bodyValidator(path)(body), path).toBe(true);
    }
  });

  it('carry the event data each kind defines, with nulls where the spec allows them', () => {
    const popup = example('ingame.popup');
    expect(popup.idempotency_key).toBeNull();
    expect(bodyValidator('ingame.popup')(popup)).toBe(true);
    delete popup.event_data.title;
    expect(bodyValidator('ingame.popup')(popup)).toBe(false);

    const add = example('item.add');
    add.event_data.items = [{ quantity: 1 }];
    expect(bodyValidator('item.add')(add)).toBe(false);

    const daily = example('daily_reward.get');
    daily.event_data.key = null;
    expect(bodyValidator('daily_reward.get')(daily)).toBe(true);
    daily.trigger = 'hub.somewhere_else';
    expect(bodyValidator('daily_reward.get')(daily)).toBe(false);
  });

  it('name the event_data keys section 6 gives each kind, and the daily_reward.get triggers', () => {
    for (const { type, eventData } of SPEC_EVENT_KINDS) {
      const name = `${type
        .split(/[._]/)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('')}EventData`;
      expect(Object.keys(schemas[name]!.properties), type).toEqual(eventData);
    }
    const daily = example('daily_reward.get');
    for (const trigger of SPEC_DAILY_REWARD_TRIGGERS) {
      daily.trigger = trigger;
      expect(bodyValidator('daily_reward.get')(daily), trigger).toBe(true);
    }
  });

  it('bound the daily_reward.get answer: day_number >= 1, 1 to 10 items a day, sku required', () => {
    const answer = compileAt('#/webhooks/daily_reward.get/post/responses/200/content/application~1json/schema');
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: `sku_${i}` }));
    const { dailyRewardItemsPerDay: perDay, dailyRewardMinDayNumber: firstDay } = SPEC_LIMITS;
    expect(answer({})).toBe(true);
    const full = {
      days: [{ day_number: firstDay, items: items(perDay.max) }],
      extra_reward_items: [{ sku: 'x', quantity: null }],
    };
    expect(answer(full)).toBe(true);
    expect(answer({ days: [{ day_number: firstDay - 1, items: items(1) }] })).toBe(false);
    expect(answer({ days: [{ day_number: 1, items: items(perDay.max + 1) }] })).toBe(false);
    expect(answer({ days: [{ day_number: 1, items: items(perDay.min - 1) }] })).toBe(false);
    expect(answer({ days: [{ day_number: 1, items: [] }] })).toBe(false);
    expect(answer({ days: [{ day_number: 1, items: [{ quantity: 2 }] }] })).toBe(false);
    expect(answer({ days: [{ items: items(1) }] })).toBe(false);
    expect(answer({ extra_reward_items: [{ sku: 'x', quantity: '2' }] })).toBe(false);
  });
});
