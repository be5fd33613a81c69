// Migration 004-commerce: packages on offer, orders, payments and idempotency keys.
// Amounts are USD cents (INTEGER); times epoch milliseconds. account_id refers to the accounts of
// 001-accounts (no foreign key: that table belongs to another area and may be renamed there).
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m004_commerce: Migration = {
  id: "004-commerce",
  sql: `
CREATE TABLE package_offers (
  tier_id TEXT PRIMARY KEY,
  on_offer INTEGER NOT NULL CHECK (on_offer IN (0, 1)),
  price_cents INTEGER NOT NULL CHECK (price_cents > 0),
  price_version INTEGER NOT NULL CHECK (price_version >= 1),
  updated_at INTEGER NOT NULL
) STRICT;

CREATE TABLE package_changes (
  id INTEGER PRIMARY KEY,
  tier_id TEXT NOT NULL REFERENCES package_offers (tier_id),
  kind TEXT NOT NULL CHECK (kind IN ('upgraded', 'offline', 'repriced')),
  at INTEGER NOT NULL
) STRICT;
CREATE INDEX package_changes_by_tier ON package_changes (tier_id, at);

CREATE TABLE orders (
  id TEXT PRIMARY KEY CHECK (id GLOB '[1-9]*' AND id NOT GLOB '*[^0-9]*'),
  account_id INTEGER NOT NULL,
  tier_id TEXT NOT NULL REFERENCES package_offers (tier_id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL CHECK (currency = 'USD'),
  price_version INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  paid_at INTEGER
) STRICT;
CREATE INDEX orders_by_account ON orders (account_id, created_at);
CREATE INDEX orders_by_tier ON orders (tier_id, created_at);

CREATE TABLE provider_orders (
  provider_order_id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  provider TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('created', 'completed', 'pending', 'declined')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX provider_orders_by_order ON provider_orders (order_id);

CREATE TABLE account_services (
  order_id TEXT PRIMARY KEY REFERENCES orders (id),
  account_id INTEGER NOT NULL,
  tier_id TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL CHECK (expires_at > starts_at)
) STRICT;
CREATE INDEX account_services_by_account ON account_services (account_id, starts_at);

CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  owner TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  result TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, owner, key)
) STRICT;
`,
};
