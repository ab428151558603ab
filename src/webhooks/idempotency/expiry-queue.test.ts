import { describe, expect, it } from 'vitest';
import { ExpiryQueue } from './expiry-queue.js';

describe('ExpiryQueue', () => {
  it('gives entries back first in, first out; a position reads its value and expiry', () => {
    const queue = new ExpiryQueue<string>();
    expect(queue.headKey()).toBeUndefined();
    expect(queue.length).toBe(0);
    const a = queue.push('a', 'value a', 100);
    const b = queue.push('b', 'value b', 200);
    expect([a, b]).toEqual([0, 1]);
    expect(queue.length).toBe(2);
    expect([queue.headKey(), queue.headPosition]).toEqual(['a', a]);
    expect([queue.valueAt(b), queue.expiryAt(b)]).toEqual(['value b', 200]);
    queue.shift();
    expect([queue.headKey(), queue.headPosition, queue.length]).toEqual(['b', b, 1]);
    queue.shift();
    expect([queue.headKey(), queue.length]).toEqual([undefined, 0]);
  });

  it('keeps order and positions across the compaction of its consumed head (past 1024 shifts)', () => {
    const queue = new ExpiryQueue<number>();
    for (let i = 0; i < 3000; i++) expect(queue.push(`k${i}`, i, i * 10)).toBe(i);
    for (let shifted = 0; shifted < 2500; shifted++) {
      expect([queue.headKey(), queue.headPosition]).toEqual([`k${shifted}`, shifted]);
      queue.shift();
    }
    expect(queue.length).toBe(500);
    expect([queue.headKey(), queue.valueAt(2500), queue.expiryAt(2999)]).toEqual(['k2500', 2500, 29_990]);
    expect(queue.push('late', 3000, 30_000)).toBe(3000);
    for (let i = 2500; i < 3000; i++) queue.shift();
    expect([queue.headKey(), queue.headPosition, queue.valueAt(3000), queue.length]).toEqual(['late', 3000, 3000, 1]);
  });
});
