/**
 * Components against section 2 of the spec and the provider's document: every named schema exists,
 * read and write schemas are separate, records the spec does not detail carry the provider's fields
 * and required flags (open only where neither document shows them), and the request and response
 * shapes are enforced.
 */
import { describe, expect, it } from 'vitest';
import { createDocumentAjv } from '../support/ajv.js';
import { type JsonObject, loadDocument } from '../support/document.js';
import { PROVIDER_REQUIRED, SPEC_REQUIRES_MORE } from './provider-facts.js';
import { SPEC_REJECT_REASONS, SPEC_RESOURCE_SCHEMAS } from './spec-facts.js';

const document = loadDocument();
const schemas = document.components.schemas as Record<string, JsonObject>;
const { compileAt } = createDocumentAjv(document);
const valid = (name: string, value: unknown) => compileAt(`#/components/schemas/${name}`)(value);

describe('components.schemas', () => {
  it("has a component for every schema name of the resource table, with the provider's fields", () => {
    expect(SPEC_RESOURCE_SCHEMAS).toHaveLength(24);
    for (const name of SPEC_RESOURCE_SCHEMAS) {
      expect(schemas[name], name).toMatchObject({ type: 'object' });
      if (name === 'CreatorTermsUpdate') {
        // In neither document (the provider has no terms operation): still an open object that says so.
        expect(schemas[name]).toMatchObject({ additionalProperties: true });
        expect(schemas[name]!.description).toMatch(/not shown/);
      } else {
        expect(Object.keys(schemas[name]!.properties ?? {}).length, name).toBeGreaterThan(0);
        expect(schemas[name], name).not.toHaveProperty('additionalProperties');
      }
    }
  });

  it("carries the provider's required flags, plus what the spec requires on top", () => {
    for (const [name, required] of Object.entries(PROVIDER_REQUIRED)) {
      const expected = [...required, ...(SPEC_REQUIRES_MORE[name] ?? [])].sort();
      expect([...(schemas[name]!.required ?? [])].sort(), name).toEqual(expected);
    }
  });

  it("shapes the creators page with the provider's keys and the bulk delete as { id } entries", () => {
    expect(valid('CreatorPage', { data: [], total: 0, limit: 10, offset: 0, has_next: false })).toBe(true);
    expect(valid('CreatorPage', { items: [], total: 0 })).toBe(false);
    expect(valid('ItemCategoryBulkDelete', { id: 'cat_skins' })).toBe(true);
    expect(valid('ItemCategoryBulkDelete', {})).toBe(false);
  });

  it('keeps nested objects to full depth: coupon requirements and daily-reward days', () => {
    const coupon = { name: 'Summer', code: 'SUMMER25', type: 'discount' };
    const tokens = {
      tokens: [
        { type: 'attribute', value: 'level' },
        { type: 'operator', value: '>' },
      ],
    };
    expect(valid('CouponCreate', { ...coupon, requirements_expression: tokens })).toBe(true);
    expect(valid('CouponCreate', { ...coupon, requirements_expression: { tokens: [{ type: 'magic' }] } })).toBe(false);
    expect(valid('CouponCreate', { ...coupon, type: 'percent' })).toBe(false);
    expect(valid('CouponCreate', { ...coupon, code: 'X'.repeat(21) })).toBe(false);
    const program = { enabled: true, name: 'Week', description: 'Daily gems', mode: 'soft' };
    const day = (n: number, items: unknown[]) => ({ rewards: { daily_rewards: [{ day_number: n, items }] } });
    expect(valid('DailyRewardCreate', { ...program, ...day(1, [{ sku: 'gem' }]) })).toBe(true);
    expect(valid('DailyRewardCreate', { ...program, ...day(0, [{ sku: 'gem' }]) })).toBe(false);
    expect(valid('DailyRewardCreate', { ...program, ...day(1, []) })).toBe(false);
    expect(valid('DailyRewardCreate', { ...program, ...day(1, Array(11).fill({ sku: 'gem' })) })).toBe(false);
  });

  it('has the request, response and enumeration components beyond the resource table', () => {
    for (const name of [
      'OrderCreate',
      'OrderItem',
      'OrderCreated',
      'AuthorizeUserRequest',
      'AuthorizeUserResponse',
      'RejectAuthorizationRequest',
      'RejectAuthorizationResponse',
      'AuthorizationRejectReason',
      'CustomEvent',
      'WebhookRegistrationCreate',
      'CouponType',
      'CouponGeneratedType',
      'CreatorSocialPlatform',
      'DailyRewardType',
      'RangeField',
      'DisputeOrderByField',
      'CreatorPage',
      'HTTPError',
      'HTTPValidationError',
    ]) {
      expect(schemas[name], name).toBeDefined();
    }
  });

  it('enforces the order create request of section 2', () => {
    expect(valid('OrderCreate', { player_id: 'p1', items: [{ sku: 'gem_pack_500' }] })).toBe(true);
    // The provider's document requires at least one item: an empty order is refused.
    expect(valid('OrderCreate', { player_id: 'p1', items: [] })).toBe(false);
    expect(valid('OrderCreate', { items: [{ sku: 'a' }] })).toBe(false);
    expect(valid('OrderCreate', { player_id: 'p1' })).toBe(false);
    expect(valid('OrderCreate', { player_id: 'p1', items: [{ name: 'no sku' }] })).toBe(false);
    expect(valid('OrderCreate', { player_id: 'p1', items: [], email: 'nope' })).toBe(false);
    expect(valid('OrderCreate', { player_id: 'p1', items: [], price_decimal: '4.99' })).toBe(false);
    // Per-item price and sale fields exist but are not named by the spec, so items stay open.
    expect(valid('OrderCreate', { player_id: 'p1', items: [{ sku: 'a', price: { amount: '1.00' } }] })).toBe(true);
    expect(valid('OrderCreated', { order_id: 'ord_1' })).toBe(false);
  });

  it('enforces the authorize and reject shapes, including the reject reasons', () => {
    expect(valid('AuthorizeUserRequest', { player_id: 'p1', nonce: 'n' })).toBe(true);
    expect(valid('AuthorizeUserRequest', { player_id: 'p1' })).toBe(false);
    expect(
      valid('AuthorizeUserRequest', { player_id: 'p1', nonce: 'n', player_info: { avatar_url: 'not a url' } }),
    ).toBe(false);
    expect(schemas.AuthorizationRejectReason!.enum).toEqual(SPEC_REJECT_REASONS);
    expect(valid('RejectAuthorizationRequest', { nonce: 'n', reason: 'banned' })).toBe(true);
    expect(valid('RejectAuthorizationRequest', { nonce: 'n', reason: 'cheating' })).toBe(false);
    expect(valid('RejectAuthorizationRequest', { reason: 'banned' })).toBe(false);
  });

  it('enforces the custom event and webhook registration shapes', () => {
    expect(
      valid('CustomEvent', {
        event_time: 1764518400000,
        event_type: 'level_up',
        event_data: { player_id: 'p1', level: 42 },
      }),
    ).toBe(true);
    expect(valid('CustomEvent', { event_type: 'level_up', event_data: {} })).toBe(false);
    expect(valid('CustomEvent', { event_time: 1.5, event_type: 'x', event_data: { player_id: 'p1' } })).toBe(false);
    expect(
      valid('WebhookRegistrationCreate', { url: 'https://game.example/hook', events: ['item.add'], method: 'POST' }),
    ).toBe(true);
    const hook = { url: 'https://game.example/hook', events: ['item.add'] };
    // The provider's document also allows GET; the spec's single POST endpoint wins (§2, §6).
    expect(valid('WebhookRegistrationCreate', { ...hook, method: 'GET' })).toBe(false);
    expect(valid('WebhookRegistrationCreate', { ...hook, method: 'POST', events: ['item.added'] })).toBe(false);
    expect(valid('WebhookRegistrationCreate', { url: hook.url, method: 'POST' })).toBe(false);
    expect(valid('WebhookRegistrationCreate', { enabled: 'yes' })).toBe(false);
  });

  it('shapes errors as section 7 says', () => {
    expect(valid('HTTPError', { detail: 'Not found' })).toBe(true);
    expect(valid('HTTPError', {})).toBe(false);
    expect(
      valid('HTTPValidationError', { detail: [{ loc: ['body', 'items', 0], msg: 'Field required', type: 'missing' }] }),
    ).toBe(true);
    expect(valid('HTTPValidationError', { detail: [{ loc: [true], msg: 'x', type: 'y' }] })).toBe(false);
    expect(valid('HTTPValidationError', { detail: [{ loc: [], msg: 'x' }] })).toBe(false);
  });
});
