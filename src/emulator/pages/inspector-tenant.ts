/**
 * What the inspector is given of one tenant, in a module of its own: the page (inspector-page.ts)
 * and its sections (inspector-view.ts) both read it, and the page uses the sections.
 */
import type { CheckoutView } from '../checkout/checkout.js';
import type { FlowPayment } from '../checkout/payment-records.js';
import type { DeliveryRecord } from '../deliveries/delivery-log.js';
import type { FlowDispute } from '../refunds/dispute-records.js';

/** One tenant's state and actions, as the emulator core hands them to the inspector. */
export interface InspectorTenant {
  /** Stable and key-free, used in the page's URLs. */
  id: string;
  /** What the page calls it, e.g. `sandbox key …_fake` (never the whole key). */
  label: string;
  /** Every order as the checkout shows it, oldest first. */
  orders(): CheckoutView[];
  payments(): FlowPayment[];
  disputes(): FlowDispute[];
  /** Every delivery with its attempts, oldest first. */
  deliveries(): DeliveryRecord[];
  /** Each throws (or rejects with) `FlowError` when refused. */
  refund(orderId: string): Promise<unknown>;
  reverse(orderId: string): Promise<unknown>;
  redeliver(eventId: string): Promise<unknown>;
  /** The emulator clock, ms. */
  now(): number;
}
