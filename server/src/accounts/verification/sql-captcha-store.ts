// The captcha's key and its used challenges over the SQL port. A used challenge's nonce is inserted
// once (the primary key refuses it a second time, from any provider) and pruned after expiry.
// The signing key is one row: the first provider to need it writes a random one, every other keeps
// the row already there (ON CONFLICT DO NOTHING) and reads that, so all sign and check alike.

import { randomBytes } from "node:crypto";
import type { SqlClient } from "../../sql/sql-client.ts";
import type { CaptchaStore } from "./captcha-store-port.ts";

const KEY_BYTES = 32;

export const sqlCaptchaStore = (sql: SqlClient): CaptchaStore => {
  const read = async () => {
    const row = await sql.get<{ secret: Uint8Array }>("SELECT secret FROM captcha_keys WHERE id = 1");
    return row === undefined ? undefined : Uint8Array.from(row.secret);
  };
  const keyOnce = async () => {
    const stored = await read();
    if (stored !== undefined) return stored;
    await sql.run("INSERT INTO captcha_keys (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING", [
      randomBytes(KEY_BYTES),
    ]);
    const made = await read();
    if (made === undefined) throw new Error("the captcha signing key could not be kept");
    return made;
  };
  // The key never changes once kept, so it is read once per provider (a failed read is tried again).
  let key: Promise<Uint8Array> | undefined;
  return {
    signingKey: () => {
      key ??= keyOnce().catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    },
    spend: (nonce, expiresAt, now) =>
      sql.transaction(async (tx) => {
        await tx.run("DELETE FROM captchas_spent WHERE expires_at <= ?", [now]);
        const { changes } = await tx.run(
          "INSERT INTO captchas_spent (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING",
          [nonce, expiresAt],
        );
        return changes === 1;
      }),
  };
};
