// Migration 014-alerts (issue 16): tracked companies and tracked saved searches become one table of
// tracked items, each with its alert cadence, the language of its mails and its watermark (the last
// bill id its check has covered); the finished imports' last bill ids (what a check may read up
// to); the alerts; the mails to send (an outbox with a sent flag); and the key that signs the
// unsubscribe links, made here so that every process on the database signs alike (D234). A
// watermark of -1 starts at the next check: companies tracked before alerts existed get no alert
// for what was loaded before.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m014_alerts: Migration = {
  id: "014-alerts",
  sql: `
CREATE TABLE alert_loads (
  id INTEGER PRIMARY KEY,
  last_bill INTEGER NOT NULL,
  finished_at INTEGER NOT NULL
) STRICT;
CREATE TABLE tracked_items (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  kind TEXT NOT NULL CHECK (kind IN ('company', 'search')),
  ref TEXT NOT NULL,
  name TEXT NOT NULL,
  datasets TEXT NOT NULL,
  cadence TEXT NOT NULL DEFAULT 'instant' CHECK (cadence IN ('instant', 'daily')),
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('zh', 'en', 'ru')),
  since INTEGER NOT NULL,
  watermark INTEGER NOT NULL,
  UNIQUE (account_id, kind, ref)
) STRICT;
INSERT INTO tracked_items (account_id, kind, ref, name, datasets, since, watermark)
  SELECT account_id, 'company', role || ':' || company_id, name, datasets, since, -1
  FROM tracked_companies ORDER BY since, rowid;
DROP TABLE tracked_companies;
CREATE TABLE alert_mails (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  claimed_until INTEGER,
  sent_at INTEGER
) STRICT;
CREATE INDEX alert_mails_unsent ON alert_mails (id) WHERE sent_at IS NULL;
CREATE TABLE alerts (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  item_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  ref TEXT NOT NULL,
  name TEXT NOT NULL,
  query TEXT NOT NULL,
  after_bill INTEGER NOT NULL,
  up_to_bill INTEGER NOT NULL,
  shipments INTEGER NOT NULL,
  exact INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  read_at INTEGER,
  digest INTEGER NOT NULL CHECK (digest IN (0, 1)),
  mail_id INTEGER REFERENCES alert_mails (id),
  UNIQUE (item_id, up_to_bill)
) STRICT;
CREATE INDEX alerts_by_account ON alerts (account_id, id);
CREATE INDEX alerts_digest_due ON alerts (account_id) WHERE digest = 1 AND mail_id IS NULL;
CREATE TABLE alert_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret BLOB NOT NULL
) STRICT;
INSERT INTO alert_keys (id, secret) VALUES (1, randomblob(32));
`,
};
