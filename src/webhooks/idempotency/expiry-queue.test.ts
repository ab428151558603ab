import { describe, expect, it } from 'vitest';
import { ExpiryQueue } from './expiry-queue.js';

describe('ExpiryQueue', () => {
  it('gives entries back first in, first out, with their sequence and expiry', () => {
    const queue = new ExpiryQueue();
    expect(queue.peek()).toBeUndefined();
    expect(queue.length).toBe(0);
    queue.push('a', 1, 100);
    queue.push('b', 2, 200);
    expect(queue.length).toBe(2);
    expect(queue.peek()).toEqual({ key: 'a', sequence: 1, expiresAt: 100 });
    queue.shift();
    expect(queue.peek()).toEqual({ key: 'b', sequence: 2, expiresAt: 200 });
    expect(queue.length).toBe(1);
    queue.shift();
    expect(queue.peek()).toBeUndefined();
    expect(queue.length).toBe(0);
  });

  it('stays in order across the compaction of its consumed head (past 1024 shifts)', () => {
    const queue = new ExpiryQueue();
    for (let i = 0; i < 3000; i++) queue.push(`k${i}`, i, i * 10);
    for (let shifted = 0; shifted < 2500; shifted++) {
      expect(queue.peek()?.key).toBe(`k${shifted}`);
      queue.shift();
    }
    expect(queue.length).toBe(500);
    expect(queue.peek()).toEqual({ key: 'k2500', sequence: 2500, expiresAt: 25_000 });
    queue.push('late', 3000, 30_000);
    for (let i = 2500; i < 3000; i++) queue.shift();
    expect(queue.peek()).toEqual({ key: 'late', sequence: 3000, expiresAt: 30_000 });
    expect(queue.length).toBe(1);
  });
});
