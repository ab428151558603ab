import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { responseValidators } from '../../../generated/response-validators.js';
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { send, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';
import { disputesPart, paymentsPart } from './payments-disputes.js';

let emu: Emulator;
beforeEach(async () => {
  emu = await startEmulator({ listen: false });
  const payments = emu.tenant(TEST_KEY).part(paymentsPart);
  // Created in this order; their times say otherwise, so sorting is visible.
  const at = (day: number) => `2026-08-${String(day).padStart(2, '0')}T12:00:00.000Z`;
  const pay = (id: string, created: number, modified: number, status: number) =>
    payments.insert({
      id,
      order_id: `ord_${id}`,
      status: 'succeeded',
      method: 'card',
      amount: 4.99,
      currency: 'EUR',
      created_at: at(created),
      modified_at: at(modified),
      status_updated_at: at(status),
    });
  pay('pay_a', 3, 10, 20);
  pay('pay_b', 1, 30, 10);
  pay('pay_c', 2, 20, 30);
  const disputes = emu.tenant(TEST_KEY).part(disputesPart);
  disputes.insert({ id: 'dsp_a', order_id: 'ord_a', created_at: at(5), updated_at: at(6) });
  disputes.insert({ id: 'dsp_b', order_id: 'ord_b', created_at: at(4), updated_at: at(9) });
});
afterEach(() => emu.close());

const ids = async (path: string) => {
  const answer = await send(emu, 'GET', path);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { id?: string; payment_id?: string }[]).map((r) => r.payment_id ?? r.id);
};
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('GET /v1/payments (spec §4 rules 1, 2, 4)', () => {
  it('sorts by the order_by field, ascending', async () => {
    expect(await ids('/v1/payments?order_by=created_at')).toEqual(['pay_b', 'pay_c', 'pay_a']);
    expect(await ids('/v1/payments?order_by=modified_at')).toEqual(['pay_a', 'pay_c', 'pay_b']);
    expect(await ids('/v1/payments?order_by=status_updated_at')).toEqual(['pay_b', 'pay_a', 'pay_c']);
  });

  it("answers PaymentRead records: Unix seconds, minor units, the provider's status words", async () => {
    const answer = await send(emu, 'GET', '/v1/payments?order_by=created_at&limit=1');
    expect(answer.body).toEqual([
      {
        payment_id: 'pay_b',
        order_id: 'ord_pay_b',
        user_id: '',
        player_id: '',
        status: 'done',
        payment_method_name: 'card',
        currency: 'EUR',
        total: 499,
        currency_minor_unit: 2,
        payment_number: 'pay_b',
        receipt_number: 'R-pay_b',
        items: [],
        created_at: seconds('2026-08-01T12:00:00Z'),
        modified_at: seconds('2026-08-30T12:00:00Z'),
        status_updated_at: seconds('2026-08-10T12:00:00Z'),
      },
    ]);
    expect(responseValidators.listPayments['200']!(answer.body)).toBe(true);
  });

  it('filters start_at (included) to end_at (excluded) on that same field, in Unix seconds', async () => {
    const day = (n: number) => seconds(`2026-08-0${n}T12:00:00Z`);
    expect(await ids(`/v1/payments?order_by=created_at&start_at=${day(2)}`)).toEqual(['pay_c', 'pay_a']);
    expect(await ids(`/v1/payments?order_by=created_at&end_at=${day(3)}`)).toEqual(['pay_b', 'pay_c']);
    const end = seconds('2026-08-25T00:00:00Z');
    expect(await ids(`/v1/payments?order_by=modified_at&start_at=${day(3)}&end_at=${end}`)).toEqual(['pay_a', 'pay_c']);
  });

  it('pages through the window in order_by order', async () => {
    expect(await ids('/v1/payments?order_by=created_at&limit=2')).toEqual(['pay_b', 'pay_c']);
    expect(await ids('/v1/payments?order_by=created_at&limit=2&offset=2')).toEqual(['pay_a']);
  });

  it('without order_by (no default, §9): creation order, window ignored', async () => {
    expect(await ids(`/v1/payments?start_at=${seconds('2030-01-01T00:00:00Z')}`)).toEqual(['pay_a', 'pay_b', 'pay_c']);
  });

  it('422 naming the parameter: an unknown order_by (the former `field` is gone), a time that is not Unix seconds', async () => {
    const wrong = await send(emu, 'GET', '/v1/payments?order_by=field');
    expect(wrong).toMatchObject({ status: 422, body: { detail: [{ loc: ['query', 'order_by'], type: 'enum' }] } });
    for (const start of ['yesterday', '2026-08-02T12:00:00Z']) {
      const time = await send(emu, 'GET', `/v1/payments?order_by=created_at&start_at=${start}`);
      expect(time).toMatchObject({ status: 422, body: { detail: [{ loc: ['query', 'start_at'] }] } });
    }
  });
});

describe('GET /v1/disputes (spec §4 rule 3)', () => {
  it('uses created_at when order_by is omitted, updated_at when asked', async () => {
    expect(await ids('/v1/disputes')).toEqual(['dsp_b', 'dsp_a']);
    expect(await ids('/v1/disputes?order_by=updated_at')).toEqual(['dsp_a', 'dsp_b']);
    expect(await ids('/v1/disputes?start_at=2026-08-05T00:00:00Z')).toEqual(['dsp_a']);
    // Neither document shows the type of the disputes window: ISO or Unix seconds or milliseconds.
    const day5 = Date.parse('2026-08-05T00:00:00Z');
    expect(await ids(`/v1/disputes?start_at=${day5 / 1000}`)).toEqual(['dsp_a']);
    expect(await ids(`/v1/disputes?end_at=${day5}`)).toEqual(['dsp_b']);
    const time = await send(emu, 'GET', '/v1/disputes?start_at=yesterday');
    expect(time).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['query', 'start_at'], type: 'datetime_parsing' }] },
    });
  });
});
