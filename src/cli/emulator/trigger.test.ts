/**
 * `emulator trigger <flow>` against a real emulator on 127.0.0.1 delivering to a real game endpoint:
 * the order made through the S2S API, paid through the control API, the signed item.add answered,
 * and a flow the game fails exits 1 naming what it answered. The key is never printed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.js';
import { dailyReward } from '../../../test/support/emulator/sample-bodies.js';
import { verifyWebhook } from '../../webhooks/index.js';
import { run } from '../program.js';

const KEY = 'sk_test_FAKE_trigger_CANARY_1';

let game: Server;
let gameUrl: string;
/** What the game answers next (then 200), and the deliveries it got. */
const answers: number[] = [];
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
let emu: Emulator;

beforeAll(async () => {
  game = createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk) => {
      body += chunk;
    });
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, body });
      outgoing.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => game.listen(0, '127.0.0.1', resolve));
  gameUrl = `http://127.0.0.1:${(game.address() as AddressInfo).port}/webhooks`;
  emu = await startEmulator({ webhookUrl: gameUrl, duplicateDeliveries: 1, retryDelaysMs: [60_000] });
});
afterEach(() => {
  emu.reset();
  answers.length = 0;
  received.length = 0;
});
afterAll(async () => {
  await emu.close();
  await new Promise((resolve) => game.close(resolve));
});

async function trigger(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(['emulator', 'trigger', ...args, '--url', emu.url, '--api-key', KEY], {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  const all = [...out, ...err].join('\n');
  expect(all).not.toContain(KEY);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function purchase() {
  const result = await trigger('purchase', '--player', 'p1', '--sku', 'gem_pack');
  const orderId = /^Order (ord_\w+) created/m.exec(result.out)?.[1];
  return { ...result, orderId: orderId! };
}

describe('emulator trigger', () => {
  it('purchase: a real order, paid, its signed item.add granted by the game, and the duplicate', async () => {
    const { code, out, err, orderId } = await purchase();
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/^Order ord_\w+ created for p1: gem_pack \(POST \/v1\/orders\)$/m);
    expect(out).toMatch(/^Payment \w+: succeeded, card$/m);
    expect(out).toMatch(
      new RegExp(
        `^--> item\\.add whevt_\\w+ to ${gameUrl}: p1 gem_pack, signed with the game's key \\(spec §6\\)$`,
        'm',
      ),
    );
    expect(out).toMatch(
      new RegExp(`^<-- 200 item\\.add whevt_\\w+ order ${orderId} POST ${gameUrl} \\(attempt 1, \\d+ ms\\)$`, 'm'),
    );
    expect(out).toMatch(/\(attempt 2 duplicate, \d+ ms\)$/m);
    expect(out).toMatch(new RegExp(`^Order ${orderId}: completed$`, 'm'));
    // The emulator's own state agrees: the order exists and is completed.
    expect(emu.order(orderId)?.status).toBe('completed');
    // What the game got is a real, signed item.add for that order.
    expect(received).toHaveLength(2);
    // Verification throws unless the signature is the key's (spec §6).
    await verifyWebhook({ rawBody: received[0]!.body, headers: received[0]!.headers, secret: KEY });
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      event_type: 'item.add',
      event_data: { player_id: 'p1', items: [{ sku: 'gem_pack' }] },
      context: { order: { order_id: orderId } },
    });
  });

  it('purchase: the game answering 500 fails the flow (exit 1) saying so', async () => {
    answers.push(500);
    const { code, out, err, orderId } = await purchase();
    expect(code).toBe(1);
    expect(out).toMatch(/^<-- 500 item\.add .*\(attempt 1, \d+ ms\)$/m);
    expect(out).toContain(`Order ${orderId}: awaiting_game`);
    expect(err).toMatch(
      new RegExp(
        `^error: ${gameUrl} answered 500 to item\\.add whevt_\\w+; the emulator retries it \\(--retry-delays\\)$`,
      ),
    );
  });

  it('refund and reversal send item.remove; a reversal opens a dispute', async () => {
    const first = await purchase();
    const refund = await trigger('refund', '--order', first.orderId);
    expect(refund.code).toBe(0);
    expect(refund.out).toContain(`Order ${first.orderId}: refunded (refund)`);
    expect(refund.out).toMatch(/^<-- 200 item\.remove whevt_\w+ order ord_\w+ POST .* \(attempt 1, \d+ ms\)$/m);
    const second = await purchase();
    const reversal = await trigger('reversal', '--order', second.orderId);
    expect(reversal.code).toBe(0);
    expect(reversal.out).toMatch(/^Dispute \w+: open$/m);
    expect(emu.order(second.orderId)?.status).toBe('reversed');
    // Taking back what was taken back already is the emulator's 409, named with method and URL.
    const again = await trigger('refund', '--order', first.orderId);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(
      new RegExp(`^error: POST ${emu.url}/_emulator/v1/orders/${first.orderId}/refund answered 409: `),
    );
  });

  it('hub-login prints the deep link the hub opens, with its nonce', async () => {
    const { code, out } = await trigger('hub-login', '--deep-link', 'mygame://login?from=hub');
    expect(code).toBe(0);
    expect(out).toMatch(/^Hub login: the hub opens mygame:\/\/login\?from=hub&nonce=\w+$/m);
  });

  it('daily-reward claims from the first program and prints what is granted', async () => {
    const created = await fetch(`${emu.url}/v1/daily_rewards`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(dailyReward('Login streak')),
    });
    expect(created.status).toBeLessThan(300);
    const { code, out } = await trigger('daily-reward', '--player', 'p1');
    expect(code).toBe(0);
    expect(out).toMatch(/^<-- 200 daily_reward\.get whevt_\w+ POST /m);
    expect(out).toMatch(/^Daily reward \w+ for p1: \w+ items/m);
  });

  it.each([
    [['purchase', '--sku', 'gem_pack'], 2, /^error: trigger purchase needs --player$/],
    [['refund'], 2, /^error: trigger refund needs --order$/],
    [['refund', '--order', 'ord_missing'], 1, /answered 404: /],
    [
      ['teleport'],
      2,
      /^error: unknown flow teleport: expected one of purchase, refund, reversal, hub-login, daily-reward$/,
    ],
  ])('%j exits %i', async (args, exitCode, message) => {
    const result = await trigger(...args);
    expect(result.code).toBe(exitCode);
    expect(result.err).toMatch(message);
  });

  it('needs a key, from --api-key or S2S_API_KEY', async () => {
    const err: string[] = [];
    const code = await run(['emulator', 'trigger', 'hub-login', '--deep-link', 'g://x', '--url', emu.url], {
      out: () => {},
      err: (line) => err.push(line),
    });
    expect(code).toBe(2);
    expect(err.join('\n')).toBe('error: an API key is required: pass --api-key or set S2S_API_KEY');
  });
});
