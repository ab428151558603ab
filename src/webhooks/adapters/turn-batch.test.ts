import { describe, expect, it, vi } from 'vitest';
import { TurnBatch } from './turn-batch.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnBatch', () => {
  it("runs what one turn queued after that turn's callbacks, in order, in one batch", async () => {
    const batch = new TurnBatch();
    const ran: string[] = [];
    batch.add(() => ran.push('a'));
    batch.add(() => ran.push('b'));
    await Promise.resolve();
    expect(ran).toEqual([]); // not in a microtask: after the turn
    await nextTurn();
    expect(ran).toEqual(['a', 'b']);
    // What a run queues goes in the next batch, not this one's loop.
    batch.add(() => {
      batch.add(() => ran.push('d'));
      ran.push('c');
    });
    await nextTurn();
    expect(ran).toEqual(['a', 'b', 'c']);
    await nextTurn();
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
  });

  it('still runs the rest of a batch after one run throws, and throws that error on its own', async () => {
    const thrown: (() => void)[] = [];
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) => void thrown.push(callback));
    try {
      const batch = new TurnBatch();
      const ran: string[] = [];
      const bug = new Error('a bug in one run');
      batch.add(() => {
        throw bug;
      });
      batch.add(() => ran.push('after'));
      await nextTurn();
      expect(ran).toEqual(['after']);
      expect(thrown).toHaveLength(1);
      expect(() => thrown[0]!()).toThrow(bug);
    } finally {
      spy.mockRestore();
    }
  });
});
