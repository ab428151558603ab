/**
 * `game-commerce-s2s/emulator`: a stateful local twin of the S2S service for testing a game's
 * integration without the real service (issue #22). See src/emulator/README.md and the README's
 * "Testing your integration".
 */
export { startEmulator } from './start-emulator.js';
export type { Emulator } from './emulator-handle.js';
export type { EmulatorOptions } from './options.js';
export type { ApiKeyConfig } from './auth/api-keys.js';
export type { EmulatorClock } from './clock.js';
export type { FaultSpec, InjectedFault } from './faults.js';
export type { EmulatorFetch } from './http/fetch-adapter.js';
export type { EmulatorHandler, EmulatorRequest, EmulatorResponse } from './http/types.js';
export type { EmulatorSnapshot } from './state/seed.js';
export type { Tenant } from './state/tenant.js';
export { SeedError } from './state/seed-error.js';
