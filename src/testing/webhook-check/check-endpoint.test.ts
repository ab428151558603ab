/**
 * `checkWebhookEndpoint` against this package's receiver (every row passes) and against receivers
 * broken in one way each, hand-written on node:crypto so the check is never judged by the code it
 * checks: each fails the row that names its fault, and only that row.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFetchHandler, createNodeMiddleware, createWebhookHandler } from '../../webhooks/index.js';
import { listen } from '../../../test/support/webhooks/servers.js';
import { checkWebhookEndpoint, type WebhookCheckOptions } from './check-endpoint.js';
import { formatWebhookCheck } from './format-table.js';

const SECRET = 'test-only-fake-webhook-check-key';
const URL_ = 'http://game.test/webhooks';

/** A grant log shared by a receiver and the check's observer. */
function grantLog() {
  const players: string[] = [];
  return {
    grant: (player: string) => void players.push(player),
    grants: (event: { event_data: { player_id: string } }) =>
      players.filter((p) => p === event.event_data.player_id).length,
  };
}

/** This package's receiver, granting into `log`. */
function ourHandler(log: ReturnType<typeof grantLog>) {
  return createWebhookHandler({
    secret: SECRET,
    onError: () => {},
    on: {
      'item.add': (e) => log.grant(e.event_data.player_id),
      'item.remove': () => {},
      'ingame.popup': () => {},
      'daily_reward.get': () => ({ days: [{ day_number: 1, items: [{ sku: 'gem_pack_500', quantity: 5 }] }] }),
    },
  });
}

/** This package's receiver, called in process through its Fetch adapter (no socket). */
const ourReceiver = () => ({ fetch: inProcess(createFetchHandler(ourHandler(grantLog()))) });

const inProcess =
  (handle: (request: Request) => Promise<Response>): typeof fetch =>
  (input, init) =>
    handle(new Request(input, init));

type Fault =
  | 'no-signature-check'
  | 'no-replay-window'
  | 'acks-unknown-types'
  | 'malformed-is-500'
  | 'no-dedupe'
  | 'grants-before-verifying'
  | 'invalid-daily-answer'
  | 'slow-daily-answer'
  | 'item-add-fails';

/** A hand-written receiver that follows spec §6 except for its faults. */
function brokenReceiver(faults: Fault | Fault[], reportOutcome = false) {
  const has = (fault: Fault) => [faults].flat().includes(fault);
  const log = grantLog();
  const seen = new Set<string>();
  const json = (status: number, body: unknown, outcome?: string) =>
    new Response(JSON.stringify(body), {
      status,
      headers: {
        'content-type': 'application/json',
        ...(reportOutcome && outcome ? { 'x-webhook-outcome': outcome } : {}),
      },
    });
  const handle = async (request: Request): Promise<Response> => {
    const body = await request.text();
    const timestamp = request.headers.get('x-service-signature-timestamp') ?? '';
    const given = Buffer.from(request.headers.get('x-service-signature') ?? '', 'hex');
    const expected = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest();
    if (has('grants-before-verifying') && body.endsWith('}')) {
      const early = JSON.parse(body);
      if (early.event_type === 'item.add') log.grant(early.event_data.player_id);
    }
    const signed = given.length === expected.length && timingSafeEqual(given, expected);
    if (!signed && !has('no-signature-check')) return json(403, { detail: 'bad signature' });
    if (Math.abs(Number(timestamp) - Date.now() / 1000) > 300 && !has('no-replay-window'))
      return json(403, { detail: 'stale' });
    let event: {
      event_type: string;
      idempotency_key: string | null;
      event_id: string;
      event_data: { player_id: string };
    };
    try {
      event = JSON.parse(body);
    } catch {
      return json(has('malformed-is-500') ? 500 : 400, { detail: 'not JSON' });
    }
    const known = ['item.add', 'item.remove', 'ingame.popup', 'daily_reward.get'].includes(event.event_type);
    if (!known) return has('acks-unknown-types') ? json(200, {}) : json(400, { detail: 'unknown event type' });
    const key = event.idempotency_key ?? event.event_id;
    if (seen.has(key) && !has('no-dedupe')) return json(200, { ok: true }, 'duplicate');
    seen.add(key);
    if (event.event_type === 'item.add') {
      if (has('item-add-fails')) return json(500, { detail: 'inventory down' });
      if (!has('grants-before-verifying')) log.grant(event.event_data.player_id);
    }
    if (event.event_type === 'daily_reward.get') {
      if (has('slow-daily-answer')) await new Promise((r) => setTimeout(r, 150));
      const day = has('invalid-daily-answer') ? 0 : 1;
      return json(200, { days: [{ day_number: day, items: [{ sku: 'gem_pack_500' }] }] }, 'processed');
    }
    return json(200, { ok: true }, 'processed');
  };
  return { fetch: inProcess(handle), log };
}

