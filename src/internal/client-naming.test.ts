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

  it('spells out a leading number and drops accents, so every tag with a letter or digit gives a group', () => {
    expect(groupName('1-Click Applications')).toBe('oneClickApplications');
    expect(groupName('2024 things')).toBe('twoThousandTwentyFourThings');
    expect(groupName('3D Models')).toBe('threeDModels');
    expect(groupName('Zahlungsübersicht')).toBe('zahlungsubersicht');
  });

  it('refuses only a tag with no letter or digit (generate then groups by the path)', () => {
    expect(() => groupName('!!!')).toThrow(/usable group name/);
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

  it('fails loudly when nothing is left and the endpoint is unknown', () => {
    expect(() => methodName('Achievements', 'Achievements')).toThrow(/no usable method name/);
  });

  it("takes the HTTP method's usual verb when the operationId is only the noun", () => {
    expect(methodName('Achievements', 'Achievements', undefined, { httpMethod: 'post', path: '/a' })).toBe('create');
    expect(methodName('pets', 'pets', undefined, { httpMethod: 'get', path: '/pets/{id}' })).toBe('get');
    expect(methodName('pets', 'pets', undefined, { httpMethod: 'GET', path: '/pets' })).toBe('list');
  });
});

describe('read verbs on GET: list on a collection path, get on an item path (issue 24)', () => {
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

  it('tells a collision apart with a warning naming both operations, and reports what cannot be named', () => {
    const { operations, problems, warnings } = nameOperationsWithProblems(
      documentWith({
        '/a': { get: { operationId: 'list_things', tags: ['Things'], ...ok } },
        '/b': { get: { operationId: 'ListThing', tags: ['Things'], ...ok } },
        '/d': { get: { tags: ['Things'], ...ok } },
      }),
    );
    expect(problems).toEqual([{ location: 'paths./d.get', message: expect.stringMatching(/no operationId/) }]);
    expect(warnings).toEqual([
      {
        location: 'paths./b.get',
        message:
          'ListThing and list_things (paths./a.get) both map to things.list; named it things.listB (set x-sdk-method to choose)',
      },
    ]);
    expect(operations.map((o) => `${o.operationId} ${o.group}.${o.method}`)).toEqual([
      'list_things things.list',
      'ListThing things.listB',
    ]);
  });

  it('derives names by the documented rule: bulk, then fixed segments, then parameters, then a number', () => {
    const thing = (operationId: string, extra = {}) => ({ operationId, tags: ['Things'], ...extra, ...ok });
    const named = nameOperationsWithProblems(
      documentWith({
        '/v1/things': { patch: thing('update_things'), delete: thing('delete_things') },
        '/v1/things/{thing_id}': { put: thing('update_thing'), delete: thing('delete_thing'), get: thing('get_thing') },
        '/v1/things/{thing_id}/receipt': { get: thing('GetThing') },
        '/v1/things/by-code/{code}': { get: thing('getThing') },
        '/v1/things/{thing_id}/copy': { post: thing('copy_thing') },
        '/v1/things/{thing_id}/clone': { post: thing('copyThing', { 'x-sdk-method': 'copy' }) },
        '/v1/things/{thing_id}/duplicate': { post: thing('copyThings') },
      }),
    );
    expect(named.problems).toEqual([]);
    expect(named.operations.map((o) => `${o.httpMethod} ${o.path} ${o.method}`)).toEqual([
      'DELETE /v1/things bulkDelete',
      'PATCH /v1/things bulkUpdate',
      'POST /v1/things/{thing_id}/clone copy',
      'POST /v1/things/{thing_id}/copy copyCopy',
      'POST /v1/things/{thing_id}/duplicate copyDuplicate',
      'DELETE /v1/things/{thing_id} delete',
      'GET /v1/things/{thing_id} get',
      'GET /v1/things/by-code/{code} getByCode',
      'GET /v1/things/{thing_id}/receipt getReceipt',
      'PUT /v1/things/{thing_id} update',
    ]);
    // One warning per renamed operation; the x-sdk-method one is chosen, not derived.
    expect(named.warnings.map((w) => w.location).sort()).toEqual([
      'paths./v1/things.delete',
      'paths./v1/things.patch',
      'paths./v1/things/by-code/{code}.get',
      'paths./v1/things/{thing_id}/copy.post',
      'paths./v1/things/{thing_id}/duplicate.post',
      'paths./v1/things/{thing_id}/receipt.get',
    ]);
  });

  it('numbers what nothing else tells apart, and does not depend on the order of the paths', () => {
    const paths = {
      '/b': { get: { operationId: 'ListThing', tags: ['Things'], ...ok } },
      '/a': {
        get: { operationId: 'list_things', tags: ['Things'], ...ok },
        put: { operationId: 'x', tags: ['Things'], ...ok },
      },
      '/a ': { get: { operationId: 'listThings2', tags: ['Things'], 'x-sdk-method': 'list2', ...ok } },
      '/c': { put: { operationId: 'x_things', tags: ['Things'], ...ok } },
    };
    const reversed = Object.fromEntries(Object.entries(paths).reverse());
    const named = nameOperations(documentWith(paths));
    expect(named).toEqual(nameOperations(documentWith(reversed)));
    expect(named.map((o) => `${o.path} ${o.method}`)).toContain('/c xC');
  });

  it('counts page methods in collisions; the real operation keeps the name', () => {
    const { operations, warnings } = nameOperationsWithProblems(
      documentWith({
        '/a': { get: { operationId: 'listThings', tags: ['Things'], ...paged, ...ok } },
        '/b': { get: { operationId: 'listAllThings', tags: ['Things'], ...ok } },
      }),
    );
    expect(operations.map((o) => [o.method, o.pageMethod])).toEqual([
      ['list', 'listAllA'],
      ['listAll', undefined],
    ]);
    expect(warnings.map((w) => w.message)).toEqual([expect.stringContaining('would be things.listAll')]);
  });

  it('groups an untagged operation by its path, a version segment skipped, and warns for a tag with no name', () => {
    const { operations, warnings } = nameOperationsWithProblems(
      documentWith({
        '/pets': { get: { operationId: 'findPets', ...ok }, post: { operationId: 'addPet', ...ok } },
        '/pets/{id}': { get: { operationId: 'find pet by id', ...ok }, delete: { operationId: 'deletePet', ...ok } },
        '/v2/store/inventory': { get: { operationId: 'getInventory', tags: ['!!!'], ...ok } },
      }),
    );
    expect(operations.map((o) => `${o.group}.${o.method}`)).toEqual([
      'pets.add',
      'pets.delete',
      'pets.findById',
      'pets.list',
      'store.getInventory',
    ]);
    expect(warnings).toEqual([
      {
        location: 'paths./v2/store/inventory.get',
        message: 'tag "!!!" gives no group name; grouped by its path as store',
      },
    ]);
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
