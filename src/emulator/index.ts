/**
 * `game-commerce-s2s/emulator`: a stateful local twin of the S2S service for testing a game's
 * integration without the real service. See src/emulator/README.md and the guide
 * docs/testing-your-integration.md.
 *
 * The surface: the handle and its options, the records its controls return, and the errors it
 * throws. Every other type is reachable from these (`DeliveryRecord['attempts']`, ...).
 */
export { startEmulator } from './start-emulator.js';
export type { Emulator } from './emulator-handle.js';
export type { EmulatorOptions } from './options.js';
export type { EmulatorClock } from './clock.js';
export type { FaultSpec, InjectedFault } from './faults.js';
export type { EmulatorSnapshot } from './state/seed.js';
export type { Tenant } from './state/tenant.js';
export type { CheckoutView } from './checkout/checkout.js';
export type { FlowPayment } from './checkout/payment-records.js';
export type { RemovalOutcome } from './disputes/refunds.js';
export type { DeliveryRecord } from './delivery/delivery-log.js';
export type { DailyRewardClaim } from './rewards/daily-rewards.js';
// A refused control (404, 409, a cap reached); a bad option; a bad seed or snapshot.
export { FlowError } from './errors/flow-error.js';
export { EmulatorOptionError } from './errors/option-error.js';
export { SeedError } from './state/seed-error.js';
