import { describe, expect, it } from 'vitest';
import { camelCase, groupName, methodName, pageMethodName, pascalCase, singular } from './client-naming.js';

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
