import { describe, expect, it } from 'vitest';
import { MemoryIdempotencyStore } from './memory-store.js';
import { runOnce } from './run-once.js';

describe('runOnce', () => {
  it('resolves with the processed answer, then with it as a duplicate, running the work once', async () => {
    const store = new MemoryIdempotencyStore();
    const answer = { status: 200, body: '{"ok":true}' };
    let runs = 0;
    const work = async () => {
      runs++;
      return answer;
    };
    await expect(runOnce(store, 'k', 'item.add', 0, work)).resolves.toEqual({ kind: 'processed', answer });
    await expect(runOnce(store, 'k', 'item.add', 0, work)).resolves.toEqual({ kind: 'duplicate', answer });
    expect(runs).toBe(1);
  });
});
