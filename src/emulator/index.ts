/**
 * `game-commerce-s2s/emulator`: a stateful local twin of the S2S service for testing a game's
 * integration without the real service. See src/emulator/README.md and the guide
 * docs/testing-your-integration.md.
 */
export { startEmulator } from './start-emulator.js';
export type { Emulator, FlowControls } from './emulator-handle.js';
export type { EmulatorOptions } from './options.js';
export type { ApiKeyConfig } from './auth/api-keys.js';
export type { EmulatorClock } from './clock.js';
export type { FaultSpec, InjectedFault } from './faults.js';
export type { EmulatorFetch } from './http/fetch-adapter.js';
export type { EmulatorHandler, EmulatorRequest, EmulatorResponse } from './http/types.js';
export type { EmulatorSnapshot } from './state/seed.js';
export type { Tenant } from './state/tenant.js';
export { SeedError } from './state/seed-error.js';
export { EmulatorOptionError } from './errors/option-error.js';
export { EmulatorCapacityError } from './errors/capacity-error.js';
// The flows (checkout, deliveries, refunds, hub login, popups, daily rewards): src/emulator/flows/.
export { IN_PROCESS_WEBHOOK_URL, type FlowOptions } from './flows/flow-options.js';
export { DEFAULT_RETRY_DELAYS_MS, type DeliveryOptions } from './delivery/delivery-options.js';
export { DEFAULT_PAYMENT_METHODS, type PaymentMethodOptions } from './checkout/payment-methods.js';
export type { CheckoutView } from './checkout/checkout.js';
export type { CheckoutState, OrderStatus } from './checkout/checkout-state.js';
export type { FlowPayment, PaymentStatus } from './checkout/payment-records.js';
export type { FlowDispute } from './disputes/dispute-records.js';
export type { RemovalOutcome } from './disputes/refunds.js';
export type { DeliveryRecord, DeliveryStatus } from './delivery/delivery-log.js';
export type { AttemptKind, AttemptRecord } from './delivery/attempt.js';
export type { FetchHandler } from './delivery/registration.js';
export type { Campaign } from './popups/campaigns.js';
export type {
  ClaimDailyRewardInput,
  DailyRewardClaim,
  DailyRewardTrigger,
} from './rewards/daily-rewards.js';
export type { FallbackReason, ResolvedRewards } from './rewards/resolve-answer.js';
export { FlowError, type FlowErrorCode } from './errors/flow-error.js';
export { EmulatorEventError } from './errors/emulator-event-error.js';
