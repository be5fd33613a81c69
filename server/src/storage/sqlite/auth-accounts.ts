// The accounts repository over SQLite.
import type { AccountRepository, NewAccount } from "../../ports/auth-accounts.ts";
import { accountOfRow, INSERT_ACCOUNT, insertParams, keyOf, type Row } from "./auth-account-rows.ts";
import { type Db, inTransaction } from "./database.ts";

export const sqliteAccounts = (db: Db): AccountRepository => {
  const byId = db.prepare("SELECT * FROM accounts WHERE id = ?");
  const byEmail = db.prepare("SELECT * FROM accounts WHERE email_key = ?");
  const byAccount = db.prepare("SELECT * FROM accounts WHERE account_key = ?");
  const insert = db.prepare(INSERT_ACCOUNT);
  const login = db.prepare("UPDATE accounts SET last_login_at = ? WHERE id = ?");
  const password = db.prepare("UPDATE accounts SET password_hash = ? WHERE id = ?");
  const lifecycle = db.prepare(
    `UPDATE accounts SET frozen_since = ?, frozen_until = ?, frozen_functions = ?, cancelled_breach_at = ?,
       appeal_filed_at = ?, appeal_decided_at = ?, appeal_granted = ? WHERE id = ?`,
  );
  const search = db.prepare(
    "SELECT * FROM accounts WHERE instr(account_key, ?) > 0 OR instr(coalesce(email_key, ''), ?) > 0 ORDER BY id LIMIT ?",
  );
  const candidates = db.prepare(
    `SELECT * FROM accounts WHERE cancelled_dormant_at IS NULL AND cancelled_breach_at IS NULL
       AND coalesce(last_login_at, created_at) <= ? ORDER BY id`,
  );
  const dormant = db.prepare("UPDATE accounts SET cancelled_dormant_at = ? WHERE id = ?");
  const count = db.prepare("SELECT count(*) AS n FROM accounts");
  const children = db.prepare("SELECT * FROM accounts WHERE parent_id = ? ORDER BY level, id");

  const read = (row: unknown) => (row === undefined ? undefined : accountOfRow(row as Row));
  const conflictOf = (a: NewAccount) => {
    if (a.email !== undefined && byEmail.get(keyOf(a.email)) !== undefined) return "email" as const;
    return byAccount.get(keyOf(a.account)) === undefined ? undefined : ("account" as const);
  };
  const insertOne = (a: NewAccount): number => Number(insert.run(...insertParams(a)).lastInsertRowid);

  return {
    findByLogin: async (text) => read(byEmail.get(keyOf(text)) ?? byAccount.get(keyOf(text))),
    findById: async (id) => read(byId.get(id)),
    setPasswordHash: async (id, hash) => {
      password.run(hash, id);
    },
    setLifecycle: async (id, { freeze, cancelledForBreachAt, appeal }) => {
      lifecycle.run(
        freeze?.since ?? null,
        freeze?.until ?? null,
        freeze === undefined ? null : JSON.stringify(freeze.functions),
        cancelledForBreachAt ?? null,
        appeal?.filedAt ?? null,
        appeal?.decision?.at ?? null,
        appeal?.decision === undefined ? null : appeal.decision.granted ? 1 : 0,
        id,
      );
    },
    search: async (text, limit) => {
      const key = keyOf(text);
      return search.all(key, key, limit).map((row) => accountOfRow(row as Row));
    },
    subAccountsOf: async (id) => children.all(id).map((row) => accountOfRow(row as Row)),
    findByEmail: async (email) => read(byEmail.get(keyOf(email))),
    create: async (account) =>
      inTransaction(db, () => {
        const conflict = conflictOf(account);
        return conflict === undefined
          ? { ok: true as const, id: insertOne(account) }
          : { ok: false as const, conflict };
      }),
    recordLogin: async (id, at) => {
      login.run(at, id);
    },
    updateBasicInfo: async (id, change) =>
      inTransaction(db, () => {
        if (change.email !== undefined) {
          const owner = byEmail.get(keyOf(change.email)) as Row | undefined;
          if (owner !== undefined && Number(owner.id) !== id) return "emailTaken" as const;
          db.prepare("UPDATE accounts SET email = ?, email_key = ? WHERE id = ?").run(
            change.email,
            keyOf(change.email),
            id,
          );
        }
        if (change.nickname !== undefined)
          db.prepare("UPDATE accounts SET nickname = ? WHERE id = ?").run(change.nickname, id);
        if (change.department !== undefined)
          db.prepare("UPDATE accounts SET department = ? WHERE id = ?").run(change.department, id);
        if (change.phone !== undefined)
          db.prepare("UPDATE accounts SET phone = ? WHERE id = ?").run(change.phone, id);
        return "ok" as const;
      }),
    dormancyCandidates: async (upTo) => candidates.all(upTo).map((row) => accountOfRow(row as Row)),
    recordDormantCancellation: async (id, at) => {
      dormant.run(at, id);
    },
    hasAny: async () => Number((count.get() as Row).n) > 0,
    seedIfEmpty: async (accounts) =>
      inTransaction(db, () => {
        if (Number((count.get() as Row).n) > 0) return 0;
        const ids = new Map<string, number>();
        for (const { parentAccount, ...account } of accounts) {
          const parentId = parentAccount === undefined ? undefined : ids.get(parentAccount);
          if (parentAccount !== undefined && parentId === undefined)
            throw new Error(
              `demo account ${account.account}: parent ${parentAccount} is not seeded before it`,
            );
          ids.set(account.account, insertOne(parentId === undefined ? account : { ...account, parentId }));
        }
        return accounts.length;
      }),
  };
};
