/**
 * `game-commerce-s2s/stores/postgres`: exactly-once webhook processing across instances on
 * PostgreSQL (`pg`) or PGlite, plus the transactional grant. The driver is an optional peer
 * dependency: you create the pool and pass it in.
 */
export { grantOnce, recordDelivery, type RecordDeliveryOptions, type SqlPool } from './grant-once.js';
export { migrate, migrationStatements, type MigrateOptions } from './migrate.js';
export { PostgresNotMigratedError } from './not-migrated-error.js';
export { PostgresIdempotencyStore, type PostgresIdempotencyStoreOptions } from './postgres-idempotency-store.js';
export type { SqlClient } from './sql-client.js';
