import { describe, expect, it } from 'vitest';
import {
  camelCase,
  groupName,
  methodName,
  nameOperations,
  nameOperationsWithProblems,
  pageMethodName,
  pascalCase,
  singular,
  words,
} from './client-naming.js';

describe('group names: camelCase of the tag', () => {
  it.each([
    ['Achievements', 'achievements'],
    ['Daily rewards', 'dailyRewards'],
    ['Item categories', 'itemCategories'],
    ['GDPR', 'gdpr'],
    ['Users', 'users'],
  ])('%s → %s', (tag, group) => {
    expect(groupName(tag)).toBe(group);
    expect(camelCase(tag)).toBe(group);
  });

  it('refuses a tag that gives no identifier', () => {
    expect(() => groupName('!!!')).toThrow(/usable group name/);
    expect(() => groupName('2024 things')).toThrow(/usable group name/);
  });
});

describe('method names: operationId minus the tag noun', () => {
  it('builds the plural and singular nouns', () => {
    expect(pascalCase('Item categories')).toBe('ItemCategories');
    expect(singular('ItemCategories')).toBe('ItemCategory');
    expect(singular('DailyRewards')).toBe('DailyReward');
    expect(singular('Gdpr')).toBe('Gdpr');
  });

  it.each([
    ['listAchievements', 'Achievements', 'list'],
    ['createAchievement', 'Achievements', 'create'],
    ['bulkUpdateAchievements', 'Achievements', 'bulkUpdate'],
    ['listCouponsForUser', 'Coupons', 'listForUser'],
    ['listCreatorCountries', 'Creators', 'listCountries'],
    ['updateCreatorTerms', 'Creators', 'updateTerms'],
    ['copyDailyReward', 'Daily rewards', 'copy'],
    ['listDailyRewards', 'Daily rewards', 'list'],
    ['bulkDeleteItemCategories', 'Item categories', 'bulkDelete'],
    ['createGdprDataRemovalRequest', 'GDPR', 'createDataRemovalRequest'],
    ['rejectUserAuthorization', 'Users', 'rejectAuthorization'],
    ['submitEvent', 'Events', 'submit'],
  ])('%s (%s) → %s', (operationId, tag, method) => {
    expect(methodName(operationId, tag)).toBe(method);
  });

  it('tries the plural before the singular and removes the first occurrence only', () => {
    // "Users" is found before "User", so the trailing "User" stays.
    expect(methodName('mergeUsersIntoUser', 'Users')).toBe('mergeIntoUser');
    expect(methodName('copyUserToUser', 'Users')).toBe('copyToUser');
  });

  it('keeps the operationId (first letter lowered) when the noun is absent', () => {
    expect(methodName('ping', 'Health')).toBe('ping');
  });

  it('uses x-sdk-method when given, and validates it', () => {
    expect(methodName('listAchievements', 'Achievements', 'all')).toBe('all');
    expect(() => methodName('listAchievements', 'Achievements', 'not valid')).toThrow(/x-sdk-method/);
    expect(() => methodName('listAchievements', 'Achievements', 3)).toThrow(/x-sdk-method/);
  });

  it('fails loudly when nothing is left', () => {
    expect(() => methodName('Achievements', 'Achievements')).toThrow(/no usable method name/);
  });
});

describe('page method names', () => {
  it.each([
    ['list', 'listAll'],
    ['listForUser', 'listAllForUser'],
    ['search', 'searchAll'],
  ])('%s → %s', (method, page) => expect(pageMethodName(method)).toBe(page));
});

describe('one rule for every operationId style (issue 10 §2)', () => {
  it.each([
    ['create_order', 'Orders', 'create'],
    ['create-order', 'Orders', 'create'],
    ['createOrder', 'Orders', 'create'],
    ['CreateOrder', 'Orders', 'create'],
    ['get_achievements', 'Achievements', 'get'],
    ['list_daily_rewards', 'Daily rewards', 'list'],
    ['bulk-delete-item-categories', 'Item categories', 'bulkDelete'],
    ['ListCouponsForUser', 'Coupons', 'listForUser'],
    ['create_gdpr_data_removal_request', 'GDPR', 'createDataRemovalRequest'],
    ['getHTTPStatus', 'Health', 'getHttpStatus'],
  ])('%s (%s) → %s', (operationId, tag, method) => {
    expect(methodName(operationId, tag)).toBe(method);
  });

  it('gives the page twin of a snake_case list the camelCase name', () => {
    expect(pageMethodName(methodName('get_achievements', 'Achievements'))).toBe('getAll');
  });

  it('splits words at separators and case changes alike', () => {
    expect(words('create_order')).toEqual(['create', 'order']);
    expect(words('HTTPServer-v2')).toEqual(['http', 'server', 'v', '2']);
    expect(camelCase('create_order')).toBe('createOrder');
  });
});

