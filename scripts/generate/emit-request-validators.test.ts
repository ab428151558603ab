import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requestValidators } from '../../generated/request-validators.js';
import { operationsOf } from '../../src/cli/spec-diff/client-naming.js';
import { codeBanner, type BundledDocument } from './emitter.js';
import { emitRequestValidators, parameterType } from './emit-request-validators.js';

const document = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));
const validators = requestValidators;

function operation(operationId: string): BundledDocument {
  return operationsOf(document).find((o) => o.operation.operationId === operationId)!.operation;
}

function examplesOf(operationId: string): unknown[] {
  const examples = operation(operationId).requestBody.content['application/json'].examples;
  return Object.values(examples as Record<string, { value: unknown }>).map((e) => e.value);
}

describe('emitRequestValidators', () => {
  it('writes the .js and .d.ts under generated/, each with the banner, the same bytes on every run, no require()', async () => {
    const first = await emitRequestValidators(document);
    expect(first.map((f) => f.path)).toEqual(['generated/request-validators.js', 'generated/request-validators.d.ts']);
    expect(await emitRequestValidators(structuredClone(document))).toEqual(first);
    for (const file of first) expect(file.contents.startsWith(codeBanner())).toBe(true);
    expect(first[0]!.contents).not.toMatch(/\brequire\(/);
  });

  it('has an entry for every operation of the document, by operationId', () => {
    const ids = operationsOf(document).map((o) => o.operation.operationId);
    expect(ids).toHaveLength(43);
    expect(Object.keys(requestValidators)).toEqual(ids);
  });

  it('accepts every example body and names each fault of a broken one (all errors, not the first)', () => {
    for (const value of examplesOf('createOrder')) expect(validators.createOrder.body!(value)).toBe(true);
    const validate = validators.createOrder.body!;
    expect(validate({ items: [{ name: 'no sku' }], email: 'not an email' })).toBe(false);
    const faults = validate.errors!.map((e) => [e.keyword, e.instancePath, e.params.missingProperty ?? null]);
    expect(faults).toEqual(
      expect.arrayContaining([
        ['required', '', 'player_id'],
        ['required', '/items/0', 'sku'],
        ['format', '/email', null],
      ]),
    );
    expect(validators.createOrder.bodyRequired).toBe(true);
    expect(validators.bulkDeleteItemCategories.bodyRequired).toBe(true);
    expect(validators.submitEvent.bodyRequired).toBe(true);
  });

  it('validates each parameter location as one object, so the error names the parameter', () => {
    const list = validators.listCreators;
    expect(list.query!({ country: 'DE', limit: 5, terms_accepted: true })).toBe(true);
    expect(list.query!({ country: 'de' })).toBe(false);
    expect(list.query!.errors![0]).toMatchObject({ instancePath: '/country', keyword: 'pattern' });
    expect(list.query!({ limit: '5' })).toBe(false);
    expect(list.query!.errors![0]).toMatchObject({ instancePath: '/limit', keyword: 'type' });
    expect(validators.listPayments.query!({ order_by: 'field' })).toBe(false);
    expect(validators.getAchievement.path!({ achievement_id: 'ach_1' })).toBe(true);
    expect(validators.getAchievement.path!({})).toBe(false);
    expect(validators.listCreatorCountries.query).toBeUndefined();
  });

  it('emits the declared type of each parameter, refs followed', () => {
    expect(validators.listCreators.parameterTypes.query).toMatchObject({
      limit: 'integer',
      terms_accepted: 'boolean',
      country: 'string',
    });
    expect(validators.listPayments.parameterTypes.query?.order_by).toBe('string');
    const foreign = { components: { schemas: { Level: { enum: [1, 2, 3] } } } };
    expect(parameterType(foreign, { type: 'array', items: { type: 'integer' } })).toBe('array:integer');
    expect(parameterType(foreign, { $ref: '#/components/schemas/Level' })).toBe('number');
    expect(parameterType(foreign, { type: ['null', 'boolean'] })).toBe('boolean');
    expect(parameterType(foreign, {})).toBe('string');
  });
});
