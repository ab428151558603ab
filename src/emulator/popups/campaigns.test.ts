import { describe, expect, it } from 'vitest';
import { webhookRequestValidators } from '../../webhooks/document.js';
import { createFetchHandler, createWebhookHandler } from '../../webhooks/index.js';
import { deliveryTestEnv, FAKE_KEY } from '../../../test/support/emulator/flow-env.js';
import { scriptedGame } from '../../../test/support/emulator/scripted-game.js';
import { type Campaign, parseCampaigns, submitCustomEvent } from './campaigns.js';

const CAMPAIGNS: Campaign[] = parseCampaigns([
  {
    id: 'levelup_offer',
    event_type: 'level_up',
    popup: { title: 'Level up!', body: '20% off', icon: 'https://cdn.example.com/i.png' },
  },
  { id: 'draft', event_type: 'level_up', popup: { title: 'Draft', body: 'x' }, published: false },
  { id: 'other', event_type: 'first_win', popup: { title: 'GG', body: 'y', url: 'https://x.example' } },
]);

describe('custom events and popups (spec §2 Custom event, §6 ingame.popup)', () => {
  it('a custom event matching a published campaign sends ingame.popup with a null idempotency_key', async () => {
    const game = scriptedGame(200);
    const { deliveries, registration, ids } = deliveryTestEnv(game.handler);
    const env = { deliveries, ids, registrations: () => [registration], campaigns: () => CAMPAIGNS };
    const sent = submitCustomEvent(env, { event_type: 'level_up', event_data: { player_id: 'player_8412' } }, 'req_9');
    expect(sent).toHaveLength(1);
    await deliveries.settled(sent[0]!.id);
    const event = game.received[0]!.event;
    expect(event).toMatchObject({
      event_type: 'ingame.popup',
      idempotency_key: null,
      request_id: 'req_9',
      context: null,
      event_data: {
        player_id: 'player_8412',
        title: 'Level up!',
        body: '20% off',
        icon: 'https://cdn.example.com/i.png',
        url: null,
      },
    });
    expect(event.event_id).toMatch(/^cmp_levelup_offer_[0-9A-Z]{20}$/);
    expect(webhookRequestValidators['ingame.popup'](event)).toBe(true);
  });

  it('sends nothing for an event no campaign starts, or without a player', () => {
    const game = scriptedGame(200);
    const { deliveries, registration, ids } = deliveryTestEnv(game.handler);
    const env = { deliveries, ids, registrations: () => [registration], campaigns: () => CAMPAIGNS };
    expect(submitCustomEvent(env, { event_type: 'logout', event_data: { player_id: 'p' } }, null)).toEqual([]);
    expect(submitCustomEvent(env, { event_type: 'level_up' }, null)).toEqual([]);
    expect(deliveries.list()).toEqual([]);
  });

  it('goes only to registrations that chose ingame.popup, and each popup is a new event for the receiver', async () => {
    const shown: string[] = [];
    const receiver = createWebhookHandler({
      secret: FAKE_KEY,
      on: { 'ingame.popup': (event) => void shown.push(event.event_data.title) },
    });
    const { deliveries, registration, ids } = deliveryTestEnv(createFetchHandler(receiver));
    const regs = [
      { ...registration, events: ['ingame.popup'] },
      { ...registration, id: 'whk_items', events: ['item.add'] },
    ];
    const env = { deliveries, ids, registrations: () => regs, campaigns: () => CAMPAIGNS };
    const event = { event_type: 'level_up', event_data: { player_id: 'p' } };
    const sent = [...submitCustomEvent(env, event, null), ...submitCustomEvent(env, event, null)];
    expect(sent.map((d) => d.registration_id)).toEqual(['wh_game', 'wh_game']);
    await Promise.all(sent.map((d) => deliveries.settled(d.id)));
    // idempotency_key is null, so the receiver tells popups apart by event_id (§6).
    expect(shown).toEqual(['Level up!', 'Level up!']);
  });

  it('refuses seed campaigns that could not make a valid popup', () => {
    expect(() => parseCampaigns([{ id: 'x', event_type: 'e', popup: { title: 1, body: 'b' } }])).toThrow(
      /seed.campaigns\[0\]\.popup: title and body must be strings/,
    );
    expect(() => parseCampaigns({})).toThrow(/seed.campaigns: must be an array/);
  });
});
