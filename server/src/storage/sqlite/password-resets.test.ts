// Reset links in SQLite (D282, D283): one live link per account; using one ends the others (also
// links kept before that rule); a password change ends all; a link for nobody is never usable.
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { sqlitePasswordResets } from "./password-resets.ts";

const LATER = 30 * 60_000;

const setUp = () => {
  const db = openDatabase(":memory:");
  for (const id of [7, 8])
    db.prepare(
      `INSERT INTO accounts (id, account, account_key, nickname, customs_data_source, password_hash, created_at)
       VALUES (?, ?, ?, 'n', '', 'x', 0)`,
    ).run(id, `a${id}`, `a${id}`);
  /** A link as the code before D282 kept them: several live ones per account. */
  const oldLink = (hash: string, account: number, at: number) =>
    db
      .prepare(
        "INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
      )
      .run(hash, account, at, at + LATER);
  const rows = () => db.prepare("SELECT token_hash FROM password_resets ORDER BY token_hash").all();
  return { db, resets: sqlitePasswordResets(db), oldLink, rows };
};

describe("the SQLite reset links", () => {
  it("a newer link ends the earlier ones of its account, not another account's", async () => {
    const { resets } = setUp();
    await resets.create("t1", 7, 1_000, 1_000 + LATER);
    await resets.create("u1", 8, 1_500, 1_500 + LATER);
    await resets.create("t2", 7, 2_000, 2_000 + LATER);
    expect(await resets.use("t1", 3_000)).toBeUndefined();
    expect(await resets.use("u1", 3_000)).toBe(8);
    expect(await resets.use("t2", 3_000)).toBe(7);
    expect(await resets.use("t2", 3_001)).toBeUndefined();
  });

  it("using a link ends every other link of the account, also ones kept before the rule", async () => {
    const { resets, oldLink } = setUp();
    oldLink("t1", 7, 1_000);
    oldLink("t2", 7, 2_000);
    expect(await resets.use("t2", 3_000)).toBe(7);
    expect(await resets.use("t1", 3_000)).toBeUndefined();
  });

  it("a password change ends every link of the account", async () => {
    const { resets, oldLink } = setUp();
    oldLink("t1", 7, 1_000);
    await resets.create("t2", 7, 2_000, 2_000 + LATER);
    await resets.create("u1", 8, 2_000, 2_000 + LATER);
    await resets.endAll(7);
    expect(await resets.use("t1", 3_000)).toBeUndefined();
    expect(await resets.use("t2", 3_000)).toBeUndefined();
    expect(await resets.use("u1", 3_000)).toBe(8);
  });

  it("a link for nobody is kept but never usable; expired links are forgotten at the next one", async () => {
    const { resets, rows } = setUp();
    await resets.create("nobody-1", undefined, 1_000, 1_000 + LATER);
    await resets.create("nobody-2", undefined, 1_100, 1_100 + LATER);
    expect(rows()).toEqual([{ token_hash: "nobody-1" }, { token_hash: "nobody-2" }]);
    expect(await resets.use("nobody-1", 2_000)).toBeUndefined();
    await resets.create("t1", 7, 1_100 + LATER, 1_100 + 2 * LATER);
    expect(rows()).toEqual([{ token_hash: "t1" }]);
  });
});
