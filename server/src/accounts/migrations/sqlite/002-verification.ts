// Migration 002-verification: verification codes, sends (rate limits) and captchas.
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m002_verification: Migration = {
  id: "002-verification",
  sql: `
CREATE TABLE verification_codes (
  channel TEXT NOT NULL CHECK (channel IN ('email', 'mobile')),
  target TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  send_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  wrong_guesses INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (channel, target)
) STRICT;

CREATE TABLE verification_sends (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'mobile')),
  target TEXT NOT NULL,
  ip TEXT NOT NULL,
  sent_at INTEGER NOT NULL
) STRICT;
CREATE INDEX verification_sends_target ON verification_sends (channel, target, sent_at);
CREATE INDEX verification_sends_ip ON verification_sends (ip, sent_at);

CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  answer_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX captchas_expiry ON captchas (expires_at);
`,
};
