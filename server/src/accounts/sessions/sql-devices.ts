// Known devices over the SQL port (SQLite or PostgreSQL).

import type { SqlClient } from "../../sql/sql-client.ts";
import type { KnownDevices } from "./devices-port.ts";

export const sqlKnownDevices = (sql: SqlClient): KnownDevices => ({
  isKnown: async (accountId, tokenHash) =>
    (await sql.get("SELECT 1 AS known FROM known_devices WHERE token_hash = ? AND account_id = ?", [
      tokenHash,
      accountId,
    ])) !== undefined,
  // A token already kept for another account stays that account's (the WHERE), never moved over.
  remember: async (accountId, tokenHash, at) => {
    await sql.run(
      `INSERT INTO known_devices (token_hash, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (token_hash) DO UPDATE SET last_seen_at = excluded.last_seen_at
       WHERE known_devices.account_id = excluded.account_id`,
      [tokenHash, accountId, at, at],
    );
  },
});