const ok = { responses: { '200': { description: 'ok' } } };
const paged = { parameters: [{ name: 'limit', in: 'query' }, { $ref: '#/components/parameters/Offset' }] };

function documentWith(paths: Record<string, unknown>): Record<string, unknown> {
  const parameters = { Offset: { name: 'offset', in: 'query' } };
  return { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { parameters } };
}

describe('nameOperations', () => {
  it('names every operation in group/method order, with its HTTP method, path and page method', () => {
    const named = nameOperations(
      documentWith({
        '/orders': {
          post: { operationId: 'create_order', tags: ['Orders'], ...ok },
          get: { operationId: 'list-orders', tags: ['Orders'], ...paged, ...ok },
        },
        '/achievements': { get: { operationId: 'GetAchievements', tags: ['Achievements'], ...ok } },
      }),
    );
    expect(named).toEqual([
      {
        operationId: 'GetAchievements',
        group: 'achievements',
        method: 'get',
        httpMethod: 'GET',
        path: '/achievements',
        pageMethod: undefined,
      },
      {
        operationId: 'create_order',
        group: 'orders',
        method: 'create',
        httpMethod: 'POST',
        path: '/orders',
        pageMethod: undefined,
      },
      {
        operationId: 'list-orders',
        group: 'orders',
        method: 'list',
        httpMethod: 'GET',
        path: '/orders',
        pageMethod: 'listAll',
      },
    ]);
  });

  it('reports a collision naming both operations, and what cannot be named, without throwing', () => {
    const { operations, problems } = nameOperationsWithProblems(
      documentWith({
        '/a': { get: { operationId: 'list_things', tags: ['Things'], ...ok } },
        '/b': { get: { operationId: 'ListThing', tags: ['Things'], ...ok } },
        '/c': { get: { operationId: 'thingsList', ...ok } },
        '/d': { get: { tags: ['Things'], ...ok } },
      }),
    );
    expect(problems).toEqual([
      {
        location: 'paths./b.get',
        message: expect.stringMatching(
          /collision: ListThing and list_things \(paths\.\/a\.get\) both map to things\.list/,
        ),
      },
      { location: 'paths./c.get', message: expect.stringMatching(/thingsList has no tag/) },
      { location: 'paths./d.get', message: expect.stringMatching(/no operationId/) },
    ]);
    expect(operations.map((o) => o.operationId)).toEqual(['list_things', 'ListThing']);
  });

  it('counts page methods in collisions', () => {
    const { problems } = nameOperationsWithProblems(
      documentWith({
        '/a': { get: { operationId: 'listThings', tags: ['Things'], ...paged, ...ok } },
        '/b': { get: { operationId: 'listAllThings', tags: ['Things'], ...ok } },
      }),
    );
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('both map to things.listAll')]);
  });

  it('resolves a collision with x-sdk-method, and moves an operation with x-sdk-group', () => {
    const named = nameOperations(
      documentWith({
        '/a': { get: { operationId: 'list_things', tags: ['Things'], ...ok } },
        '/b': { get: { operationId: 'ListThing', tags: ['Things'], 'x-sdk-method': 'listLegacy', ...ok } },
        '/c': { post: { operationId: 'trigger', tags: ['Things'], 'x-sdk-group': 'liveops', ...ok } },
      }),
    );
    expect(named.map((o) => `${o.group}.${o.method}`)).toEqual(['liveops.trigger', 'things.list', 'things.listLegacy']);
    expect(() =>
      nameOperations(documentWith({ '/c': { post: { operationId: 'x', 'x-sdk-group': 'no good', ...ok } } })),
    ).not.toThrow();
    const bad = nameOperationsWithProblems(
      documentWith({ '/c': { post: { operationId: 'x', 'x-sdk-group': 'no good', ...ok } } }),
    );
    expect(bad.problems[0]?.message).toMatch(/x-sdk-group of x must be an identifier/);
  });
});
