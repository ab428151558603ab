/**
 * The `emu` handle `startEmulator` returns: the URL and `fetch` to give the client, the clock,
 * faults, the state, and the controls of the flows (pay, refund, reverse, settled, hubLogin, ...).
 */
import type { CheckoutView } from './checkout/checkout.js';
import type { FlowPayment } from './checkout/payment-records.js';
import type { EmulatorClock } from './clock.js';
import type { DeliveryRecord } from './delivery/delivery-log.js';
import type { RemovalOutcome } from './disputes/refunds.js';
import type { FaultSpec, InjectedFault } from './faults.js';
import type { EmulatorFetch } from './http/fetch-adapter.js';
import type { EmulatorHandler } from './http/types.js';
import type { EmulatorSnapshot } from './state/seed.js';
import type { ClaimDailyRewardInput, DailyRewardClaim } from './rewards/daily-rewards.js';
import type { Tenant } from './state/tenant.js';

// Every control a feature returns from `install` (features.ts) is declared here, in this one file:
// a control added by `declare module` merging from the feature's own module would be missing from
// the published declarations, which do not carry such merges.
export interface Emulator {
  /** The base URL for the client, e.g. `http://127.0.0.1:4010` (`http://localhost` with `listen: false`). */
  readonly url: string;
  /** A `fetch` answered in-process, no socket: pass it as the client's `fetch`. */
  readonly fetch: EmulatorFetch;
  /**
   * The emulator clock: `emu.clock.advance('25h')` moves every tenant's time, expiring orders and
   * firing due retries; `emu.tenant(key).clock.advance` moves one tenant's alone.
   */
  readonly clock: EmulatorClock;
  /** The core handler on plain objects, for another server framework. */
  readonly handle: EmulatorHandler;
  /** All state as JSON (no API key in it); write it to a file and pass it back as `seed`. */
  snapshot(): EmulatorSnapshot;
  /** Every tenant back to the seed; injected faults and rate-limit windows cleared; timers cancelled. */
  reset(): void;
  /** Makes matching requests fail, answer late or drop their connection. */
  inject(fault: FaultSpec): InjectedFault;
  /** The state of one API key (created from the seed if new), to read in a test; `.clock` is its time. */
  tenant(apiKey: string): Tenant;
  /** Stops listening, closes open connections, cancels timers. Safe to call twice. */
  close(): Promise<void>;

  // The flows: checkout, deliveries, refunds, hub login, daily rewards (flows/install-flows.ts).
  /**
   * Pays an order as the checkout page's Pay button does (spec §3, §6): records the payment, sends
   * item.add, and resolves once the game answered 2xx (status `completed`) or the retries ran out
   * (`delivery_failed`); with `until: 'answered'`, once the game first answered (`awaiting_game` when
   * that was not a 2xx and a retry is scheduled). Rejects with `FlowError` for an unknown order (404),
   * an expired or already paid one, or a method the key lacks (409).
   */
  pay(
    orderId: string,
    options?: {
      /** @default 'card' (the only method of a sandbox key, §1) */
      method?: string;
      /** @default 'settled' */
      until?: 'answered' | 'settled';
    },
  ): Promise<CheckoutView>;
  /** Declines as the checkout page's Decline button does: a declined payment, no webhook, the order stays open. */
  decline(orderId: string, options?: { method?: string }): FlowPayment;
  /** An order as the checkout page shows it (status, payment, item.add deliveries), or undefined. */
  order(orderId: string): CheckoutView | undefined;
  /** A refund requested in the dashboard: sends item.remove for the whole order (§3: no partial refunds). */
  refund(orderId: string): Promise<RemovalOutcome>;
  /** A bank reversal: sends item.remove and opens a dispute listed by GET /v1/disputes. */
  reverse(orderId: string): Promise<RemovalOutcome>;
  /** Sends every delivery of an event once more, re-signed, to test the game's idempotency (§6). */
  redeliver(eventId: string): Promise<DeliveryRecord[]>;
  /**
   * Resolves once no delivery is sending or retrying (popups after POST /v1/events, a retry that
   * `emu.clock.advance` made due), with the deliveries it waited for.
   */
  settled(): Promise<DeliveryRecord[]>;
  /** Every delivery with its attempts: one key's, or every tenant's. */
  deliveries(options?: { apiKey?: string }): DeliveryRecord[];
  /**
   * The deep link the hub would open (§4 step 1): yours with a fresh `nonce` appended, static query
   * parameters kept. Pass `apiKey` when the emulator serves several games.
   */
  hubLogin(input: { deepLink: string; apiKey?: string }): { url: string; nonce: string };
  /** Sends daily_reward.get and returns what would be granted after §6's rules. */
  claimDailyReward(input: ClaimDailyRewardInput & { apiKey?: string }): Promise<DailyRewardClaim>;
}

/** The controls the flows feature adds to the handle (flows/install-flows.ts). */
export type FlowControls = Pick<
  Emulator,
  | 'pay'
  | 'decline'
  | 'order'
  | 'refund'
  | 'reverse'
  | 'redeliver'
  | 'settled'
  | 'deliveries'
  | 'hubLogin'
  | 'claimDailyReward'
>;
