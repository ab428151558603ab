/**
 * Provenance: every operation, parameter, response status, component schema and schema property of
 * the bundled document carries `x-source` with a known value (openapi.yaml's description defines
 * them), and the values agree with what the spec and the provider's document show.
 */
import { describe, expect, it } from 'vitest';
import { type JsonObject, listOperations, loadDocument } from '../support/document.js';
import { missingProvenance, provenancePattern } from '../support/provenance.js';
import { ONLY_IN_SPEC, PROVIDER_VERSION } from './provider-facts.js';
import { SPEC_RESOURCE_SCHEMAS } from './spec-facts.js';

const document = loadDocument();
const schemas = document.components.schemas as Record<string, JsonObject>;

describe('x-source provenance', () => {
  it('is on every operation, parameter, status, schema and property, with a known value', () => {
    expect(missingProvenance(document, PROVIDER_VERSION)).toEqual([]);
  });

  it('knows exactly the four forms, each section from 1 to 9', () => {
    const valid = provenancePattern(PROVIDER_VERSION);
    for (const ok of ['spec §2', 'spec §9', 'provider 2026.07.14', 'spec §6, provider 2026.07.14', 'not shown'])
      expect(ok).toMatch(valid);
    for (const bad of [
      'spec',
      'spec §10',
      'spec §2 ',
      'provider',
      'provider 2026.07.15',
      'provider 2026x07x14',
      'ours',
    ])
      expect(bad).not.toMatch(valid);
  });

  it('names every node that lacks it or carries an unknown value', () => {
    const broken = loadDocument();
    delete broken.paths['/v1/orders'].post['x-source'];
    delete broken.components.schemas.OrderCreate.properties.items['x-source'];
    broken.components.parameters.Limit['x-source'] = 'the provider, probably';
    delete broken.components.responses.NotFound['x-source'];
    delete broken.paths['/v1/payments'].get.responses['200']['x-source'];
    delete broken.components.schemas.CouponType['x-source'];
    const found = missingProvenance(broken, PROVIDER_VERSION).map((p) => p.at);
    expect(found).toEqual(
      expect.arrayContaining([
        '#/paths/~1v1~1orders/post',
        '#/components/schemas/OrderCreate/properties/items',
        '#/components/parameters/Limit',
        '#/components/responses/NotFound',
        '#/paths/~1v1~1payments/get/responses/200',
        '#/components/schemas/CouponType',
      ]),
    );
    expect(found).toHaveLength(6);
  });

  it('finds properties nested in inline schemas, array items and compositions', () => {
    const broken = loadDocument();
    delete broken.components.schemas.RewardsSettings.properties.daily_rewards['x-source'];
    delete broken.components.schemas.ItemAddWebhook.allOf[1].properties.event_type['x-source'];
    expect(
      missingProvenance(broken, PROVIDER_VERSION)
        .map((p) => p.at)
        .sort(),
    ).toEqual([
      '#/components/schemas/ItemAddWebhook/allOf/1/properties/event_type',
      '#/components/schemas/RewardsSettings/properties/daily_rewards',
    ]);
  });

  it('marks every operation as the spec section 4 one, and the provider-only statuses as such', () => {
    for (const { operationId, operation } of listOperations(document)) {
      expect(operation['x-source'], operationId).toBe('spec §4');
    }
    const onlyInSpec = new Set(ONLY_IN_SPEC.map(([method, path]) => `${method} ${path}`));
    for (const { method, path, operation } of listOperations(document)) {
      const [status, response] = Object.entries<JsonObject>(operation.responses).find(([code]) =>
        code.startsWith('2'),
      )!;
      const source = response['x-source'];
      if (onlyInSpec.has(`${method} ${path}`) && source !== 'spec §4')
        expect(source, `${method} ${path}`).toBe('not shown');
      else expect(source, `${method} ${path} ${status}`).toMatch(/^(spec §4|provider 2026\.07\.14)$/);
    }
  });

  it('names the spec for every schema of the resource table, with the provider for their fields', () => {
    for (const name of SPEC_RESOURCE_SCHEMAS) {
      expect(schemas[name]!['x-source'], name).toMatch(/^spec §2/);
    }
    // The terms update is the spec's alone: the provider's document has no terms operation.
    expect(schemas.CreatorTermsUpdate!['x-source']).toBe('spec §2');
    expect(schemas.AchievementRead!.properties.image_url['x-source']).toBe('provider 2026.07.14');
  });
});
