import { describe, expect, it } from 'vitest';
import { webhookRequestValidators } from '../../webhooks/document.js';
import { createFetchHandler, createWebhookHandler, verifyWebhook } from '../../webhooks/index.js';
import { listen } from '../../../test/support/webhooks/servers.js';
import { createNodeMiddleware } from '../../webhooks/index.js';
import { deliveryTestEnv, FAKE_KEY, GAME_URL } from '../../../test/support/emulator/flow-env.js';
import { scriptedGame } from '../../../test/support/emulator/scripted-game.js';
import type { EnvelopeInput } from './envelope.js';

const itemAdd = (): EnvelopeInput<'item.add'> => ({
  eventType: 'item.add',
  eventData: { player_id: 'player_1', items: [{ sku: 'gem_pack_500' }] },
  idempotencyKey: 'idem-1',
  requestId: 'req_1',
  trigger: null,
  transactionId: 'whtx_1',
  order: { order_id: 'ord_1' },
  player: { player_id: 'player_1' },
});

describe('webhook deliveries (spec §6)', () => {
  it('sends exactly the §6 envelope, valid against the generated validator, and signed with the S2S key', async () => {
    const game = scriptedGame(200);
    const { deliveries, registration } = deliveryTestEnv(game.handler);
    const [sent] = deliveries.deliver(itemAdd(), [registration]);
    await sent!.settled;
    const [request] = game.received;
    const event = request!.event;
    expect(Object.keys(event).sort()).toEqual(
      [
        'context',
        'event_data',
        'event_id',
        'event_time',
        'event_type',
        'game_id',
        'idempotency_key',
        'request_id',
        'sandbox',
        'trigger',
        'transaction_id',
      ].sort(),
    );
    expect(event).toMatchObject({
      event_type: 'item.add',
      game_id: 'gm_test',
      idempotency_key: 'idem-1',
      request_id: 'req_1',
      sandbox: true,
      transaction_id: 'whtx_1',
      context: { order: { order_id: 'ord_1' } },
    });
    expect(event.event_id).toMatch(/^whevt_[0-9A-Z]{20}$/);
    expect(webhookRequestValidators['item.add'](event)).toBe(true);
    expect(request!.headers.get('content-type')).toBe('application/json');
    const verified = verifyWebhook({
      secret: FAKE_KEY,
      rawBody: request!.body,
      headers: Object.fromEntries(request!.headers),
    });
    expect(new TextDecoder().decode(verified.body)).toBe(request!.body);
    expect(sent!.record.status).toBe('delivered');
  });

  it('carries context.player only for a registration with player_context_enabled', async () => {
    const game = scriptedGame(200);
    const { deliveries, registration } = deliveryTestEnv(game.handler);
    const withPlayer = { ...registration, id: 'whk_player', player_context_enabled: true };
    await Promise.all(deliveries.deliver(itemAdd(), [registration, withPlayer]).map((d) => d.settled));
    const [plain, rich] = game.received.map((r) => r.event);
    expect(plain!.context).toEqual({ order: { order_id: 'ord_1' } });
    expect(rich!.context).toEqual({ order: { order_id: 'ord_1' }, player: { player_id: 'player_1' } });
    // One event, two registrations: the same event id and idempotency key (§6).
    expect(rich!.event_id).toBe(plain!.event_id);
    expect(webhookRequestValidators['item.add'](rich)).toBe(true);
  });

  it('redelivers a 500 with backoff on the emulator clock until the 2xx, then settles delivered', async () => {
    const game = scriptedGame(500, 503, 200);
    const { deliveries, registration, clock } = deliveryTestEnv(game.handler, { retryDelaysMs: [1000, 5000] });
    const [sent] = deliveries.deliver(itemAdd(), [registration]);
    await sent!.first;
    expect(sent!.record).toMatchObject({ status: 'retrying', next_attempt_at: clock.now() + 1000 });
    await clock.advance(999);
    expect(game.received).toHaveLength(1);
    await clock.advance(1);
    expect(game.received).toHaveLength(2);
    expect(sent!.record.next_attempt_at).toBe(clock.now() + 5000);
    await clock.advance(5000);
    const record = await sent!.settled;
    expect(record.status).toBe('delivered');
    expect(record.attempts.map((a) => [a.kind, a.status])).toEqual([
      ['first', 500],
      ['retry', 503],
      ['retry', 200],
    ]);
    // Redeliveries keep the event's identity; event_time is each attempt's own sending time (§6).
    const [first, , last] = game.received.map((r) => r.event);
    expect(last!.event_id).toBe(first!.event_id);
    expect(last!.idempotency_key).toBe(first!.idempotency_key);
    expect(last!.event_time).toBe((first!.event_time as number) + 6);
  });

  it('counts a handler that never answers as a time-out, retries it, and fails after the schedule', async () => {
    const game = scriptedGame('hang');
    const { deliveries, registration, clock } = deliveryTestEnv(game.handler, {
      retryDelaysMs: [1000],
      deliveryTimeoutMs: 2000,
    });
    const [sent] = deliveries.deliver(itemAdd(), [registration]);
    await clock.advance(2000);
    expect(sent!.record.attempts[0]).toMatchObject({ status: null, ok: false });
    expect(sent!.record.attempts[0]!.error).toMatch(/timed out: no answer within 2000 ms/);
    expect(sent!.record.status).toBe('retrying');
    await clock.advance(1000 + 2000);
    const record = await sent!.settled;
    expect(record.status).toBe('failed');
    expect(record.attempts).toHaveLength(2);
    expect(clock.pending).toBe(0);
  });

  it('redeliver(eventId) re-signs and resends; the game recognises the duplicate', async () => {
    const granted: string[] = [];
    const receiver = createWebhookHandler({
      secret: FAKE_KEY,
      on: { 'item.add': (event) => void granted.push(event.event_data.player_id) },
      onError: () => {},
    });
    const { deliveries, registration } = deliveryTestEnv(createFetchHandler(receiver));
    const [sent] = deliveries.deliver(itemAdd(), [registration]);
    await sent!.settled;
    const [again] = await deliveries.redeliver(sent!.record.event_id);
    expect(again!.attempts.map((a) => [a.kind, a.status, a.outcome])).toEqual([
      ['first', 200, 'processed'],
      ['redelivery', 200, 'duplicate'],
    ]);
    expect(granted).toEqual(['player_1']);
  });

  it('the duplicates option sends the same signed bytes again after the 2xx', async () => {
    const game = scriptedGame(200);
    const { deliveries, registration } = deliveryTestEnv(game.handler, { duplicateDeliveries: 2 });
    const [sent] = deliveries.deliver(itemAdd(), [registration]);
    const record = await sent!.settled;
    expect(record.attempts.map((a) => a.kind)).toEqual(['first', 'duplicate', 'duplicate']);
    expect(new Set(game.received.map((r) => r.body)).size).toBe(1);
  });

  it('signs under the configured header names', async () => {
    const game = scriptedGame(200);
    const names = { signatureHeader: 'x-acme-signature', timestampHeader: 'x-acme-signature-timestamp' };
    const { deliveries, registration } = deliveryTestEnv(game.handler, names);
    await deliveries.deliver(itemAdd(), [registration])[0]!.settled;
    const { headers, body } = game.received[0]!;
    expect(headers.get('x-service-signature')).toBeNull();
    expect(() => verifyWebhook({ secret: FAKE_KEY, rawBody: body, headers, ...names })).not.toThrow();
  });

  it('delivers to a loopback URL with fetch, and refuses any other address without retrying', async () => {
    const granted: string[] = [];
    const receiver = createWebhookHandler({
      secret: FAKE_KEY,
      on: { 'item.add': (event) => void granted.push(event.event_id) },
    });
    const server = await listen(createNodeMiddleware(receiver));
    try {
      const { deliveries, registration } = deliveryTestEnv(scriptedGame(200).handler, { webhookFetch: undefined });
      const loopback = { ...registration, id: 'whk_loop', url: `${server.url}/webhooks` };
      const remote = { ...registration, id: 'whk_remote', url: 'https://api.example-game.com/webhooks' };
      const [local, far] = deliveries.deliver(itemAdd(), [loopback, remote]);
      expect((await local!.settled).attempts[0]).toMatchObject({ status: 200, outcome: 'processed' });
      expect(granted).toEqual([local!.record.event_id]);
      const refused = await far!.settled;
      expect(refused.status).toBe('failed');
      expect(refused.attempts).toHaveLength(1);
      expect(refused.attempts[0]!.error).toMatch(/not a loopback address/);
    } finally {
      await server.close();
    }
  });

  it('records a refused connection and retries it', async () => {
    const server = await listen((_req, res) => res.end());
    const url = `${server.url}/webhooks`;
    await server.close();
    const { deliveries, registration, clock } = deliveryTestEnv(scriptedGame(200).handler, {
      retryDelaysMs: [10],
      webhookFetch: undefined,
    });
    const [sent] = deliveries.deliver(itemAdd(), [{ ...registration, url }]);
    await sent!.first;
    expect(sent!.record.attempts[0]!.error).toMatch(/ECONNREFUSED/);
    expect(sent!.record.status).toBe('retrying');
    await clock.advance(10);
    await sent!.settled;
    expect(sent!.record.status).toBe('failed');
  });

  it('refuses to send an event the document does not allow', () => {
    const { deliveries, registration } = deliveryTestEnv(scriptedGame(200).handler);
    const bad = { ...itemAdd(), eventData: { player_id: 'p', items: [{}] } } as unknown as EnvelopeInput<'item.add'>;
    expect(() => deliveries.deliver(bad, [registration])).toThrow(/document refuses .*sku/);
  });

  it('snapshots as plain data; an interrupted delivery restores as failed, and can be redelivered', async () => {
    const game = scriptedGame(500, 200);
    const { deliveries, registration, clock, log } = deliveryTestEnv(game.handler);
    const [sent] = deliveries.deliver(itemAdd(), [registration]);
    await sent!.first;
    const saved = JSON.parse(JSON.stringify(log.snapshot()));
    expect(saved[0]).toMatchObject({ status: 'retrying', url: GAME_URL });

    const restored = deliveryTestEnv(game.handler);
    restored.log.restore(saved, 'seed.deliveries');
    expect(restored.deliveries.list()[0]).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(restored.clock.pending).toBe(0);
    const [again] = await restored.deliveries.redeliver(sent!.record.event_id);
    expect(again!.attempts.map((a) => [a.kind, a.status])).toEqual([
      ['first', 500],
      ['redelivery', 200],
    ]);
    expect(() => restored.log.restore([{ id: 'x' }], 'seed.deliveries')).toThrow(
      /seed.deliveries\[0\]: must be a delivery record/,
    );
    void clock;
  });
});
