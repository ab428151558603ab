/**
 * Test support: a tenant's delivery environment with a manual clock, a fake sandbox key and one
 * in-process game handler registered at `GAME_URL`.
 */
import { resolveHeaderNames, type WebhookHeaderNames } from '../../webhooks/headers.js';
import { Deliveries, type DeliveryEnv } from '../delivery/deliveries.js';
import { type DeliveryOptions, resolveDeliveryOptions } from '../delivery/delivery-options.js';
import type { FetchHandler, Registration } from '../delivery/registration.js';
import { type ManualClock, manualClock } from './manual-clock.js';

export const FAKE_KEY = 'sk_test_emulator_flows_fake_key';
export const GAME_URL = 'http://game.localhost/webhooks';

export interface FlowTestEnv {
  clock: ManualClock;
  env: DeliveryEnv;
  deliveries: Deliveries;
  registration: Registration;
}

export function flowTestEnv(
  handler: FetchHandler,
  options: DeliveryOptions & WebhookHeaderNames & { sandbox?: boolean; playerContext?: boolean } = {},
): FlowTestEnv {
  const clock = manualClock();
  const env: DeliveryEnv = {
    clock,
    sender: { gameId: 'gm_test', sandbox: options.sandbox ?? true },
    secret: FAKE_KEY,
    headerNames: resolveHeaderNames(options),
    handlers: new Map([[GAME_URL, handler]]),
    options: resolveDeliveryOptions(options),
  };
  const registration: Registration = {
    id: 'whk_test',
    url: GAME_URL,
    events: undefined,
    player_context_enabled: options.playerContext ?? false,
  };
  return { clock, env, deliveries: new Deliveries(env), registration };
}
