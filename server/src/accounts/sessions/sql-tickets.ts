// SSO tickets over the SQL port: a ticket is redeemed by one compare-and-set (unused and live →
// used), so two providers handed the same ticket at once cannot both redeem it.

import type { SqlClient, SqlRow } from "../../sql/sql-client.ts";
import type { SsoTicket, SsoTicketRepository } from "./tickets-port.ts";

const ticketOf = (row: SqlRow): SsoTicket => ({
  ticketHash: String(row.ticket_hash),
  accountId: Number(row.account_id),
  host: String(row.host),
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
});

export const sqlTickets = (sql: SqlClient): SsoTicketRepository => ({
  create: async (t) => {
    await sql.run(
      "INSERT INTO sso_tickets (ticket_hash, account_id, host, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
      [t.ticketHash, t.accountId, t.host, t.createdAt, t.expiresAt],
    );
  },
  redeem: async (hash, at) => {
    const row = await sql.get(
      `UPDATE sso_tickets SET used_at = ? WHERE ticket_hash = ? AND used_at IS NULL AND expires_at > ?
       RETURNING ticket_hash, account_id, host, created_at, expires_at`,
      [at, hash, at],
    );
    return row === undefined ? undefined : ticketOf(row);
  },
  purge: async (before) => {
    await sql.run("DELETE FROM sso_tickets WHERE expires_at < ?", [before]);
  },
});
