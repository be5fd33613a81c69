// The accounts repository over the SQL port (SQLite or PostgreSQL).
import { position } from "../../sql/dialect.ts";
import type { SqlClient, SqlRunner } from "../../sql/sql-client.ts";
import { accountOfRow, INSERT_ACCOUNT, insertParams, keyOf, type Row } from "./account-rows.ts";
import type { AccountRepository, NewAccount } from "./accounts-port.ts";

const BY_EMAIL = "SELECT * FROM accounts WHERE email_key = ?";
const BY_ACCOUNT = "SELECT * FROM accounts WHERE account_key = ?";
const COUNT = "SELECT count(*) AS n FROM accounts";

const conflictOf = async (q: SqlRunner, a: NewAccount) => {
  if (a.email !== undefined && (await q.get(BY_EMAIL, [keyOf(a.email)])) !== undefined)
    return "email" as const;
  return (await q.get(BY_ACCOUNT, [keyOf(a.account)])) === undefined ? undefined : ("account" as const);
};

const insertOne = async (q: SqlRunner, a: NewAccount): Promise<number> =>
  Number((await q.get<Row>(INSERT_ACCOUNT, insertParams(a)))?.id);

export const sqlAccounts = (sql: SqlClient): AccountRepository => {
  const search = `SELECT * FROM accounts WHERE ${position(sql.engine, "account_key", "?")} > 0
    OR ${position(sql.engine, "coalesce(email_key, '')", "?")} > 0 ORDER BY id LIMIT ?`;
  const read = (row: Row | undefined) => (row === undefined ? undefined : accountOfRow(row));
  const many = (rows: Row[]) => rows.map((row) => accountOfRow(row));
  return {
    findByLogin: async (text) =>
      read((await sql.get<Row>(BY_EMAIL, [keyOf(text)])) ?? (await sql.get<Row>(BY_ACCOUNT, [keyOf(text)]))),
    findById: async (id) => read(await sql.get<Row>("SELECT * FROM accounts WHERE id = ?", [id])),
    setPasswordHash: async (id, hash) => {
      await sql.run("UPDATE accounts SET password_hash = ? WHERE id = ?", [hash, id]);
    },
    setLifecycle: async (id, { freeze, cancelledForBreachAt, appeal }) => {
      await sql.run(
        `UPDATE accounts SET frozen_since = ?, frozen_until = ?, frozen_functions = ?, cancelled_breach_at = ?,
           appeal_filed_at = ?, appeal_decided_at = ?, appeal_granted = ? WHERE id = ?`,
        [
          freeze?.since ?? null,
          freeze?.until ?? null,
          freeze === undefined ? null : JSON.stringify(freeze.functions),
          cancelledForBreachAt ?? null,
          appeal?.filedAt ?? null,
          appeal?.decision?.at ?? null,
          appeal?.decision === undefined ? null : appeal.decision.granted ? 1 : 0,
          id,
        ],
      );
    },
    search: async (text, limit) => {
      const key = keyOf(text);
      return many(await sql.all<Row>(search, [key, key, limit]));
    },
    subAccountsOf: async (id) =>
      many(await sql.all<Row>("SELECT * FROM accounts WHERE parent_id = ? ORDER BY level, id", [id])),
    findByEmail: async (email) => read(await sql.get<Row>(BY_EMAIL, [keyOf(email)])),
    // Check and insert in one transaction: two sign-ups with one e-mail, on two providers, get one account.
    create: (account) =>
      sql.transaction(async (tx) => {
        const conflict = await conflictOf(tx, account);
        return conflict === undefined
          ? { ok: true as const, id: await insertOne(tx, account) }
          : { ok: false as const, conflict };
      }),
    recordLogin: async (id, at) => {
      await sql.run("UPDATE accounts SET last_login_at = ? WHERE id = ?", [at, id]);
    },
    updateBasicInfo: (id, change) =>
      sql.transaction(async (tx) => {
        if (change.email !== undefined) {
          const owner = await tx.get<Row>(BY_EMAIL, [keyOf(change.email)]);
          if (owner !== undefined && Number(owner.id) !== id) return "emailTaken" as const;
          await tx.run("UPDATE accounts SET email = ?, email_key = ? WHERE id = ?", [
            change.email,
            keyOf(change.email),
            id,
          ]);
        }
        if (change.nickname !== undefined)
          await tx.run("UPDATE accounts SET nickname = ? WHERE id = ?", [change.nickname, id]);
        if (change.department !== undefined)
          await tx.run("UPDATE accounts SET department = ? WHERE id = ?", [change.department, id]);
        if (change.phone !== undefined)
          await tx.run("UPDATE accounts SET phone = ? WHERE id = ?", [change.phone, id]);
        return "ok" as const;
      }),
    dormancyCandidates: async (upTo) =>
      many(
        await sql.all<Row>(
          `SELECT * FROM accounts WHERE cancelled_dormant_at IS NULL AND cancelled_breach_at IS NULL
             AND coalesce(last_login_at, created_at) <= ? ORDER BY id`,
          [upTo],
        ),
      ),
    recordDormantCancellation: async (id, at) => {
      await sql.run("UPDATE accounts SET cancelled_dormant_at = ? WHERE id = ?", [at, id]);
    },
    hasAny: async () => Number((await sql.get<Row>(COUNT))?.n) > 0,
    seedIfEmpty: (accounts) =>
      sql.transaction(async (tx) => {
        if (Number((await tx.get<Row>(COUNT))?.n) > 0) return 0;
        const ids = new Map<string, number>();
        for (const { parentAccount, ...account } of accounts) {
          const parentId = parentAccount === undefined ? undefined : ids.get(parentAccount);
          if (parentAccount !== undefined && parentId === undefined)
            throw new Error(
              `demo account ${account.account}: parent ${parentAccount} is not seeded before it`,
            );
          ids.set(
            account.account,
            await insertOne(tx, parentId === undefined ? account : { ...account, parentId }),
          );
        }
        return accounts.length;
      }),
  };
};
