// Migration 015-captcha-proof-of-work (D279): the image captchas give way to signed proof-of-work
// challenges. Nothing is kept per challenge issued; a solved one is recorded once used, until it
// expires, so it cannot be replayed. The signing key is made here, once, and shared by every
// process on this database (as the alerts' key is).
import type { Migration } from "../../../sql/sqlite-migrate.ts";

export const m015_captcha_proof_of_work: Migration = {
  id: "015-captcha-proof-of-work",
  sql: `
DROP TABLE captchas;
CREATE TABLE captchas_spent (
  nonce TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX captchas_spent_expiry ON captchas_spent (expires_at);
CREATE TABLE captcha_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret BLOB NOT NULL
) STRICT;
INSERT INTO captcha_keys (id, secret) VALUES (1, randomblob(32));
`,
};
