// Known devices in SQLite (port: ports/auth-devices.ts).
import type { KnownDevices } from "../../ports/auth-devices.ts";
import type { Db } from "./database.ts";

export const sqliteKnownDevices = (db: Db): KnownDevices => ({
  isKnown: async (accountId, tokenHash) =>
    db
      .prepare("SELECT 1 FROM known_devices WHERE token_hash = ? AND account_id = ?")
      .get(tokenHash, accountId) !== undefined,
  remember: async (accountId, tokenHash, at) => {
    db.prepare(
      `INSERT INTO known_devices (token_hash, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (token_hash) DO UPDATE SET last_seen_at = excluded.last_seen_at
       WHERE known_devices.account_id = excluded.account_id`,
    ).run(tokenHash, accountId, at, at);
  },
});
