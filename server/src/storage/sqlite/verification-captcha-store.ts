// The captcha's key and its used challenges over SQLite: a used challenge's nonce is inserted once
// (the primary key refuses it a second time, in any process on the file) and pruned after expiry.

import type { CaptchaStore } from "../../ports/verification-captcha-store.ts";
import { type Db, inTransaction } from "./database.ts";

export const sqliteCaptchaStore = (db: Db): CaptchaStore => {
  const key = db.prepare("SELECT secret FROM captcha_keys WHERE id = 1");
  const prune = db.prepare("DELETE FROM captchas_spent WHERE expires_at <= ?");
  const insert = db.prepare("INSERT OR IGNORE INTO captchas_spent (nonce, expires_at) VALUES (?, ?)");
  return {
    signingKey: () => (key.get() as { secret: Uint8Array }).secret,
    spend: async (nonce, expiresAt, now) =>
      inTransaction(db, () => {
        prune.run(now);
        return Number(insert.run(nonce, expiresAt).changes) === 1;
      }),
  };
};
