/**
 * The checkout side of each order (spec §1, §3, §6): the `checkouts` part, order id → state. The
 * order itself is the `orders` part's record (api/orders.ts); this is what the checkout adds to it.
 */
import { KeyedPart } from '../state/keyed-part.js';
import { definePart } from '../state/part.js';

/**
 * Order states are not shown in the spec (§3); these are the emulator's. `expired` is never stored:
 * an `open` order reads as expired once its 24 hours have passed (§3).
 */
export type OrderStatus =
  | 'open'
  | 'expired'
  | 'awaiting_game'
  | 'completed'
  | 'delivery_failed'
  | 'refunded'
  | 'reversed';

export interface CheckoutState {
  status: Exclude<OrderStatus, 'expired'>;
  /** The POST /v1/orders request, named in item.add's request_id (§6 Envelope). */
  request_id: string | null;
  /** Shared by this order's item.add and item.remove (§6: transaction_id may repeat in one transaction). */
  transaction_id: string;
  payment_id: string | null;
  /** The item.add deliveries, one per registration. */
  delivery_ids: string[];
  /** Why the order did not complete, for the page. */
  problem: string | null;
}

const STATUSES = new Set(['open', 'awaiting_game', 'completed', 'delivery_failed', 'refunded', 'reversed']);

function check(value: unknown): string | undefined {
  const state = value as Partial<CheckoutState> | null;
  if (state === null || typeof state !== 'object') return 'must be an object';
  if (!STATUSES.has(state.status as string)) return `status must be one of ${[...STATUSES].join(', ')}`;
  if (typeof state.transaction_id !== 'string') return 'transaction_id must be a string';
  if (!Array.isArray(state.delivery_ids)) return 'delivery_ids must be an array';
  return undefined;
}

export const checkoutsPart = definePart('checkouts', (env) => new KeyedPart<CheckoutState>(env, check));