const check = (options: Partial<WebhookCheckOptions> & Pick<WebhookCheckOptions, 'fetch'>) =>
  checkWebhookEndpoint({ url: URL_, secret: SECRET, answerBudgetMs: 100, ...options });

const failedRows = (result: Awaited<ReturnType<typeof checkWebhookEndpoint>>) =>
  result.rows.filter((r) => !r.passed).map((r) => r.check);

describe('checkWebhookEndpoint', () => {
  it("passes every row against this package's receiver, over a real socket, grants observed", async () => {
    const log = grantLog();
    const server = await listen(createNodeMiddleware(ourHandler(log)));
    try {
      const result = await checkWebhookEndpoint({ url: `${server.url}/webhooks`, secret: SECRET, grants: log.grants });
      expect(failedRows(result)).toEqual([]);
      expect(result.passed).toBe(true);
      expect(result.rows.map((r) => [r.check, r.expected, r.got])).toEqual([
        ['item.add', '2xx, 1 grant', '200 processed, 1 grant'],
        ['item.remove', '2xx', '200 processed'],
        ['ingame.popup', '2xx', '200 processed'],
        ['daily_reward.get', '200, valid answer <= 3000 ms', '200 processed'],
        ['tampered signature', '403, no grant', '403 rejected, 0 grants'],
        ['stale timestamp', '403, no grant (2xx: warn)', '403 rejected, 0 grants'],
        ['unknown event type', '400, no grant', '400 rejected, 0 grants'],
        ['malformed body', '4xx, no grant', '400 rejected, 0 grants'],
        ['same delivery twice', '2xx, 2xx, 1 grant', '200 processed, 200 duplicate, 1 grant'],
      ]);
    } finally {
      await server.close();
    }
  });

  it.each<[Fault, string[]]>([
    ['no-signature-check', ['tampered signature']],
    ['acks-unknown-types', ['unknown event type']],
    ['malformed-is-500', ['malformed body']],
    ['no-dedupe', ['same delivery twice']],
    // It also grants each copy of a duplicate, before its duplicate check.
    ['grants-before-verifying', ['tampered signature', 'stale timestamp', 'same delivery twice']],
    ['invalid-daily-answer', ['daily_reward.get']],
    ['slow-daily-answer', ['daily_reward.get']],
    ['item-add-fails', ['item.add', 'same delivery twice']],
  ])('a receiver with fault %s fails exactly %j', async (fault, rows) => {
    const receiver = brokenReceiver(fault);
    const result = await check({ fetch: receiver.fetch, grants: receiver.log.grants });
    expect(failedRows(result)).toEqual(rows);
    expect(result.passed).toBe(false);
  });

  it('passes a receiver that follows spec §6 but keeps no replay window: the stale row warns', async () => {
    const receiver = brokenReceiver('no-replay-window');
    const result = await check({ fetch: receiver.fetch, grants: receiver.log.grants });
    expect(failedRows(result)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.rows.map((r) => r.verdict)).toEqual([...Array(5).fill('pass'), 'warn', ...Array(3).fill('pass')]);
    const stale = result.rows[5]!;
    expect(stale).toMatchObject({ check: 'stale timestamp', verdict: 'warn', passed: true, got: '200, 1 grant' });
    expect(stale.failure).toBeUndefined();
    expect(stale.warning).toBe(
      'answered 200 to a delivery signed 3600 s ago: the receiver keeps no replay window, so a delivery ' +
        'captured once can be replayed later; spec §6 sets none (this package refuses timestamps over 300 s old, ' +
        'toleranceSeconds)',
    );
    const table = formatWebhookCheck(result);
    expect(table).toContainEqual(
      expect.stringMatching(/^stale timestamp +403, no grant \(2xx: warn\) +200, 1 grant +\d+ ms +warn$/),
    );
    expect(table).toContain(`WARN stale timestamp: ${stale.warning}`);
    expect(table.at(-1)).toBe('9 checks: 8 passed, 1 warned');
  });

  it('still fails a receiver with no replay window that also takes a forged signature', async () => {
    const receiver = brokenReceiver(['no-replay-window', 'no-signature-check']);
    const result = await check({ fetch: receiver.fetch, grants: receiver.log.grants });
    expect(failedRows(result)).toEqual(['tampered signature']);
    expect(result.rows.map((r) => r.verdict)).toContain('warn');
    expect(result.passed).toBe(false);
    expect(formatWebhookCheck(result).at(-1)).toBe('9 checks: 7 passed, 1 warned, 1 failed');
  });

  it('judges the stale row by its answer: 403 passes, 2xx warns, anything else fails', async () => {
    const answering = (status: number): typeof fetch => {
      const ours = ourReceiver().fetch;
      return async (input, init) => {
        const stale = Number(new Headers(init?.headers).get('x-service-signature-timestamp')) < Date.now() / 1000 - 600;
        return stale ? new Response(status === 204 ? null : '{}', { status }) : ours(input, init);
      };
    };
    for (const [status, verdict] of [
      [500, 'fail'],
      [400, 'fail'],
      [401, 'fail'],
      [403, 'pass'],
      [204, 'warn'],
      [299, 'warn'],
    ] as const) {
      const result = await check({ fetch: answering(status), events: ['ingame.popup'] });
      const stale = result.rows.find((r) => r.check === 'stale timestamp')!;
      expect(stale.verdict, String(status)).toBe(verdict);
      expect(stale.passed).toBe(verdict !== 'fail');
      if (verdict === 'fail')
        expect(stale.failure).toBe(
          `answered ${status}; a delivery signed long ago is refused with 403, like an invalid signature, or ` +
            'processed by a receiver that keeps no replay window (spec §6 sets none)',
        );
    }
  });

  it('says why a row failed', async () => {
    const reasons = async (fault: Fault) => {
      const receiver = brokenReceiver(fault);
      const result = await check({ fetch: receiver.fetch, grants: receiver.log.grants });
      return result.rows.filter((r) => !r.passed).map((r) => r.failure);
    };
    expect(await reasons('no-signature-check')).toEqual([
      'answered 200; spec §6 Signature rule: answer 403 for an invalid signature',
    ]);
    expect(await reasons('no-dedupe')).toEqual(['the game granted 2 times; it should grant once']);
    expect(await reasons('grants-before-verifying')).toEqual([
      'the game granted 1 time for a delivery it must refuse',
      'the game granted 1 time for a delivery it refused',
      'the game granted 2 times; it should grant once',
    ]);
    expect((await reasons('invalid-daily-answer'))[0]).toMatch(
      /^the answer does not match the document: \/days\/0\/day_number must be >= 1$/,
    );
    expect((await reasons('slow-daily-answer'))[0]).toMatch(/^answered in \d+ ms, over the 100 ms budget/);
  });

  it('without an observer, judges duplicates by x-webhook-outcome, and notes when it cannot', async () => {
    const reported = await check({ fetch: brokenReceiver('no-dedupe', true).fetch });
    expect(failedRows(reported)).toEqual(['same delivery twice']);
    expect(reported.rows.at(-1)!.got).toBe('200 processed, 200 processed');
    expect(reported.rows.at(-1)!.failure).toMatch(/processed both copies/);

    const silent = await check({ fetch: brokenReceiver('no-dedupe').fetch });
    expect(silent.passed).toBe(true);
    expect(silent.rows.at(-1)!.note).toMatch(/^grants not observed/);
    expect(formatWebhookCheck(silent).at(-2)).toMatch(/^note same delivery twice: grants not observed/);
  });

  it('checks only the kinds asked for, and sends refusals as that kind when item.add is not among them', async () => {
    const result = await check({ fetch: ourReceiver().fetch, events: ['ingame.popup'] });
    expect(result.rows.map((r) => r.check)).toEqual([
      'ingame.popup',
      'tampered signature',
      'stale timestamp',
      'unknown event type',
      'malformed body',
      'same delivery twice',
    ]);
    expect(result.passed).toBe(true);
    await expect(check({ fetch: ourReceiver().fetch, events: ['item.grant' as never] })).rejects.toThrow(
      /^events: expected some of item.add/,
    );
  });

  it('reports no answer as a failed row, not an exception', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
    };
    const result = await check({ fetch: refused, events: ['item.add'] });
    expect(result.rows.every((r) => !r.passed && r.statuses.every((s) => s === undefined))).toBe(true);
    expect(result.rows[0]!.got).toBe('no answer (ECONNREFUSED)');
  });
});
