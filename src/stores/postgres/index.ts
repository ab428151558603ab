/**
 * `game-commerce-s2s/stores/postgres`: exactly-once webhook processing across instances on
 * PostgreSQL (`pg`) or PGlite, plus the transactional grant. The driver is an optional peer
 * dependency: you create the pool and pass it in.
 */
export { grantOnce, recordDelivery } from './grant-once.js';
export { migrate } from './migrate.js';
export { PostgresNotMigratedError } from './not-migrated-error.js';
export { PostgresIdempotencyStore } from './postgres-idempotency-store.js';
