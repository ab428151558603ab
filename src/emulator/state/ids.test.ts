import { describe, expect, it } from 'vitest';
import { createIds, ID_PREFIXES } from './ids.js';

describe('ids', () => {
  it('have the spec prefix style: <prefix>_<20 Crockford base32 characters>', () => {
    const ids = createIds(() => Date.UTC(2026, 7, 27));
    expect(ids.next('order')).toMatch(/^ord_[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(ids.next('webhookEvent')).toMatch(/^whevt_/);
    expect(ids.next('transaction')).toMatch(/^whtx_/);
    expect(ids.next('dailyReward')).toMatch(/^dlrwd_/);
    for (const kind of Object.keys(ID_PREFIXES) as (keyof typeof ID_PREFIXES)[]) {
      expect(ids.next(kind).startsWith(`${ID_PREFIXES[kind]}_`)).toBe(true);
    }
  });

  it('are unique, and sort by the time they were made', () => {
    let now = 1_000_000;
    const ids = createIds(() => now);
    const made = Array.from({ length: 5000 }, () => {
      now += 1;
      return ids.next('order');
    });
    expect(new Set(made).size).toBe(made.length);
    expect([...made].sort()).toEqual(made);
  });
});
