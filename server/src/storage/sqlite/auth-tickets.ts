// SSO tickets over SQLite.
import type { SsoTicket, SsoTicketRepository } from "../../ports/auth-tickets.ts";
import { type Db, inTransaction } from "./database.ts";

type Row = Record<string, unknown>;

export const sqliteTickets = (db: Db): SsoTicketRepository => {
  const insert = db.prepare(
    "INSERT INTO sso_tickets (ticket_hash, account_id, host, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  );
  const live = db.prepare(
    "SELECT * FROM sso_tickets WHERE ticket_hash = ? AND used_at IS NULL AND expires_at > ?",
  );
  const use = db.prepare("UPDATE sso_tickets SET used_at = ? WHERE ticket_hash = ?");
  const purge = db.prepare("DELETE FROM sso_tickets WHERE expires_at < ?");
  return {
    create: async (t) => {
      insert.run(t.ticketHash, t.accountId, t.host, t.createdAt, t.expiresAt);
    },
    redeem: async (hash, at) =>
      inTransaction(db, () => {
        const row = live.get(hash, at) as Row | undefined;
        if (row === undefined) return undefined;
        use.run(at, hash);
        const ticket: SsoTicket = {
          ticketHash: String(row.ticket_hash),
          accountId: Number(row.account_id),
          host: String(row.host),
          createdAt: Number(row.created_at),
          expiresAt: Number(row.expires_at),
        };
        return ticket;
      }),
    purge: async (before) => {
      purge.run(before);
    },
  };
};
