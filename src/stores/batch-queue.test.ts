/**
 * The group commit under the shared stores (batch-queue.ts): what shares a batch, what waits,
 * and that every caller gets its own result or its own error.
 */
import { describe, expect, it } from 'vitest';
import { BatchQueue, type BatchQueueOptions, sendClaimsAndCompletions } from './batch-queue.js';

/** A queue over a fake server that records each round trip and answers when told to. */
function recorded(overrides: Partial<BatchQueueOptions<string, string>> = {}) {
  const trips: string[][] = [];
  const pending: (() => void)[] = [];
  const trip = <T>(items: string[], answer: () => T) =>
    new Promise<T>((resolve, reject) => {
      trips.push(items);
      pending.push(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error);
        }
      });
    });
  const queue = new BatchQueue<string, string>({
    maxInFlight: 1,
    maxItems: 3,
    runMany: (items) => trip(items, () => items.map((item) => `many:${item}`)),
    runOne: (item) => trip([item], () => `one:${item}`),
    ...overrides,
  });
  const answerAll = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { queue, trips, answerAll };
}

describe('BatchQueue', () => {
  it('sends items added in one tick together, and those that arrive meanwhile in the next batch', async () => {
    const { queue, trips, answerAll } = recorded({ maxItems: 10 });
    const first = ['a', 'b', 'c'].map((item) => queue.add(item));
    await Promise.resolve();
    const later = ['d', 'e'].map((item) => queue.add(item));
    await answerAll();
    expect(await Promise.all([...first, ...later])).toEqual(['many:a', 'many:b', 'many:c', 'many:d', 'many:e']);
    expect(trips).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('a lone item goes on its own path, at once', async () => {
    const { queue, trips, answerAll } = recorded();
    const result = queue.add('solo');
    await Promise.resolve();
    expect(trips).toEqual([['solo']]);
    await answerAll();
    expect(await result).toBe('one:solo');
  });

  it('keeps batches to maxItems and in flight to maxInFlight', async () => {
    const { queue, trips, answerAll } = recorded({ maxItems: 2, maxInFlight: 2 });
    const all = ['a', 'b', 'c', 'd', 'e'].map((item) => queue.add(item));
    await Promise.resolve();
    expect(trips).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    await answerAll();
    expect(trips[2]).toEqual(['e']);
    expect(await Promise.all(all)).toEqual(['many:a', 'many:b', 'many:c', 'many:d', 'one:e']);
  });

  it('sends what is queued in one batch even with room for more in flight: no empty batch follows', async () => {
    const { queue, trips, answerAll } = recorded({ maxInFlight: 2 });
    const all = ['a', 'b'].map((item) => queue.add(item));
    await Promise.resolve();
    await answerAll();
    expect(await Promise.all(all)).toEqual(['many:a', 'many:b']);
    expect(trips).toEqual([['a', 'b']]);
  });

  it('keeps batches to maxItems when items carry keys too', async () => {
    const { queue, trips, answerAll } = recorded({ maxItems: 2, keyOf: (item) => item });
    const all = ['a', 'b', 'c', 'd', 'e'].map((item) => queue.add(item));
    await Promise.resolve();
    await answerAll();
    await Promise.all(all);
    expect(trips).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('holds a repeated key back for the next batch', async () => {
    const { queue, trips, answerAll } = recorded({ keyOf: (item) => item.slice(0, 1) });
    const all = ['k1', 'x1', 'k2', 'k3'].map((item) => queue.add(item));
    await Promise.resolve();
    await answerAll();
    await Promise.all(all);
    expect(trips).toEqual([['k1', 'x1'], ['k2'], ['k3']]);
  });

  it('retries a failed batch item by item, so each caller gets its own result or error', async () => {
    const queue = new BatchQueue<string, string>({
      maxInFlight: 1,
      maxItems: 10,
      runMany: async () => {
        throw new Error('the batch was refused');
      },
      runOne: async (item) => {
        if (item === 'bad') throw new Error(`refused ${item}`);
        return `one:${item}`;
      },
    });
    const results = await Promise.allSettled(['a', 'bad', 'b'].map((item) => queue.add(item)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'one:a' },
      { status: 'rejected', reason: new Error('refused bad') },
      { status: 'fulfilled', value: 'one:b' },
    ]);
  });
});

describe('sendClaimsAndCompletions', () => {
  it('sends claims and completions apart, in queue order, and gives each claim its own result', async () => {
    const sent: string[][][] = [];
    const writes = ['claim a', 'done b', 'claim c', 'done d', 'claim e'];
    const results = await sendClaimsAndCompletions(
      writes,
      (write) => write.startsWith('done'),
      async (claims, completions) => {
        sent.push([claims, completions]);
        return claims.map((claim) => `result of ${claim}`);
      },
    );
    expect(sent).toEqual([
      [
        ['claim a', 'claim c', 'claim e'],
        ['done b', 'done d'],
      ],
    ]);
    expect(results).toEqual(['result of claim a', undefined, 'result of claim c', undefined, 'result of claim e']);
  });
});
