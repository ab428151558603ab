import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOperationTable, emitClientOperations, renderOperationTable } from './emit-client-operations.js';

const committed = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as Record<string, unknown>;

function documentWith(paths: Record<string, unknown>): Record<string, unknown> {
  return { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: {} };
}

const ok = { responses: { '200': { description: 'ok' } } };

describe('buildOperationTable', () => {
  it('names every operation of the committed document, once', () => {
    const entries = buildOperationTable(committed);
    let operations = 0;
    for (const item of Object.values(committed['paths'] as Record<string, Record<string, unknown>>)) {
      operations += Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch'].includes(k)).length;
    }
    expect(entries).toHaveLength(operations);
    const names = entries.map((e) => `${e.group}.${e.method}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'achievements.list',
        'orders.create',
        'users.rejectAuthorization',
        'itemCategories.bulkDelete',
      ]),
    );
  });

  it("keeps our document's 43 method names (the client's public surface) exactly as they are", () => {
    // Any change here renames a method every caller uses: it must be a deliberate, breaking release.
    const names = buildOperationTable(committed).map(
      (e) => `${e.group}.${e.method}${e.pageMethod ? ` ${e.pageMethod}` : ''}`,
    );
    expect(names).toEqual([
      'achievements.bulkUpdate',
      'achievements.create',
      'achievements.delete',
      'achievements.get',
      'achievements.list listAll',
      'achievements.unlock',
      'achievements.update',
      'coupons.bulkUpdate',
      'coupons.create',
      'coupons.delete',
      'coupons.get',
      'coupons.list listAll',
      'coupons.listForUser listAllForUser',
      'coupons.update',
      'creators.create',
      'creators.delete',
      'creators.get',
      'creators.list listAll',
      'creators.listCountries',
      'creators.listSocialAccounts',
      'creators.update',
      'creators.updateTerms',
      'dailyRewards.copy',
      'dailyRewards.create',
      'dailyRewards.delete',
      'dailyRewards.get',
      'dailyRewards.list listAll',
      'dailyRewards.update',
      'disputes.list listAll',
      'events.submit',
      'gdpr.createDataRemovalRequest',
      'itemCategories.bulkDelete',
      'itemCategories.bulkUpdate',
      'itemCategories.create',
      'itemCategories.delete',
      'itemCategories.get',
      'itemCategories.list listAll',
      'itemCategories.update',
      'orders.create',
      'payments.list listAll',
      'users.authorize',
      'users.rejectAuthorization',
      'webhooks.create',
    ]);
  });

  it('marks limit/offset lists as paginated and maps arguments', () => {
    const byId = new Map(buildOperationTable(committed).map((e) => [e.operationId, e]));
    expect(byId.get('listCouponsForUser')).toMatchObject({
      pathParams: ['user_id'],
      arg: 'query',
      pageMethod: 'listAllForUser',
    });
    expect(byId.get('updateAchievement')).toMatchObject({ pathParams: ['achievement_id'], arg: 'body' });
    expect(byId.get('listCreatorCountries')).toMatchObject({ arg: 'none', pageMethod: undefined });
    expect(byId.get('listPayments')?.pageMethod).toBe('listAll');
  });

  it('resolves $ref parameters, including path-item level ones', () => {
    const doc = documentWith({
      '/v1/things/{thing_id}': {
        parameters: [{ $ref: '#/components/parameters/ThingId' }],
        get: {
          operationId: 'listThingParts',
          tags: ['Things'],
          parameters: [{ $ref: '#/components/parameters/Limit' }, { name: 'offset', in: 'query' }],
          ...ok,
        },
      },
    });
    (doc['components'] as Record<string, unknown>)['parameters'] = {
      ThingId: { name: 'thing_id', in: 'path', required: true },
      Limit: { name: 'limit', in: 'query' },
    };
    expect(buildOperationTable(doc)[0]).toMatchObject({
      method: 'listParts',
      pathParams: ['thing_id'],
      pageMethod: 'listAllParts',
    });
  });

  it('fails on a missing operationId and on a missing tag', () => {
    expect(() => buildOperationTable(documentWith({ '/a': { get: { tags: ['A'], ...ok } } }))).toThrow(
      /paths\.\/a\.get: no operationId/,
    );
    expect(() => buildOperationTable(documentWith({ '/a': { get: { operationId: 'getA', ...ok } } }))).toThrow(
      'paths./a.get: no tag (the group name needs one)',
    );
  });

  it('honours x-sdk-method', () => {
    const doc = documentWith({
      '/a': { post: { operationId: 'doThings', tags: ['Things'], 'x-sdk-method': 'run', ...ok } },
    });
    expect(buildOperationTable(doc)[0]?.method).toBe('run');
  });
});

describe('emitClientOperations', () => {
  it('is deterministic and matches the committed file', async () => {
    const [first] = await emitClientOperations(committed);
    const [second] = await emitClientOperations(structuredClone(committed));
    expect(first?.path).toBe('generated/operations.ts');
    expect(first?.contents).toBe(second?.contents);
    expect(first?.contents.startsWith('/*\n * DO NOT EDIT')).toBe(true);
    expect(readFileSync('generated/operations.ts', 'utf8')).toBe(first?.contents);
  });

  it('does not depend on the order of paths in the document', () => {
    const paths = Object.entries(committed['paths'] as Record<string, unknown>).reverse();
    const reversed = { ...committed, paths: Object.fromEntries(paths) };
    expect(renderOperationTable(buildOperationTable(reversed))).toBe(
      renderOperationTable(buildOperationTable(committed)),
    );
  });
});
