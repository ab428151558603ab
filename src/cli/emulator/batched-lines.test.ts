import { describe, expect, it } from 'vitest';
import { batchLines } from './batched-lines.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchLines', () => {
  it('writes the lines of one turn in one write, in order, after the turn', async () => {
    const writes: string[] = [];
    const lines = batchLines((text) => writes.push(text));
    lines.add('GET /v1/orders 200 0.4 ms');
    lines.add('POST /v1/orders 201 0.9 ms');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['GET /v1/orders 200 0.4 ms\nPOST /v1/orders 201 0.9 ms']);
    lines.add('GET /v1/payments 200 0.3 ms');
    await nextTurn();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toBe('GET /v1/payments 200 0.3 ms');
  });

  it('flush writes what is queued at once, and the scheduled write then has nothing left', async () => {
    const writes: string[] = [];
    const lines = batchLines((text) => writes.push(text));
    lines.add('a');
    lines.flush();
    expect(writes).toEqual(['a']);
    await nextTurn();
    lines.flush();
    expect(writes).toEqual(['a']);
  });
});
