// A member at the free tier (membership level NORMAL: spec §6's "member at level 0", decision D21)
// who owns the trade account's data sets: the one the export row limit of 20 applies to. No demo
// account is both (the free demo-main owns no data), so tests add this copy of demo-trade to a
// provider's database: same password, data sets and permissions, the tier nibble cleared, no packages.
import { DatabaseSync } from "node:sqlite";

export const FREE_MEMBER = { account: "demo-free", email: "free@demo.portolan.test" } as const;

const COPIED =
  "phone, nickname, first_name, last_name, level, department, account_type, roles, permissions, customs_data_source, oem_domains, password_hash, created_at";

export const addFreeMember = (databaseFile: string): void => {
  const db = new DatabaseSync(databaseFile);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(
      `INSERT INTO accounts (account, account_key, email, email_key, membership, ${COPIED})
       SELECT ?, ?, ?, ?, membership & ~15, ${COPIED} FROM accounts WHERE account = 'demo-trade'
       AND NOT EXISTS (SELECT 1 FROM accounts WHERE account = ?)`,
    ).run(
      FREE_MEMBER.account,
      FREE_MEMBER.account,
      FREE_MEMBER.email,
      FREE_MEMBER.email,
      FREE_MEMBER.account,
    );
  } finally {
    db.close();
  }
};
