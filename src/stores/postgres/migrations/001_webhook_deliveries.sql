-- game-commerce-s2s: tables of the PostgreSQL idempotency store (applied by migrate(), or by hand).
-- One row per delivery key: in flight while token is set (expires after the lease), done once
-- status and body are set (expires after the TTL). Expired rows are taken over by the next claim.
CREATE TABLE IF NOT EXISTS gcs2s_webhook_deliveries (
  delivery_key text PRIMARY KEY,
  token text,
  status integer,
  body text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS gcs2s_webhook_deliveries_expires_at ON gcs2s_webhook_deliveries (expires_at);
-- Deliveries whose effects a handler committed in its own transaction (recordDelivery, grantOnce).
CREATE TABLE IF NOT EXISTS gcs2s_webhook_grants (
  delivery_key text PRIMARY KEY,
  granted_at timestamptz NOT NULL DEFAULT now()
);
