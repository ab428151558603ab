/**
 * Test support: a tenant's delivery environment with a manual clock, a fake sandbox key and one
 * in-process game handler registered at `GAME_URL`.
 */
import { resolveHeaderNames, type WebhookHeaderNames } from '../../webhooks/headers.js';
import { Deliveries, type DeliveryEnv } from '../delivery/deliveries.js';
import { type DeliveryOptions, resolveDeliveryOptions } from '../delivery/delivery-options.js';
import type { FetchHandler, Registration } from '../delivery/registration.js';
import { type ManualClock, manualClock } from './manual-clock.js';
import { Checkout } from '../checkout/checkout.js';
import { paymentMethodsFor } from '../checkout/payment-methods.js';
import { Payments } from '../checkout/payments.js';
import { Disputes } from '../disputes/disputes.js';

export const FAKE_KEY = 'sk_test_emulator_flows_fake_key';
export const GAME_URL = 'http://game.localhost/webhooks';

export interface FlowTestEnv {
  clock: ManualClock;
  env: DeliveryEnv;
  deliveries: Deliveries;
  registration: Registration;
  /** The in-process handlers by URL; add more game endpoints here. */
  handlers: Map<string, FetchHandler>;
}

export function flowTestEnv(
  handler: FetchHandler,
  options: DeliveryOptions & WebhookHeaderNames & { sandbox?: boolean; playerContext?: boolean } = {},
): FlowTestEnv {
  const clock = manualClock();
  const handlers = new Map([[GAME_URL, handler]]);
  const env: DeliveryEnv = {
    clock,
    sender: { gameId: 'gm_test', sandbox: options.sandbox ?? true },
    secret: FAKE_KEY,
    headerNames: resolveHeaderNames(options),
    handlers,
    options: resolveDeliveryOptions(options),
  };
  const registration: Registration = {
    id: 'whk_test',
    url: GAME_URL,
    events: undefined,
    player_context_enabled: options.playerContext ?? false,
  };
  return { clock, env, deliveries: new Deliveries(env), registration, handlers };
}

/** A tenant's checkout, payments and disputes over `flowTestEnv`. */
export function checkoutTestEnv(
  handler: FetchHandler,
  options: Parameters<typeof flowTestEnv>[1] & { registrations?: Registration[] } = {},
) {
  const base = flowTestEnv(handler, options);
  const payments = new Payments(base.clock);
  const disputes = new Disputes(base.clock);
  const registrations = () => options.registrations ?? [base.registration];
  const checkout = new Checkout({
    clock: base.clock,
    sender: base.env.sender,
    deliveries: base.deliveries,
    payments,
    registrations,
    paymentMethods: paymentMethodsFor(base.env.sender.sandbox),
  });
  const removal = { checkout, payments, disputes, deliveries: base.deliveries, registrations };
  return { ...base, payments, disputes, checkout, removal };
}
