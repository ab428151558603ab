import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '../../emulator/index.js';

type AttemptRecord = DeliveryRecord['attempts'][number];
import { type DeliveryLines, formatAttempt, watchDeliveries } from './delivery-lines.js';

function attempt(number: number, fields: Partial<AttemptRecord> = {}): AttemptRecord {
  return {
    number,
    kind: number === 1 ? 'first' : 'retry',
    sent_at: 0,
    latency_ms: 4.6,
    status: 200,
    ok: true,
    outcome: null,
    body: '',
    error: null,
    timed_out: false,
    ...fields,
  };
}

function delivery(id: string, attempts: AttemptRecord[], order: string | null = 'ord_1'): DeliveryRecord {
  return {
    id,
    event_id: `whevt_${id}`,
    event_type: order ? 'item.add' : 'ingame.popup',
    transaction_id: 'whtx_1',
    registration_id: 'wh_1',
    url: 'http://127.0.0.1:8000/webhooks',
    status: 'delivered',
    next_attempt_at: null,
    attempts,
    event: { context: order ? { order: { order_id: order } } : null },
  };
}

let watching: DeliveryLines | undefined;
afterEach(() => watching?.stop());

describe('formatAttempt', () => {
  it.each([
    [attempt(1), '<-- 200 item.add whevt_d order ord_1 POST http://127.0.0.1:8000/webhooks (attempt 1, 5 ms)'],
    [
      attempt(2, { outcome: 'duplicate', kind: 'duplicate' }),
      '<-- 200 duplicate item.add whevt_d order ord_1 POST http://127.0.0.1:8000/webhooks (attempt 2 duplicate, 5 ms)',
    ],
    [
      attempt(2, { status: null, ok: false, timed_out: true, error: 'no answer within 10000 ms' }),
      '<-- timed out item.add whevt_d order ord_1 POST http://127.0.0.1:8000/webhooks (attempt 2 retry, 5 ms)',
    ],
    [
      attempt(1, { status: null, ok: false, error: 'fetch failed' }),
      '<-- no answer (fetch failed) item.add whevt_d order ord_1 POST http://127.0.0.1:8000/webhooks (attempt 1, 5 ms)',
    ],
  ])('%j', (record, line) => {
    expect(formatAttempt(delivery('d', [record]), record)).toBe(line);
  });

  it('leaves out the order for an event without one', () => {
    expect(formatAttempt(delivery('d', [attempt(1)], null), attempt(1))).not.toContain('order');
  });
});

describe('watchDeliveries', () => {
  it('writes each new attempt once, skips what was there at start, and forgets records a reset dropped', () => {
    const lines: string[] = [];
    let log = [delivery('old', [attempt(1)])];
    watching = watchDeliveries(
      () => log,
      (line) => lines.push(line),
      60_000,
    );
    watching.flush();
    expect(lines).toEqual([]);
    const fresh = delivery('new', [attempt(1, { status: 500, ok: false })]);
    log = [...log, fresh];
    watching.flush();
    fresh.attempts.push(attempt(2));
    watching.flush();
    watching.flush();
    expect(lines.map((l) => /^<-- (\d+) .*attempt (\d)/.exec(l)!.slice(1))).toEqual([
      ['500', '1'],
      ['200', '2'],
    ]);
    // A reset empties the log: what was counted for its records is forgotten.
    log = [];
    watching.flush();
    log = [delivery('new', [attempt(1)])];
    watching.flush();
    expect(lines).toHaveLength(3);
  });
});
