/**
 * Test support for the flows' unit tests: one tenant's `TenantFlows` on a manual clock, with fake
 * keys, seeded parts and the game's endpoints as in-process handlers (routed by `webhookFetch`), and
 * an order helper that stores an order as POST /v1/orders does. The flows' end-to-end tests go
 * through `startEmulator` instead (flows/emulator-flows.test.ts).
 */
import type { WebhookHeaderNames } from '../../../src/webhooks/headers.js';
import { ORDER_LIFETIME_MS, type OrderRecord, ordersPart } from '../../../src/emulator/api/orders.js';
import type { EmulatorClock } from '../../../src/emulator/time/clock.js';
import { Deliveries } from '../../../src/emulator/deliveries/deliveries.js';
import { DeliveryLog } from '../../../src/emulator/deliveries/delivery-log.js';
import type { FetchHandler } from '../../../src/emulator/deliveries/registration.js';
import { type FlowOptions, resolveFlowOptions } from '../../../src/emulator/flows/flow-options.js';
import { TenantFlows } from '../../../src/emulator/flows/tenant-flows.js';
import type { Transport } from '../../../src/emulator/deliveries/transport.js';
import { createIds } from '../../../src/emulator/state/ids.js';
import { Tenant, type TenantSeed } from '../../../src/emulator/state/tenant.js';
import { type ManualClock, manualClock } from './manual-clock.js';

export const FAKE_KEY = 'sk_test_emulator_flows_fake_key';
export const GAME_URL = 'http://game.localhost/webhooks';

export type FlowTestOptions = FlowOptions &
  WebhookHeaderNames & {
    /** Replaces the routing fetch; `undefined` means the default (loopback only). */
    webhookFetch?: Transport;
    sandbox?: boolean;
    /** Game endpoints by URL. @default { [GAME_URL]: the handler given } */
    handlers?: Record<string, FetchHandler>;
    /** Seed parts; `webhooks` defaults to one registration of GAME_URL for every event type. */
    seed?: TenantSeed;
  };

/** The game endpoints as one `webhookFetch` that routes by URL, as a test's own fetch would. */
function routing(handlers: Record<string, FetchHandler>) {
  return (url: string, init: RequestInit) => {
    const handler = handlers[url];
    if (!handler) return Promise.reject(new TypeError(`fetch failed: no test handler for ${url}`));
    return handler(new Request(url, init));
  };
}

export function flowTestEnv(handler: FetchHandler, options: FlowTestOptions = {}) {
  const clock = manualClock();
  const ids = createIds(clock.now);
  const seed = { webhooks: [{ id: 'wh_game', url: GAME_URL }], ...options.seed };
  const tenant = new Tenant(
    { id: 'tenant_0123456789abcdef', environment: options.sandbox === false ? 'live' : 'sandbox', gameId: 'gm_test' },
    { ids, clock: clock as unknown as EmulatorClock, seed },
  );
  const flowOptions = resolveFlowOptions({
    webhookFetch: routing(options.handlers ?? { [GAME_URL]: handler }),
    ...options,
  });
  const flows = new TenantFlows(tenant, { clock, ids, options: flowOptions, secret: () => FAKE_KEY });

  /** Stores an order as POST /v1/orders does and opens its checkout (the orderCreated hook). */
  const order = (
    body: { player_id: string; items: { sku: string }[]; [key: string]: unknown },
    requestId = 'req_test',
  ) => {
    const orders = tenant.part(ordersPart);
    const created = clock.now();
    const record = orders.insert({
      ...body,
      order_id: orders.newId(),
      checkout_url: 'http://127.0.0.1:4010/checkout/cs_test',
      checkout_session: 'cs_test',
      environment: tenant.environment,
      created_at: new Date(created).toISOString(),
      expires_at: new Date(created + ORDER_LIFETIME_MS).toISOString(),
    } as OrderRecord);
    flows.checkout.open(record, requestId);
    return record;
  };
  return { clock, ids, tenant, flows, order, options: flowOptions };
}

/** A bare `Deliveries` with its own log, for the delivery unit tests. */
export function deliveryTestEnv(handler: FetchHandler, options: FlowTestOptions = {}) {
  const clock: ManualClock = manualClock();
  const ids = createIds(clock.now);
  const resolved = resolveFlowOptions({
    webhookFetch: routing(options.handlers ?? { [GAME_URL]: handler }),
    ...options,
  });
  const log = new DeliveryLog();
  const deliveries = new Deliveries(
    {
      clock,
      ids,
      sender: { gameId: 'gm_test', sandbox: options.sandbox ?? true },
      secret: () => FAKE_KEY,
      headerNames: resolved.headerNames,
      transport: resolved.transport,
      options: resolved.delivery,
    },
    log,
  );
  return { clock, ids, deliveries, log, registration: { id: 'wh_game', url: GAME_URL } };
}
