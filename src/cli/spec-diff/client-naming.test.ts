import { describe, expect, it } from 'vitest';
import {
  camelCase,
  methodName,
  nameOperations,
  nameOperationsWithProblems,
  pageMethodName,
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
    expect(camelCase(tag)).toBe(group);
  });
});

describe('method names: operationId minus the tag noun', () => {
  it('builds the singular nouns', () => {
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

  it('fails loudly when nothing is left and the endpoint is unknown', () => {
    expect(() => methodName('Achievements', 'Achievements')).toThrow(/no usable method name/);
  });

  it("takes the HTTP method's usual verb when the operationId is only the noun", () => {
    expect(methodName('Achievements', 'Achievements', undefined, { httpMethod: 'post', path: '/a' })).toBe('create');
    expect(methodName('pets', 'pets', undefined, { httpMethod: 'get', path: '/pets/{id}' })).toBe('get');
    expect(methodName('pets', 'pets', undefined, { httpMethod: 'GET', path: '/pets' })).toBe('list');
  });
});

describe('read verbs on GET: list on a collection path, get on an item path', () => {
  const collection = { httpMethod: 'get', path: '/v1/achievements' };
  const item = { httpMethod: 'get', path: '/v1/achievements/{achievement_id}' };
  it.each([
    ['get_achievements', collection, 'list'],
    ['get_achievement', collection, 'get'], // one thing at a path with no trailing parameter: a singleton
    ['get_achievement', item, 'get'],
    ['get_achievements', item, 'get'],
    ['list_achievements', collection, 'list'],
    ['fetchAchievement', item, 'get'],
    ['index_achievement', collection, 'list'],
    ['retrieve-achievements', collection, 'list'],
    ['findAchievements', collection, 'list'],
  ])('%s on %o → %s', (operationId, endpoint, method) => {
    expect(methodName(operationId, 'Achievements', undefined, endpoint)).toBe(method);
  });

  it('turns a read verb before a plural into list on a collection path, and leaves the rest alone', () => {
    const countries = { httpMethod: 'get', path: '/v1/creators/countries' };
    expect(methodName('get_creator_countries', 'Creators', undefined, countries)).toBe('listCountries');
    const accounts = { httpMethod: 'GET', path: '/v1/creators/{creator_id}/social-accounts' };
    expect(methodName('get_creator_social_accounts', 'Creators', undefined, accounts)).toBe('listSocialAccounts');
    // Singular or not a plural: kept as written.
    expect(methodName('get_status', 'Health', undefined, { httpMethod: 'get', path: '/status' })).toBe('getStatus');
    expect(methodName('get_summary', 'Orders', undefined, { httpMethod: 'get', path: '/orders/summary' })).toBe(
      'getSummary',
    );
    // On an item path only a bare verb changes; listCouponsForUser keeps its name.
    const forUser = { httpMethod: 'get', path: '/v1/coupons/user/{user_id}' };
    expect(methodName('listCouponsForUser', 'Coupons', undefined, forUser)).toBe('listForUser');
    // Not a GET: nothing changes.
    expect(methodName('get_achievements', 'Achievements', undefined, { httpMethod: 'post', path: '/a' })).toBe('get');
  });
});

describe('page method names', () => {
  it.each([
    ['list', 'listAll'],
    ['listForUser', 'listAllForUser'],
    ['search', 'searchAll'],
  ])('%s → %s', (method, page) => expect(pageMethodName(method)).toBe(page));
});

describe('one rule for every operationId style', () => {
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
        method: 'list',
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

  it('reports what cannot be named: no operationId, no tag, two operations given one name', () => {
    const { operations, problems } = nameOperationsWithProblems(
      documentWith({
        '/a': { get: { operationId: 'list_things', tags: ['Things'], ...ok } },
        '/b': { get: { operationId: 'ListThing', tags: ['Things'], ...ok } },
        '/c': { get: { operationId: 'getC', ...ok } },
        '/d': { get: { tags: ['Things'], ...ok } },
      }),
    );
    expect(problems).toEqual([
      { location: 'paths./c.get', message: 'no tag (the group name needs one)' },
      { location: 'paths./d.get', message: expect.stringMatching(/no operationId/) },
      { location: 'paths./b.get', message: 'things.list is also the name of GET /a; give one of them x-sdk-method' },
    ]);
    // spec diff reads such a document: each operation keeps the name the rule gives it.
    expect(operations.map((o) => `${o.operationId} ${o.group}.${o.method}`)).toEqual([
      'list_things things.list',
      'ListThing things.list',
    ]);
  });

  it('names with x-sdk-method, and moves an operation with x-sdk-group', () => {
    const named = nameOperations(
      documentWith({
        '/a': { get: { operationId: 'list_things', tags: ['Things'], ...ok } },
        '/b': { get: { operationId: 'ListThing', tags: ['Things'], 'x-sdk-method': 'listLegacy', ...ok } },
        '/c': { post: { operationId: 'trigger', tags: ['Things'], 'x-sdk-group': 'liveops', ...ok } },
      }),
    );
    expect(named.map((o) => `${o.group}.${o.method}`)).toEqual(['liveops.trigger', 'things.list', 'things.listLegacy']);
    expect(() =>
      nameOperations(
        documentWith({ '/c': { post: { operationId: 'x', tags: ['Things'], 'x-sdk-group': 'no good', ...ok } } }),
      ),
    ).not.toThrow();
    const bad = nameOperationsWithProblems(
      documentWith({ '/c': { post: { operationId: 'x', tags: ['Things'], 'x-sdk-group': 'no good', ...ok } } }),
    );
    expect(bad.problems[0]?.message).toMatch(/x-sdk-group of x must be an identifier/);
  });
});
