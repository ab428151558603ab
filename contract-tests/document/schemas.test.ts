/**
 * Components against section 2 of the spec: every named schema exists, read and write schemas are
 * separate, records the spec does not detail are open objects that say so, and the request and
 * response shapes the spec does detail are enforced.
 */
import { describe, expect, it } from 'vitest';
import { createDocumentAjv } from '../support/ajv.js';
import { type JsonObject, loadDocument } from '../support/document.js';
import { SPEC_REJECT_REASONS, SPEC_RESOURCE_SCHEMAS } from './spec-facts.js';

const document = loadDocument();
const schemas = document.components.schemas as Record<string, JsonObject>;
const { compileAt } = createDocumentAjv(document);
const valid = (name: string, value: unknown) => compileAt(`#/components/schemas/${name}`)(value);

describe('components.schemas', () => {
  it('has a component for every schema name of the resource table, each an open object', () => {
    expect(SPEC_RESOURCE_SCHEMAS).toHaveLength(24);
    for (const name of SPEC_RESOURCE_SCHEMAS) {
      expect(schemas[name], name).toMatchObject({ type: 'object', additionalProperties: true });
      expect(schemas[name]!.description, name).toMatch(/not shown/);
    }
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
    expect(valid('WebhookRegistrationCreate', { method: 'GET' })).toBe(false);
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
